package dev.duet.site.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two builds of the same project in two folders, each with its own empty target/ (so TeaVM, the
 * demos and every cache run twice), write the same bytes for every file of site/, the browser
 * bundle included. The example walkthrough is built with {@code browserRuns: true} for that, and
 * the second build runs after this JVM has started threads and drawn identity hashes, as a long
 * session would have. (Its small port comes out of TeaVM in one order either way; the flagship's
 * does not, see {@code BrowserBundleReproducibleTest}.)
 */
class ReproducibleBuildTest {

    @Test
    void twoBuildsOfTheExampleWriteTheSameBytes(@TempDir Path dir) throws IOException {
        TreeMap<String, byte[]> first = build(dir.resolve("one/union-find"));
        disturbIdentityHashes();
        TreeMap<String, byte[]> second = build(dir.resolve("two/union-find"));

        assertTrue(first.containsKey("assets/duet-run.js"), "the example was built without its browser bundle");
        assertEquals(first.keySet(), second.keySet());
        List<String> differing = new ArrayList<>();
        first.forEach((name, bytes) -> {
            if (!Arrays.equals(bytes, second.get(name))) {
                differing.add(name);
            }
        });
        assertEquals(List.of(), differing);
    }

    /** Starts threads and draws identity hashes, so the next thread's hashes are not the first build's. */
    private static void disturbIdentityHashes() {
        for (int i = 0; i < 41; i++) {
            Thread t = new Thread(() -> new Object().hashCode());
            t.start();
            try {
                t.join();
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
        }
    }

    private static TreeMap<String, byte[]> build(Path project) throws IOException {
        JarIT.copyTree(Path.of("examples/union-find"), project);
        Path manifest = project.resolve("content/site.yaml");
        Files.writeString(manifest, Files.readString(manifest) + "browserRuns: true\n");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = Main.run(new String[] {"build", "--root", project.toString()}, new PrintWriter(out, true),
                new PrintWriter(err, true));
        assertEquals(0, exit, err.toString());
        Path site = project.resolve("site");
        TreeMap<String, byte[]> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(site)) {
            for (Path f : walk.filter(Files::isRegularFile).toList()) {
                files.put(site.relativize(f).toString(), Files.readAllBytes(f));
            }
        }
        return files;
    }
}
