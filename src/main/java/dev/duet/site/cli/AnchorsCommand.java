package dev.duet.site.cli;

import dev.duet.site.anchors.AnchorEdits;
import dev.duet.site.anchors.AnchorSuggester;
import dev.duet.site.anchors.ExcerptLines;
import dev.duet.site.anchors.GoLine;
import dev.duet.site.anchors.SuggestedAnchor;
import dev.duet.site.content.ContentFiles;
import dev.duet.site.content.ContentLoader;
import dev.duet.site.content.Excerpt;
import dev.duet.site.diag.Diagnostics;
import dev.duet.site.diag.Suggestions;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code duet anchors FILE.java [--write]}: proposes {@code // go:N} anchors for the lines of a
 * Java file that have none, from the excerpts that name the file; prints them as a diff, and
 * writes them with {@code --write}. The anchors the author wrote are never changed.
 */
@Command(name = "anchors", mixinStandardHelpOptions = true,
        description = "Propose // go:N anchors for a Java file from the excerpts that name it, as a diff with a "
                + "confidence per anchor; --write writes them. Anchors already written are kept.")
final class AnchorsCommand implements Callable<Integer> {
    @Mixin
    ProjectOptions project;

    @Parameters(paramLabel = "FILE.java", description = "The Java file, as the excerpts' java: names it or as a path.")
    Path file;

    @Option(names = "--write", description = "Write the proposed anchors into the file.")
    boolean write;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        var config = project.config();
        var out = spec.commandLine().getOut();
        var err = spec.commandLine().getErr();
        Diagnostics diags = new Diagnostics();
        Map<String, Excerpt> excerpts = ContentLoader.excerpts(new ContentFiles(config.projectRoot(), config.contentDir()), diags);
        if (diags.hasErrors()) {
            Reporter.print(diags.sorted(), err);
            return 1;
        }
        TreeSet<String> named = new TreeSet<>();
        excerpts.values().forEach(e -> named.add(e.javaFile()));
        Path javaPath = resolve(config.sourceRoot());
        String javaFile = config.sourceRoot().relativize(javaPath).toString().replace('\\', '/');
        String shown = config.display(javaPath);
        if (!javaPath.startsWith(config.sourceRoot()) || !named.contains(javaFile)) {
            String name = javaPath.startsWith(config.sourceRoot()) ? javaFile : file.toString();
            err.println(shown + ":1:1: error: no excerpt names this file in its java:"
                    + (named.isEmpty() ? " (the project has no excerpts)" : Suggestions.hint(name, named)));
            return 1;
        }
        if (!Files.isRegularFile(javaPath)) {
            err.println(shown + ":1:1: error: the file does not exist");
            return 1;
        }
        List<String> lines = Files.readAllLines(javaPath, StandardCharsets.UTF_8);
        List<GoLine> goLines = ExcerptLines.of(excerpts.values(), javaFile);
        List<SuggestedAnchor> proposals = AnchorSuggester.suggest(lines, goLines);
        if (proposals.isEmpty()) {
            out.println(shown + ": no anchors to propose");
            return 0;
        }
        out.print(AnchorEdits.diff(shown, lines, proposals));
        if (write) {
            String text = String.join("\n", AnchorEdits.apply(lines, proposals)) + "\n";
            Files.writeString(javaPath, text, StandardCharsets.UTF_8);
            out.println("wrote " + proposals.size() + " anchors into " + shown + "; the anchors already there are unchanged");
        } else {
            out.println(proposals.size() + " anchors proposed; " + project.commandLine("anchors " + javaFile + " --write")
                    + " writes them");
        }
        return 0;
    }

    /** The file as given (relative to the current folder or the project), or as an excerpt's java: names it. */
    private Path resolve(Path sourceRoot) {
        Path asGiven = file.toAbsolutePath().normalize();
        if (Files.isRegularFile(asGiven)) {
            return asGiven;
        }
        Path inProject = project.config().projectRoot().resolve(file).normalize();
        if (Files.isRegularFile(inProject)) {
            return inProject;
        }
        return sourceRoot.resolve(file).normalize();
    }
}
