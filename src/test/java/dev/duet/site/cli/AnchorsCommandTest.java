package dev.duet.site.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code duet anchors}: the diff it prints, what {@code --write} writes, and that the author's anchors stay. */
class AnchorsCommandTest {
    private static final String FILE = "src/main/java/edu/unionfind/UnionFind.java";

    @TempDir
    Path dir;

    private String[] run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new String[] {Integer.toString(code), out.toString(), err.toString()};
    }

    private Path copyExample() throws IOException {
        Path source = Path.of("examples/union-find");
        try (Stream<Path> walk = Files.walk(source)) {
            for (Path p : walk.toList()) {
                Path target = dir.resolve(source.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
        return dir;
    }

    @Test
    void proposesTheStrippedAnchorsKeepsTheAuthorsAndWritesThem() throws IOException {
        Path root = copyExample();
        Path java = root.resolve(FILE);
        List<String> original = Files.readAllLines(java);
        List<String> stripped = new ArrayList<>();
        for (String line : original) {
            stripped.add(line.replaceAll("\\s*// go:[0-9,-]+$", ""));
        }
        // The author's own anchor on the while line, deliberately not what the suggester would say: it stays.
        int whileLine = stripped.indexOf("        while (parent[x] != x) {");
        stripped.set(whileLine, stripped.get(whileLine) + " // go:22");
        Files.write(java, stripped);

        String[] dry = run("anchors", "edu/unionfind/UnionFind.java", "--root", root.toString());
        assertEquals("0", dry[0], dry[2]);
        assertTrue(dry[1].startsWith("--- " + FILE + "\n+++ " + FILE + " (proposed anchors)\n"), dry[1]);
        assertTrue(dry[1].contains("@@ -30 +30 @@ go:24 100%  uf-find:24  u.parent[x] = u.parent[u.parent[x]]\n"
                + "-            parent[x] = parent[parent[x]];\n+            parent[x] = parent[parent[x]]; // go:24\n"), dry[1]);
        assertTrue(!dry[1].contains("@@ -" + (whileLine + 1) + " "), "the author's anchor is not proposed again: " + dry[1]);
        assertEquals(stripped, Files.readAllLines(java), "without --write nothing is written");

        String[] written = run("anchors", FILE, "--root", root.toString(), "--write");
        assertEquals("0", written[0], written[2]);
        List<String> now = Files.readAllLines(java);
        assertEquals(stripped.get(whileLine), now.get(whileLine));
        for (int i = 0; i < original.size(); i++) {
            if (i != whileLine) {
                assertEquals(anchorOf(original.get(i)), anchorOf(now.get(i)), "line " + (i + 1) + ": " + now.get(i));
            }
        }
        String[] again = run("anchors", FILE, "--root", root.toString());
        assertEquals(FILE + ": no anchors to propose\n", again[1]);
    }

    @Test
    void aFileNoExcerptNamesIsAnErrorWithTheNearestName() throws IOException {
        Path root = copyExample();
        String[] result = run("anchors", "edu/unionfind/UnionFnd.java", "--root", root.toString());
        assertEquals("1", result[0]);
        assertEquals("src/main/java/edu/unionfind/UnionFnd.java:1:1: error: no excerpt names this file in its java:; "
                + "did you mean 'edu/unionfind/UnionFind.java'?\n", result[2]);
    }

    private static String anchorOf(String line) {
        int at = line.indexOf("// go:");
        return at < 0 ? "" : line.substring(at);
    }
}
