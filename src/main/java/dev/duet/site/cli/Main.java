package dev.duet.site.cli;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code duet} command. Exit codes: 0 success, 1 the build found problems, 2 usage error. */
@Command(name = "duet", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = "Builds annotated, multilingual source walkthroughs: a pinned Go excerpt beside its Java port.",
        subcommands = {InitCommand.class, BuildCommand.class, CheckCommand.class, ServeCommand.class, DemoCommand.class, BrowseCommand.class,
                MessagesCommand.class, AnchorsCommand.class},
        synopsisSubcommandLabel = "COMMAND")
public final class Main implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        System.exit(run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
    }

    /** Runs the command line with the given writers (tests capture them). */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cmd = new CommandLine(new Main());
        cmd.setOut(out);
        cmd.setErr(err);
        cmd.setExecutionExceptionHandler((e, commandLine, parseResult) -> {
            boolean trace = parseResult.hasMatchedOption("--stacktrace")
                    || (parseResult.subcommand() != null && parseResult.subcommand().hasMatchedOption("--stacktrace"));
            if (trace) {
                e.printStackTrace(commandLine.getErr());
            } else {
                commandLine.getErr().println("duet: " + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage())
                        + " (run with --stacktrace for details)");
            }
            return 1;
        });
        return cmd.execute(args);
    }

    /** {@code duet --version}: Duet's version as Maven built it, and the Java it runs on. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() throws java.io.IOException {
            java.util.Properties p = new java.util.Properties();
            try (var in = Main.class.getResourceAsStream("duet-version.properties")) {
                if (in != null) {
                    p.load(in);
                }
            }
            return new String[] {"duet " + p.getProperty("version", "(version unknown: built without Maven)"),
                    "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.home") + ")"};
        }
    }

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "a command is required: init, build, check, serve, demo, browse, messages or anchors");
    }
}
