package dev.duet.site.javasrc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.duet.site.cache.DiskStore;
import dev.duet.site.diag.Diagnostics;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Analyses kept on disk: a new analyser (a later run) resolves only what changed, and gets what a fresh one gets. */
class JavaAnalyzerDiskTest {
    private static final String QUEUE = "dev/duet/fixture/queue/FifoQueue.java";

    private static JavaProject analyse(Path root, Path src, DiskStore store, String salt, int[] kept) {
        try (JavaAnalyzer analyzer = new JavaAnalyzer(root, src)) {
            if (store != null) {
                analyzer.keepOnDisk(store, salt);
            }
            JavaProject project = analyzer.analyze(new Diagnostics());
            System.arraycopy(analyzer.lastKept(), 0, kept, 0, 2);
            return project;
        }
    }

    private static void assertSameAnalysis(JavaProject expected, JavaProject actual) {
        assertEquals(expected.files(), actual.files());
        assertEquals(expected.declarations(), actual.declarations());
        assertEquals(expected.docComments(), actual.docComments());
        assertEquals(expected.unparsed(), actual.unparsed());
    }

    @Test
    void aLaterRunResolvesOnlyTheEditedFile(@TempDir Path root) throws IOException {
        Path src = FixtureProject.copyTo(root);
        DiskStore store = new DiskStore(root.resolve("cache"));
        int[] kept = new int[2];
        analyse(root, src, store, "a", kept);
        int files = kept[1];
        assertArrayEquals(new int[] {0, files}, kept);

        JavaProject again = analyse(root, src, store, "a", kept);
        assertArrayEquals(new int[] {files, files}, kept, "the whole analysis is kept");
        assertSameAnalysis(analyse(root, src, null, "", new int[2]), again);

        long keptFiles = count(root.resolve("cache"));
        Path queue = src.resolve(QUEUE);
        Files.writeString(queue, Files.readString(queue).replace("        lock.lock(); // go:11",
                "        int waited = 0;\n        lock.lock(); // go:11"));
        JavaProject edited = analyse(root, src, store, "a", kept);
        assertArrayEquals(new int[] {files - 1, files}, kept, "only the edited file is resolved");
        assertEquals(keptFiles + 1, count(root.resolve("cache")), "the edited file's analysis is added, the project's replaced");
        assertSameAnalysis(analyse(root, src, null, "", new int[2]), edited);
    }

    private static long count(Path folder) throws IOException {
        try (var list = Files.list(folder)) {
            return list.count();
        }
    }

    @Test
    void anotherSaltOrACorruptStoreKeepsNothing(@TempDir Path root) throws IOException {
        Path src = FixtureProject.copyTo(root);
        DiskStore store = new DiskStore(root.resolve("cache"));
        int[] kept = new int[2];
        analyse(root, src, store, "a", kept);
        analyse(root, src, store, "b", kept);
        assertEquals(0, kept[0]);
        try (var walk = Files.walk(root.resolve("cache"))) {
            for (Path p : walk.filter(Files::isRegularFile).toList()) {
                Files.writeString(p, "garbage");
            }
        }
        JavaProject read = analyse(root, src, store, "a", kept);
        assertEquals(0, kept[0]);
        assertSameAnalysis(analyse(root, src, null, "", new int[2]), read);
    }
}
