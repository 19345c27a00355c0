package dev.duet.site.build;

import dev.duet.site.diag.Diagnostics;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Compiles the Java sources a site shows (the port) while {@code serve} runs, so that demos run
 * the code as it is in the editor rather than as it was when the generator was built.
 *
 * <p>Each compilation goes to a new folder under {@code target/duet-serve/}, so that a run still
 * reading the previous one (a live demo started just before the edit) is not disturbed; older
 * folders are deleted. javac's errors are reported like every other problem, as
 * {@code path:line:col: error: message}.
 */
public final class PortCompiler {
    private final BuildConfig config;
    private final Path outputRoot;
    private int generation;

    public PortCompiler(BuildConfig config) {
        this.config = config;
        this.outputRoot = config.projectRoot().resolve("target/duet-serve");
    }

    /**
     * Compiles the files under the source root that {@code shown} accepts (paths relative to the
     * source root) against this JVM's class path, for Java 17.
     *
     * @return the folder of class files, or empty when javac reported errors (they are in {@code diags})
     */
    public synchronized Optional<Path> compile(Predicate<String> shown, Diagnostics diags) {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null) {
            diags.error(config.display(config.sourceRoot()), 0, 0,
                    "demos cannot follow Java edits: this Java runtime has no compiler (run Duet with a JDK)");
            return Optional.empty();
        }
        List<File> sources = sources(shown);
        if (generation == 0) {
            deleteTree(outputRoot); // folders of earlier serve sessions
        }
        Path output = outputRoot.resolve("port-" + (++generation));
        DiagnosticCollector<JavaFileObject> problems = new DiagnosticCollector<>();
        boolean ok;
        try (StandardJavaFileManager files = javac.getStandardFileManager(problems, Locale.ENGLISH, StandardCharsets.UTF_8)) {
            deleteTree(output);
            Files.createDirectories(output);
            List<String> options = List.of("--release", "17", "-parameters", "-implicit:none", "-nowarn",
                    "-d", output.toString(), "-classpath", System.getProperty("java.class.path"),
                    "-sourcepath", config.sourceRoot().toString());
            ok = javac.getTask(null, files, problems, options, null, files.getJavaFileObjectsFromFiles(sources)).call();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot compile into " + output, e);
        }
        for (Diagnostic<? extends JavaFileObject> d : problems.getDiagnostics()) {
            if (d.getKind() == Diagnostic.Kind.ERROR) {
                String path = d.getSource() == null ? config.display(config.sourceRoot())
                        : config.display(Path.of(d.getSource().toUri()));
                diags.error(path, (int) Math.max(d.getLineNumber(), 0), (int) Math.max(d.getColumnNumber(), 0),
                        d.getMessage(Locale.ENGLISH).lines().findFirst().orElse("does not compile"));
            }
        }
        if (!ok) {
            deleteTree(output);
            return Optional.empty();
        }
        deleteTree(outputRoot.resolve("port-" + (generation - 2)));
        return Optional.of(output);
    }

    private List<File> sources(Predicate<String> shown) {
        try (Stream<Path> walk = Files.walk(config.sourceRoot())) {
            return walk.filter(p -> p.toString().endsWith(".java") && Files.isRegularFile(p))
                    .filter(p -> shown.test(config.sourceRoot().relativize(p).toString().replace('\\', '/')))
                    .sorted()
                    .map(Path::toFile)
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + config.sourceRoot(), e);
        }
    }

    /** Deletes a folder under {@code target/}; one left behind costs only disk space, so failures are ignored. */
    private static void deleteTree(Path root) {
        try {
            SiteOutput.deleteTree(root);
        } catch (UncheckedIOException e) {
            // Left behind; the next session clears the whole folder again.
        }
    }
}
