package dev.duet.site.cli;

import dev.duet.site.content.ContentFiles;
import dev.duet.site.demo.DemoLoader;
import dev.duet.site.demo.DemoRun;
import dev.duet.site.demo.DemoRunner;
import dev.duet.site.demo.DemoTranscript;
import dev.duet.site.diag.Diagnostics;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code duet demo <id>}: runs one demo in the terminal, for classrooms without a browser. */
@Command(name = "demo", mixinStandardHelpOptions = true,
        description = "Run one demo and print its transcript with the queue's state after each step.")
final class DemoCommand implements Callable<Integer> {
    @Mixin
    ProjectOptions project;

    @Parameters(paramLabel = "ID", description = "The demo's id (its file name in content/demos without .jsh).")
    String id;

    @Option(names = "--lang", paramLabel = "LANG", description = "Language of the captions: zh or en (default: en).")
    String lang = "en";

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        var config = project.config();
        var out = spec.commandLine().getOut();
        var err = spec.commandLine().getErr();
        if (!id.matches("[a-z0-9][a-z0-9-]*")) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), "demo ids are lower-case words joined by '-': " + id);
        }
        Path file = config.contentDir().resolve("demos").resolve(id + ".jsh");
        if (!Files.isRegularFile(file)) {
            err.println("duet: no demo '" + id + "' (expected " + config.display(file) + ")");
            return 1;
        }
        Diagnostics diags = new Diagnostics();
        ContentFiles files = new ContentFiles(config.projectRoot(), config.contentDir());
        var demo = files.read(file, diags).flatMap(text -> DemoLoader.parse(config.display(file), text, diags));
        if (demo.isEmpty()) {
            Reporter.print(diags.sorted(), err);
            return 1;
        }
        try (DemoRunner runner = new DemoRunner(DemoRunner.Options.forThisJvm())) {
            DemoRun run = runner.run(demo.get());
            DemoTranscript.print(run, out, lang);
            out.flush();
            Reporter.print(run.diagnostics(), err);
            return run.passed() ? 0 : 1;
        }
    }
}
