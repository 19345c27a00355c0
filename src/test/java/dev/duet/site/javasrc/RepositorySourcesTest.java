package dev.duet.site.javasrc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.duet.site.code.CodeLine;
import dev.duet.site.diag.Diagnostic;
import dev.duet.site.diag.Diagnostics;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The repository's own sources, whatever they hold today, analyse cleanly. They are analysed
 * from a copy so that the watch-mode test can edit a file.
 */
class RepositorySourcesTest {

    private static final Path SOURCES = Path.of("src/main/java").toAbsolutePath();

    @TempDir
    static Path root;
    private static Path copy;
    private static JavaAnalyzer analyzer;
    private static JavaProject project;
    private static Diagnostics diags;
    private static long coldMillis;

    @BeforeAll
    static void analyseOnce() throws IOException {
        copy = root.resolve("src/main/java");
        try (Stream<Path> walk = Files.walk(SOURCES)) {
            for (Path source : walk.sorted().toList()) {
                Path target = copy.resolve(SOURCES.relativize(source).toString());
                if (Files.isDirectory(source)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(source, target);
                }
            }
        }
        diags = new Diagnostics();
        analyzer = new JavaAnalyzer(root, copy);
        long start = System.nanoTime();
        project = analyzer.analyze(diags);
        coldMillis = (System.nanoTime() - start) / 1_000_000;
    }

    @AfterAll
    static void close() {
        analyzer.close();
    }

    @Test
    void theRepositorySourcesAnalyseWithoutErrors() throws IOException {
        assertEquals(List.of(), diags.sorted().stream().map(Diagnostic::toString).toList());
        long javaFiles;
        try (Stream<Path> walk = Files.walk(SOURCES)) {
            javaFiles = walk.filter(p -> p.toString().endsWith(".java")).count();
        }
        assertEquals(javaFiles, project.files().size());
        assertTrue(project.declarations().containsKey("dev.duet.site.javasrc.JavaAnalyzer"));
        for (SourceFile file : project.files().values()) {
            List<String> source = Files.readAllLines(SOURCES.resolve(file.path()));
            assertEquals(source.size(), file.lines().size(), file.path());
            for (int i = 0; i < source.size(); i++) {
                CodeLine line = file.lines().get(i);
                assertTrue(source.get(i).startsWith(line.text()), file.path() + ":" + (i + 1));
            }
        }
        ResolutionStats stats = analyzer.lastStats();
        System.out.printf("repository sources: %d files, %d declarations, %d of %d references resolved (%.2f%%), "
                        + "cold analysis %d ms%n", project.files().size(), project.declarations().size(),
                stats.resolved(), stats.resolved() + stats.unresolved().size(), 100 * stats.ratio(), coldMillis);
    }

    @Test
    void typedsMethodsListTheControllersCallsThroughTheirHierarchy() {
        String controller = "dev/duet/deployment/DeploymentController.java";
        for (String method : List.of("add(T)", "get()", "done(T)")) {
            Declaration typed = project.declarations().get("dev.duet.workqueue.Typed#" + method);
            assertTrue(typed.usages().stream().anyMatch(u -> u.file().equals(controller)
                    && "dev.duet.workqueue.TypedRateLimitingQueue#".concat(method).equals(u.via())), method);
            assertEquals(List.of("dev.duet.workqueue.TypedInterface#" + method), typed.supers(), method);
            assertTrue(project.declarations().get("dev.duet.workqueue.TypedInterface#" + method).implementations()
                    .contains("dev.duet.workqueue.Typed#" + method), method);
        }
    }

    @Test
    void everyDeclarationAnchorIsUniqueWithinItsFile() {
        for (SourceFile file : project.files().values()) {
            List<String> anchors = project.declarations().values().stream()
                    .filter(d -> d.file().equals(file.path())).map(Declaration::anchor).toList();
            assertEquals(anchors.size(), anchors.stream().distinct().count(), file.path());
            assertFalse(anchors.stream().anyMatch(a -> a.contains(" ")), file.path());
        }
    }

    @Test
    void reanalysisAfterEditingOneFileRedoesOnlyThatFile() throws IOException {
        String largest = project.files().values().stream()
                .max(Comparator.comparingInt((SourceFile f) -> f.lines().size()).thenComparing(SourceFile::path))
                .orElseThrow().path();
        Path edited = copy.resolve(largest);
        Files.writeString(edited, Files.readString(edited) + "// edited\n");
        long start = System.nanoTime();
        JavaProject after = analyzer.analyze(new Diagnostics());
        long warmMillis = (System.nanoTime() - start) / 1_000_000;

        assertEquals(project.files().get(largest).lines().size() + 1, after.files().get(largest).lines().size());
        assertNotSame(project.files().get(largest).lines(), after.files().get(largest).lines());
        for (String path : project.files().keySet()) {
            if (!path.equals(largest)) {
                assertSame(project.files().get(path).lines(), after.files().get(path).lines(), path);
            }
        }
        System.out.printf("re-analysis after editing %s: %d ms (cold: %d ms)%n", largest, warmMillis, coldMillis);
    }
}
