package dev.duet.site.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The packaged {@code target/duet.jar} as an author uses it: {@code java -jar} from a folder that
 * is not this repository, on projects that live outside it. Runs in {@code verify}, after
 * {@code package} made the jar.
 */
class JarIT {
    private static final Path JAR = Path.of("target/duet.jar").toAbsolutePath();

    @TempDir
    Path temp;

    record Run(int exit, String out, String err) {}

    /** Runs the jar with its working folder set to an unrelated empty folder. */
    private Run duet(String... args) throws Exception {
        Path elsewhere = Files.createDirectories(temp.resolve("elsewhere"));
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", JAR.toString()));
        command.addAll(List.of(args));
        Path out = temp.resolve("out.txt");
        Path err = temp.resolve("err.txt");
        Process p = new ProcessBuilder(command).directory(elsewhere.toFile())
                .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        assertTrue(p.waitFor(5, TimeUnit.MINUTES), "duet " + String.join(" ", args) + " did not finish");
        return new Run(p.exitValue(), Files.readString(out), Files.readString(err));
    }

    @Test
    void theExampleBuildsFromACopyOutsideTheRepository() throws Exception {
        Path copy = temp.resolve("union-find");
        copyTree(Path.of("examples/union-find"), copy);
        Run run = duet("build", "--root", copy.toString());
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().startsWith("built site:"), run.out());
        String union = Files.readString(copy.resolve("site/de/union.html"), StandardCharsets.UTF_8);
        // Its own licence and host, not the flagship's.
        assertTrue(union.contains("MIT · Copyright 2026 the authors of the Duet union-find example"), "licence line");
        assertTrue(union.contains("https://git.example.org/example/unionfind/src/tag/v0.1.0/unionfind.go#L30-L44"),
                "view original follows the excerpt's url template");
        assertTrue(union.contains("unionfind v0.1.0"), "version label from site.yaml");
        // German captions, and lines of the author's own port recorded per step.
        assertTrue(union.contains("Fünf Zahlen, fünf Mengen"), "German caption");
        assertTrue(union.contains("edu/unionfind/UnionFind.java"), "executed lines of the author's port");
        assertFalse(union.contains("Kubernetes"), "nothing of the flagship");
        assertTrue(Files.isRegularFile(copy.resolve("site/assets/demo.js")), "the theme's assets come from the jar");
    }

    @Test
    void initWritesAProjectThatBuildsAndChecksFromOutside() throws Exception {
        Path project = temp.resolve("my-walkthrough");
        Run init = duet("init", project.toString(), "--languages", "en,de");
        assertEquals(0, init.exit(), init.err());
        Run build = duet("build", "--root", project.toString());
        assertEquals(0, build.exit(), build.err());
        Run check = duet("check", "--root", project.toString());
        assertEquals(0, check.exit(), check.err());
        assertTrue(check.out().contains("ok: content is valid"), check.out());
        // Duet ships German UI strings: no warning, and the labels are German.
        assertEquals(0, check.err().lines().filter(l -> l.contains("warning:")).count(), check.err());
        String page = Files.readString(project.resolve("site/de/push.html"));
        assertTrue(page.contains("\"nav.next\":\"Weiter\""), "Duet's German strings");
    }

    @Test
    void demoPrintsExecutedLinesAndRejectsUnknownIds() throws Exception {
        Path copy = temp.resolve("union-find");
        copyTree(Path.of("examples/union-find"), copy);
        Run run = duet("demo", "path-halving", "--root", copy.toString(), "--lang", "de");
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().contains("UnionFind.java:29"), run.out());
        assertTrue(run.out().contains("Find(3) geht"), run.out());
        Run unknown = duet("demo", "no-such-demo", "--root", copy.toString());
        assertEquals(2, unknown.exit());
        assertTrue(unknown.err().contains("merge-sets, path-halving"), unknown.err());
        Run wrongLanguage = duet("demo", "merge-sets", "--root", copy.toString(), "--lang", "zh");
        assertEquals(2, wrongLanguage.exit());
        assertTrue(wrongLanguage.err().contains("[en, de]"), wrongLanguage.err());
    }

    static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path p : walk.sorted(Comparator.naturalOrder()).toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else if (!from.relativize(p).startsWith("site") && !from.relativize(p).startsWith("target")) {
                    Files.copy(p, target);
                }
            }
        }
    }
}
