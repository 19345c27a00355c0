package dev.duet.site.javasrc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.duet.site.code.CodeLine;
import dev.duet.site.diag.Diagnostic;
import dev.duet.site.diag.Diagnostics;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The repository's own sources, whatever they hold today, analyse cleanly. */
class RepositorySourcesTest {

    private static final Path PROJECT = Path.of("").toAbsolutePath();
    private static final Path SOURCES = PROJECT.resolve("src/main/java");

    private static JavaProject project;
    private static Diagnostics diags;

    @BeforeAll
    static void analyseOnce() {
        diags = new Diagnostics();
        try (JavaAnalyzer analyzer = new JavaAnalyzer(PROJECT, SOURCES)) {
            project = analyzer.analyze(diags);
        }
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
}
