package dev.duet.site.javasrc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.duet.site.code.Span;
import dev.duet.site.diag.Diagnostics;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Watch mode: one analyser, several analyses, edits in between. */
class JavaAnalyzerReanalysisTest {

    private static final String PKG = "dev.duet.fixture.queue.";
    private static final String QUEUE = "dev/duet/fixture/queue/FifoQueue.java";
    private static final String WORKER = "dev/duet/fixture/queue/Worker.java";

    private static Span span(JavaProject project, String file, int line, String text) {
        return project.files().get(file).lines().get(line - 1).spans().stream()
                .filter(s -> s.text().equals(text)).findFirst().orElseThrow();
    }

    @Test
    void aBodyEditReanalysesOnlyThatFileAndShiftsItsDeclarations(@TempDir Path root) throws IOException {
        Path src = FixtureProject.copyTo(root);
        try (JavaAnalyzer analyzer = new JavaAnalyzer(root, src)) {
            JavaProject before = analyzer.analyze(new Diagnostics());
            Path queue = src.resolve(QUEUE);
            String original = Files.readString(queue);
            Files.writeString(queue, original.replace("        lock.lock(); // go:11",
                    "        int waited = 0;\n        lock.lock(); // go:11"));

            JavaProject after = analyzer.analyze(new Diagnostics());

            assertSame(before.files().get(WORKER).lines(), after.files().get(WORKER).lines(), "Worker reused");
            assertNotSame(before.files().get(QUEUE).lines(), after.files().get(QUEUE).lines());
            assertEquals(72, before.declarations().get(PKG + "FifoQueue#get()").line());
            assertEquals(72, after.declarations().get(PKG + "FifoQueue#get()").line());
            assertEquals(89, before.declarations().get(PKG + "FifoQueue#close()").line());
            assertEquals(90, after.declarations().get(PKG + "FifoQueue#close()").line());
            assertEquals(List.of(12), after.files().get(QUEUE).anchors().get(2).goLines());
            assertEquals(75, after.files().get(QUEUE).anchors().get(2).javaLine());
            assertEquals("local", span(after, QUEUE, 73, "waited").kind());
            assertEquals(before.declarations().get(PKG + "FifoQueue#add(String)").usages(),
                    after.declarations().get(PKG + "FifoQueue#add(String)").usages());
        }
    }

    @Test
    void aSignatureChangeReresolvesTheFilesThatUseIt(@TempDir Path root) throws IOException {
        Path src = FixtureProject.copyTo(root);
        try (JavaAnalyzer analyzer = new JavaAnalyzer(root, src)) {
            JavaProject before = analyzer.analyze(new Diagnostics());
            assertEquals(PKG + "FifoQueue#add(String)", span(before, WORKER, 39, "add").target());
            Path queue = src.resolve(QUEUE);
            Files.writeString(queue, Files.readString(queue).replace("public boolean add(String item)",
                    "public boolean offer(String item)"));

            JavaProject renamed = analyzer.analyze(new Diagnostics());

            assertNull(span(renamed, WORKER, 39, "add").target(), "the old method is gone");
            assertTrue(analyzer.lastStats().unresolved().contains(WORKER + ":39:43 add(..)"),
                    analyzer.lastStats().unresolved().toString());
            assertTrue(renamed.declarations().containsKey(PKG + "FifoQueue#offer(String)"));

            Files.writeString(queue, Files.readString(queue).replace("offer(String item)", "add(String item)"));
            JavaProject restored = analyzer.analyze(new Diagnostics());
            assertEquals(PKG + "FifoQueue#add(String)", span(restored, WORKER, 39, "add").target());
            assertEquals(List.of(), analyzer.lastStats().unresolved());
        }
    }

    @Test
    void deletedAndAddedFilesAreNoticed(@TempDir Path root) throws IOException {
        Path src = FixtureProject.copyTo(root);
        try (JavaAnalyzer analyzer = new JavaAnalyzer(root, src)) {
            analyzer.analyze(new Diagnostics());
            Files.delete(src.resolve(WORKER));
            Files.writeString(src.resolve("dev/duet/fixture/queue/Extra.java"),
                    "package dev.duet.fixture.queue;\n\nclass Extra {\n    FifoQueue<String> q = new FifoQueue<>();\n}\n");

            JavaProject after = analyzer.analyze(new Diagnostics());

            assertEquals(List.of("dev/duet/fixture/queue/Extra.java", QUEUE, "dev/duet/fixture/queue/Settings.java"),
                    after.files().keySet().stream().filter(f -> f.startsWith("dev/duet/fixture/queue/")).toList());
            assertTrue(after.declarations().keySet().stream().noneMatch(id -> id.startsWith(PKG + "Worker")));
            assertEquals(List.of("Extra.java:4:31 call"), after.declarations().get(PKG + "FifoQueue#FifoQueue()")
                    .usages().stream().map(u -> u.file().substring(u.file().lastIndexOf('/') + 1) + ":" + u.line()
                            + ":" + u.column() + " " + u.kind()).toList());
        }
    }

    @Test
    void separateAnalysersGiveEqualResults(@TempDir Path root) throws IOException {
        Path src = FixtureProject.copyTo(root);
        JavaProject first;
        JavaProject second;
        try (JavaAnalyzer analyzer = new JavaAnalyzer(root, src)) {
            first = analyzer.analyze(new Diagnostics());
        }
        try (JavaAnalyzer analyzer = new JavaAnalyzer(root, src)) {
            second = analyzer.analyze(new Diagnostics());
        }
        assertEquals(first, second);
    }
}
