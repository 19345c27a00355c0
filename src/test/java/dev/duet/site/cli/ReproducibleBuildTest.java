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
 * bundle included. The example walkthrough is built with {@code browserRuns: true} for that, with
 * a port class whose stream pipelines give TeaVM many lambda classes to order (the order TeaVM
 * reaches them in followed identity hashes), and the second build runs after this JVM has started
 * threads and hashed objects, as a long session would have.
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
        Files.writeString(project.resolve("src/main/java/edu/unionfind/Tally.java"), TALLY);
        Files.writeString(project.resolve("content/demos/tally.jsh"), TALLY_DEMO);
        for (String page : List.of("content/pages/union.en.md", "content/pages/union.de.md")) {
            Files.writeString(project.resolve(page), Files.readString(project.resolve(page)) + "\n@demo tally\n");
        }
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

    private static final String TALLY = """
            package edu.unionfind;

            import java.util.List;
            import java.util.function.IntPredicate;
            import java.util.stream.Collectors;
            import java.util.stream.IntStream;

            /** Sums over sets, each through a stream pipeline of its own (so each holds lambdas). */
            public final class Tally {
                private Tally() {
                }

                public static int roots(UnionFind uf, int n) {
                    return (int) IntStream.range(0, n).filter(i -> uf.find(i) == i).count();
                }

                public static int largest(UnionFind uf, int n) {
                    return IntStream.range(0, n).boxed().collect(Collectors.groupingBy(uf::find, Collectors.counting()))
                            .values().stream().mapToInt(Long::intValue).max().orElse(0);
                }

                public static int joined(UnionFind uf, int n) {
                    IntPredicate notRoot = i -> uf.find(i) != i;
                    return (int) IntStream.range(0, n).filter(notRoot).mapToObj(i -> List.of(i, uf.find(i)))
                            .flatMap(List::stream).distinct().count();
                }

                public static String names(UnionFind uf, int n) {
                    return IntStream.range(0, n).mapToObj(i -> i + ">" + uf.find(i)).sorted((a, b) -> b.compareTo(a))
                            .map(s -> "[" + s + "]").reduce("", (a, b) -> a + b);
                }
            }
            """;

    private static final String TALLY_DEMO = """
            //! title.en: Tallies
            //! title.de: Zählungen
            //! timeout: 5s
            //! state: uf

            //# en: Two merges among four.
            //# de: Zwei Vereinigungen unter vieren.
            import edu.unionfind.*;
            var uf = new UnionFind(4);
            uf.union(0, 1);
            uf.union(2, 3);
            Tally.roots(uf, 4)
            //= true
            //= true
            //= 2

            //# en: The largest set and the nodes in merged sets.
            //# de: Die größte Menge und die Knoten in vereinigten Mengen.
            Tally.largest(uf, 4) + Tally.joined(uf, 4)
            //= 6

            //# en: Every node's root.
            //# de: Die Wurzel jedes Knotens.
            Tally.names(uf, 4)
            //= "[3>2][2>2][1>0][0>0]"
            """;
}
