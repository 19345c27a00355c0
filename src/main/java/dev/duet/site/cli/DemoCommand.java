package dev.duet.site.cli;

import dev.duet.site.build.JShellDemoStage;
import dev.duet.site.build.PortCompiler;
import dev.duet.site.content.ContentFiles;
import dev.duet.site.content.ContentLoader;
import dev.duet.site.content.Manifest;
import dev.duet.site.demo.DemoLoader;
import dev.duet.site.demo.DemoRun;
import dev.duet.site.demo.DemoRunner;
import dev.duet.site.demo.DemoTranscript;
import dev.duet.site.diag.Diagnostics;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code duet demo <id>}: compiles the author's code and runs one demo in the terminal, for
 * classrooms without a browser: each step's output, the state after it and the lines it executed,
 * then, as the build does, whether the demo's exercises' answers are what the steps show.
 * The demo runs in the build's sandbox, or, where there is none, in this JVM after one line that
 * says so.
 */
@Command(name = "demo", mixinStandardHelpOptions = true,
        description = "Run one demo and print its transcript: each step's output, the state after it and the lines it executed.")
final class DemoCommand implements Callable<Integer> {
    @Mixin
    ProjectOptions project;

    @Parameters(paramLabel = "ID", description = "The demo's id (its file name in content/demos without .jsh).")
    String id;

    @Option(names = "--lang", paramLabel = "LANG", description = "Language of the captions, one of the site's languages (default: the site's default language).")
    String lang;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        var config = project.config();
        var out = spec.commandLine().getOut();
        var err = spec.commandLine().getErr();
        Diagnostics diags = new Diagnostics();
        ContentFiles files = new ContentFiles(config.projectRoot(), config.contentDir());
        Optional<Manifest> manifest = ContentLoader.manifest(files, diags);
        if (manifest.isEmpty() || diags.hasErrors()) {
            Reporter.print(diags.sorted(), err);
            return 1;
        }
        Manifest m = manifest.get();
        String language = lang == null ? m.defaultLanguage() : lang;
        if (!m.languages().contains(language)) {
            throw new ParameterException(spec.commandLine(), "--lang must be one of this site's languages "
                    + m.languages() + ", not '" + language + "'");
        }
        List<String> ids = demoIds(config.contentDir().resolve("demos"));
        Path file = config.contentDir().resolve("demos").resolve(id + ".jsh");
        if (!ids.contains(id)) {
            throw new ParameterException(spec.commandLine(), "no demo '" + id + "' in "
                    + config.display(config.contentDir().resolve("demos")) + (ids.isEmpty() ? " (it has none)"
                    : "; the demos are: " + String.join(", ", ids)));
        }
        var demo = files.read(file, diags).flatMap(text -> DemoLoader.parse(config.display(file), text, m.languages(), diags));
        Optional<PortCompiler.Compiled> code = demo.isEmpty() ? Optional.empty() : new PortCompiler(config).compile(m, diags);
        if (demo.isEmpty() || code.isEmpty()) {
            Reporter.print(diags.sorted(), err);
            return 1;
        }
        PortCompiler.Compiled c = code.get();
        DemoRunner.Options options = DemoRunner.Options.forThisJvm()
                .forAuthorCode(c.classes(), c.classpath(), c.recordedPackages(), c.notRecorded());
        // In the build's sandbox: a demo from someone else runs here as it would in their build.
        List<DemoRun> runs = JShellDemoStage.runDemos(Stages.buildSandbox(config),
                reason -> err.println("duet: " + JShellDemoStage.unsandboxedNotice(reason)), options,
                List.of(demo.get()), diags);
        if (runs.isEmpty()) {
            Reporter.print(diags.sorted(), err);
            return 1;
        }
        DemoRun run = runs.get(0);
        DemoTranscript.print(run, out, language);
        out.flush();
        // A wrong exercise answer fails the build: say so here too, where the author tries the demo.
        Diagnostics exercises = new Diagnostics();
        boolean exercisesHold = !run.passed() || JShellDemoStage.exercisesHold(run, exercises);
        Reporter.print(run.diagnostics(), err);
        Reporter.print(exercises.sorted(), err);
        return run.passed() && exercisesHold ? 0 : 1;
    }

    private static List<String> demoIds(Path dir) {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> list = Files.list(dir)) {
            return list.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".jsh"))
                    .map(n -> n.substring(0, n.length() - ".jsh".length())).sorted().toList();
        } catch (IOException e) {
            return List.of();
        }
    }
}
