package dev.duet.site.api;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A browse that reuses what an earlier run kept writes exactly what a run without a cache writes
 * of the same tree, and reuses nothing whose inputs changed.
 */
class IncrementalBrowseTest {
    @TempDir
    Path tmp;

    private static final String A = """
            package p;

            /** An A; see {@link B}. */
            public class A {
                /** Says it. */
                public int m() {
                    return 1;
                }

                /** Below m, so its line moves when m's body grows. */
                public int k() {
                    return 0;
                }
            }
            """;
    private static final String B = """
            package p;

            import picocli.CommandLine;

            class B {
                CommandLine line;

                int twice(A a) {
                    return a.m() + a.k();
                }

                int other(A a) {
                    return a.n();
                }
            }
            """;
    private static final String C = """
            package q;

            import p.A;

            class C extends A {
                @Override
                public int m() {
                    return 2;
                }
            }
            """;

    private Path tree(String a) throws IOException {
        Path src = tmp.resolve("src");
        Files.createDirectories(src.resolve("p"));
        Files.createDirectories(src.resolve("q"));
        Files.writeString(src.resolve("p/A.java"), a);
        Files.writeString(src.resolve("p/B.java"), B);
        Files.writeString(src.resolve("q/C.java"), C);
        return src;
    }

    /** Runs a browse of {@code src} into {@code out}; returns what it printed (it must succeed). */
    private String browse(Path src, String out, Path cache, List<Path> classpath, String version) throws IOException {
        StringWriter stdout = new StringWriter();
        StringWriter err = new StringWriter();
        BrowseRequest request = new BrowseRequest(List.of(SourceRoot.all(src, "src")), classpath, tmp.resolve(out), out,
                "T", "en", 2, StandardCharsets.UTF_8, false, true, Map.of(), cache);
        int exit = SourceBrowse.run(request, new PrintWriter(stdout), new PrintWriter(err), version);
        assertEquals(0, exit, err.toString());
        return stdout.toString();
    }

    private static SortedMap<String, byte[]> files(Path root) throws IOException {
        SortedMap<String, byte[]> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : walk.filter(Files::isRegularFile).toList()) {
                files.put(root.relativize(p).toString(), Files.readAllBytes(p));
            }
        }
        return files;
    }

    /** Every file of {@code warm} is byte for byte that of {@code cold}, and there are no others. */
    private void assertSameOutput(String cold, String warm) throws IOException {
        SortedMap<String, byte[]> expected = files(tmp.resolve(cold));
        SortedMap<String, byte[]> actual = files(tmp.resolve(warm));
        assertEquals(expected.keySet(), actual.keySet());
        expected.forEach((path, bytes) -> assertArrayEquals(bytes, actual.get(path), path));
    }

    private static Path picocli() throws Exception {
        return Path.of(picocli.CommandLine.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    }

    @Test
    void aChangedBodyIsAnalysedAgainAndTheRestReusedWritingWhatAColdRunWrites() throws Exception {
        Path cache = tmp.resolve("cache");
        Path src = tree(A);
        String first = browse(src, "warm", cache, List.of(picocli()), "v1");
        assertTrue(first.contains("reused 0 of 3 files' analysis and pages (3 parsed,"), first);
        assertTrue(browse(src, "warm", cache, List.of(picocli()), "v1")
                .contains("reused 3 of 3 files' analysis and pages (0 parsed,"));
        // a longer body: the lines of A's declarations below it move, B's usages of them do not
        Files.writeString(src.resolve("p/A.java"), A.replace("return 1;", "int one = 1;\n        return one;"));
        // a page of an unchanged file that is no longer what Duet wrote there is not reused: that
        // file is resolved and rendered again (from its kept parse)
        Files.writeString(tmp.resolve("warm/en/src/q/C.java.html"), "edited");
        String warm = browse(src, "warm", cache, List.of(picocli()), "v1");
        assertTrue(warm.contains("reused 1 of 3 files' analysis and pages (1 parsed,"), warm);
        browse(src, "cold", null, List.of(picocli()), "v1");
        assertSameOutput("cold", "warm");
    }

    @Test
    void theShardsOfAnUnchangedFileWhoseUsagesMovedAreWrittenAgain() throws Exception {
        Path cache = tmp.resolve("cache");
        Path src = tree(A);
        browse(src, "warm", cache, List.of(picocli()), "v1");
        // B's calls of A's m and k move down a line: A's usage shard lists them at their new line
        Files.writeString(src.resolve("p/B.java"), B.replace("    CommandLine line;\n", "    CommandLine line;\n    // one more line\n"));
        String warm = browse(src, "warm", cache, List.of(picocli()), "v1");
        assertTrue(warm.contains("reused 2 of 3 files' analysis and pages (1 parsed,"), warm);
        assertTrue(Files.readString(tmp.resolve("warm/assets/data/use/p/A.java.0.js")).contains("[1,10,"));
        browse(src, "cold", null, List.of(picocli()), "v1");
        assertSameOutput("cold", "warm");
        // and shards drawing on no changed file are the files the run before wrote, linked, not
        // written again: nothing uses B's declarations, and B has no super or sub types
        Object before = Files.getAttribute(tmp.resolve("warm/assets/data/sym/p/B.java.0.js"), "unix:ino");
        Object beforeC = Files.getAttribute(tmp.resolve("warm/assets/data/sym/q/C.java.0.js"), "unix:ino");
        Files.writeString(src.resolve("q/C.java"), C.replace("return 2;", "// two\n        return 2;"));
        browse(src, "warm", cache, List.of(picocli()), "v1");
        assertEquals(before, Files.getAttribute(tmp.resolve("warm/assets/data/sym/p/B.java.0.js"), "unix:ino"));
        assertTrue(!beforeC.equals(Files.getAttribute(tmp.resolve("warm/assets/data/sym/q/C.java.0.js"), "unix:ino")));
        browse(src, "cold2", null, List.of(picocli()), "v1");
        assertSameOutput("cold2", "warm");
    }

    @Test
    void aDeletedOutputIsWrittenAgainWholeFromTheKeptAnalysis() throws Exception {
        Path cache = tmp.resolve("cache");
        Path src = tree(A);
        browse(src, "warm", cache, List.of(picocli()), "v1");
        try (Stream<Path> walk = Files.walk(tmp.resolve("warm"))) {
            for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
        String again = browse(src, "warm", cache, List.of(picocli()), "v1");
        // every page is rendered again, each file from its kept parse
        assertTrue(again.contains("reused 0 of 3 files' analysis and pages (0 parsed,"), again);
        assertTrue(browse(src, "warm", cache, List.of(picocli()), "v1")
                .contains("reused 3 of 3 files' analysis and pages (0 parsed,"));
        browse(src, "cold", null, List.of(picocli()), "v1");
        assertSameOutput("cold", "warm");
    }

    @Test
    void aFailedRunKeepsTheRecordOfTheOutputItLeftAsItWas() throws Exception {
        Path cache = tmp.resolve("cache");
        Path src = tree(A);
        browse(src, "warm", cache, List.of(picocli()), "v1");
        Files.writeString(src.resolve("p/A.java"), A.replace("return 1;", "return 1"));
        StringWriter err = new StringWriter();
        BrowseRequest request = new BrowseRequest(List.of(SourceRoot.all(src, "src")), List.of(picocli()), tmp.resolve("warm"),
                "warm", "T", "en", 2, StandardCharsets.UTF_8, false, true, Map.of(), cache);
        assertEquals(1, SourceBrowse.run(request, new PrintWriter(new StringWriter()), new PrintWriter(err), "v1"));
        Files.writeString(src.resolve("p/A.java"), A);
        assertTrue(browse(src, "warm", cache, List.of(picocli()), "v1")
                .contains("reused 3 of 3 files' analysis and pages (0 parsed,"));
    }

    @Test
    void aNewMethodThatAnUnchangedFileCallsResolvesItsCallAgain() throws Exception {
        Path cache = tmp.resolve("cache");
        Path src = tree(A);
        browse(src, "warm", cache, List.of(picocli()), "v1");
        String before = Files.readString(tmp.resolve("warm/assets/data/code/p/B.java.js"));
        Files.writeString(src.resolve("p/A.java"), A.replace("    /** Says it. */",
                "    public int n() {\n        return 3;\n    }\n\n    /** Says it. */"));
        String warm = browse(src, "warm", cache, List.of(picocli()), "v1");
        assertTrue(warm.contains("reused 0 of 3 files' analysis and pages (1 parsed,"), warm);
        String after = Files.readString(tmp.resolve("warm/assets/data/code/p/B.java.js"));
        assertTrue(!before.contains("p.A#n()") && after.contains("p.A#n()"), after);
        browse(src, "cold", null, List.of(picocli()), "v1");
        assertSameOutput("cold", "warm");
    }

    @Test
    void aJarAddedOrChangedOnTheClassPathIsResolvedAgainst() throws Exception {
        Path cache = tmp.resolve("cache");
        Path src = tree(A);
        Path lib = Files.createDirectories(tmp.resolve("v1")).resolve("lib.jar");
        Files.copy(Path.of(Test.class.getProtectionDomain().getCodeSource().getLocation().toURI()), lib);
        assertTrue(browse(src, "warm", cache, List.of(lib), "v1").contains("not resolved: src/p/B.java:6:5 CommandLine"));
        // a jar of the same name, now holding the library B's field resolves into (at another path:
        // the JDK keeps a jar it opened at one path open, so one JVM would not see it change there)
        lib = Files.createDirectories(tmp.resolve("v2")).resolve("lib.jar");
        Files.copy(picocli(), lib);
        String warm = browse(src, "warm", cache, List.of(lib), "v1");
        assertTrue(warm.contains("reused 0 of 3 files' analysis") && !warm.contains("B.java:6:5 CommandLine"), warm);
        browse(src, "cold", null, List.of(lib), "v1");
        assertSameOutput("cold", "warm");
        // and a jar added
        browse(src, "warm", cache, List.of(lib, picocli()), "v1");
        browse(src, "cold2", null, List.of(lib, picocli()), "v1");
        assertSameOutput("cold2", "warm");
    }

    @Test
    void anotherDuetReusesNothing() throws Exception {
        Path cache = tmp.resolve("cache");
        Path src = tree(A);
        browse(src, "warm", cache, List.of(picocli()), "v1");
        String other = browse(src, "warm", cache, List.of(picocli()), "v2");
        assertTrue(other.contains("reused 0 of 3 files' analysis and pages (3 parsed,"), other);
        browse(src, "cold", null, List.of(picocli()), "v2");
        assertSameOutput("cold", "warm");
    }

    @Test
    void aCorruptOrForeignCacheIsAMiss() throws Exception {
        Path cache = tmp.resolve("cache");
        Path src = tree(A);
        for (int damage = 0; damage < 3; damage++) {
            browse(src, "warm", cache, List.of(picocli()), "v1");
            List<Path> kept;
            try (Stream<Path> walk = Files.walk(cache)) {
                kept = walk.filter(Files::isRegularFile).sorted().toList();
            }
            // the packs of the files' analyses (three files: at most three packs) and the record of their output
            assertTrue(kept.size() >= 2 && kept.size() <= 4, kept.toString());
            for (Path file : kept) {
                byte[] bytes = Files.readAllBytes(file);
                if (damage == 0) {
                    Files.write(file, java.util.Arrays.copyOf(bytes, bytes.length / 2)); // cut short
                } else if (damage == 1) {
                    Files.writeString(file, "not a kept analysis"); // someone else's file
                } else {
                    bytes[bytes.length - 7] ^= 0x5a; // one byte changed inside the serialised value
                    Files.write(file, bytes);
                }
            }
            browse(src, "warm", cache, List.of(picocli()), "v1");
            browse(src, "cold", null, List.of(picocli()), "v1");
            assertSameOutput("cold", "warm");
        }
    }

    @Test
    void aCacheInsideTheOutputIsRefused() throws Exception {
        Path src = tree(A);
        StringWriter err = new StringWriter();
        BrowseRequest request = new BrowseRequest(List.of(SourceRoot.all(src, "src")), List.of(), tmp.resolve("out"), "out",
                "T", "en", 1, StandardCharsets.UTF_8, false, false, Map.of(), tmp.resolve("out/cache"));
        assertEquals(1, SourceBrowse.run(request, new PrintWriter(new StringWriter()), new PrintWriter(err), "v1"));
        assertTrue(err.toString().contains("must not hold each other"), err.toString());
        assertTrue(!Files.exists(tmp.resolve("out")));
    }
}
