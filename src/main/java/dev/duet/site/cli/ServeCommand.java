package dev.duet.site.cli;

import dev.duet.site.build.RebuildSession;
import dev.duet.site.build.SiteBuilder;
import dev.duet.site.serve.DevServer;
import java.io.PrintStream;
import java.net.InetAddress;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code duet serve}: builds, serves {@code site/} on loopback (or, with {@code --bind}, to a
 * classroom), rebuilds what an edit affects and reloads open pages; demos become editable and run
 * on this machine, each in its own sandboxed JVM.
 */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = "Preview the site on 127.0.0.1 with rebuild on change, live reload and runnable demos.")
final class ServeCommand implements Callable<Integer> {
    @Mixin
    ProjectOptions project;

    @Option(names = "--port", paramLabel = "PORT", description = "Port to listen on (default: 8000; 0 picks a free one).")
    int port = 8000;

    @Option(names = "--bind", paramLabel = "ADDRESS",
            description = "Classroom mode: listen on this address (0.0.0.0 for every interface) instead of "
                    + "loopback. Students get the pages and, only where runs are sandboxed (bubblewrap), "
                    + "runs: one at a time and 10 a minute each.")
    String bind;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        var config = project.config();
        var out = spec.commandLine().getOut();
        var demos = Stages.demoStage(config);
        RebuildSession session = new RebuildSession(new SiteBuilder(config, demos), demos);
        RebuildSession.Outcome first = session.buildAll();
        Reporter.print(first.diagnostics(), spec.commandLine().getErr());
        if (!first.ok()) {
            return 1;
        }
        PrintStream log = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), true, "UTF-8");
        DevServer.Options options = DevServer.Options.local(config.siteDir(),
                java.util.stream.Stream.of(config.contentDir(), config.templatesDir(), config.sourceRoot())
                        .filter(java.nio.file.Files::isDirectory).toList(), port, changed -> {
                    RebuildSession.Outcome outcome = session.rebuild(changed);
                    if (!outcome.ok()) {
                        throw new IllegalStateException(String.join("\n",
                                outcome.diagnostics().stream().map(Object::toString).toList()));
                    }
                    log.printf("rebuilt %d files in %d ms%n", outcome.written().size(), outcome.millis());
                }, log);
        if (bind != null) {
            options = options.classroom(InetAddress.getByName(bind));
        }
        try (DevServer server = DevServer.start(options)) {
            session.onPortCompiled(server::runDemosAgainst);
            out.println("serving " + config.display(config.siteDir()) + " at " + server.baseUri() + "  (Ctrl+C to stop)");
            for (var url : server.urls().subList(1, server.urls().size())) {
                out.println("  also at " + url);
            }
            out.println(server.runsStatus());
            if (server.offersRuns() && !server.classroom()) {
                // Runs belong to whoever started serve: only a browser that opened this URL may start them.
                out.println("to run demos, open in your browser: " + server.openUri());
            }
            out.flush();
            new CountDownLatch(1).await();
        }
        return 0;
    }
}
