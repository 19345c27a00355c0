package dev.duet.site.align;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.duet.site.diag.Diagnostic;
import dev.duet.site.diag.Diagnostics;
import dev.duet.site.javasrc.FixtureProject;
import dev.duet.site.javasrc.GoAnchor;
import dev.duet.site.javasrc.JavaAnalyzer;
import dev.duet.site.javasrc.JavaProject;
import dev.duet.site.javasrc.SourceFile;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AlignerTest {

    private static final String JAVA = "p/A.java";
    private static final List<String> FIVE_LINES = List.of("func f() {", "\tx := 1", "", "\t// note", "}");

    private static ExcerptInput excerpt(String id, int first, List<String> lines, Map<Integer, String> noCounterpart) {
        return new ExcerptInput(id, "content/excerpts/" + id + ".go", "content/excerpts/" + id + ".yaml", first,
                lines, noCounterpart, JAVA, 11);
    }

    private static GoAnchor anchor(int javaLine, Integer... goLines) {
        return new GoAnchor(javaLine, 20, List.of(goLines));
    }

    private static List<String> messages(Diagnostics diags) {
        return diags.sorted().stream().map(Diagnostic::toString).toList();
    }

    @Test
    void alignsTheFixtureAlongTheMonotonicChainAndMarksDeferFinallyAsCrossing(@TempDir Path root) throws IOException {
        Diagnostics diags = new Diagnostics();
        JavaProject project;
        try (JavaAnalyzer analyzer = new JavaAnalyzer(root, FixtureProject.copyTo(root))) {
            project = analyzer.analyze(new Diagnostics());
        }
        Map<String, List<GoAnchor>> anchors = new TreeMap<>();
        for (SourceFile file : project.files().values()) {
            anchors.put(file.path(), file.anchors());
        }
        ExcerptInput take = new ExcerptInput("take", "content/excerpts/take.go", "content/excerpts/take.yaml", 10,
                resourceLines("/fixtures/align/take.go"), Map.of(), "dev/duet/fixture/queue/FifoQueue.java");

        Alignment alignment = Aligner.align(List.of(take), anchors, "src/main/java", diags).get("take");

        assertEquals(List.of(), messages(diags));
        assertEquals(72, alignment.javaFirst());
        assertEquals(86, alignment.javaLast());
        assertEquals(List.of(row(10, 72), row(11, 73), row(12, 74), row(13, 75), row(14, 76), row(15, 77),
                row(16, 78), row(17, 79), row(18, 80), row(19, null), row(20, 81), row(21, null), row(22, 82),
                row(null, 83), row(null, 84), row(null, 85), row(23, 86)), alignment.rows());
        List<Link> crossing = alignment.links().stream().filter(Link::crossing).toList();
        assertEquals(List.of(new Link(12, 84, true), new Link(21, 81, true)), crossing);
        assertTrue(alignment.links().contains(new Link(12, 74, false)));
        assertEquals(14, alignment.links().size());
    }

    private static Row row(Integer go, Integer java) {
        return new Row(go, java);
    }

    @Test
    void reportsAnUnanchoredCodeLineAtItsLineInTheExcerptFile() {
        Diagnostics diags = new Diagnostics();
        Aligner.align(List.of(excerpt("ex", 100, FIVE_LINES, Map.of())),
                Map.of(JAVA, List.of(anchor(5, 100), anchor(6, 104))), "src/main/java", diags);
        // line 102 is blank and 103 only a comment: neither needs a counterpart
        assertEquals(List.of("content/excerpts/ex.go:2:1: error: Go line 101 has no counterpart in "
                + "src/main/java/p/A.java (anchor a Java line with // go:101 or list it under noCounterpart in "
                + "content/excerpts/ex.yaml)"), messages(diags));
    }

    @Test
    void aNoCounterpartEntryExcusesALine() {
        Diagnostics diags = new Diagnostics();
        SortedMap<String, Alignment> result = Aligner.align(
                List.of(excerpt("ex", 100, FIVE_LINES, Map.of(101, "Java initialises the field instead"))),
                Map.of(JAVA, List.of(anchor(5, 100), anchor(6, 104))), "src/main/java", diags);
        assertEquals(List.of(), messages(diags));
        assertEquals(List.of(row(100, 5), row(101, null), row(102, null), row(103, null), row(104, 6)),
                result.get("ex").rows());
    }

    @Test
    void warnsAboutNoCounterpartEntriesForBlankAndCommentLines() {
        Diagnostics diags = new Diagnostics();
        Aligner.align(List.of(excerpt("ex", 100, FIVE_LINES, Map.of(101, "ok", 102, "blank", 103, "comment"))),
                Map.of(JAVA, List.of(anchor(5, 100), anchor(6, 104))), "src/main/java", diags);
        assertEquals(List.of(
                "content/excerpts/ex.yaml:1:1: warning: noCounterpart lists Go line 102, which is blank: only code lines "
                        + "need a counterpart, so remove the entry",
                "content/excerpts/ex.yaml:1:1: warning: noCounterpart lists Go line 103, which is a comment: only code "
                        + "lines need a counterpart, so remove the entry"), messages(diags));
    }

    @Test
    void rejectsNoCounterpartEntriesThatAreAnchoredOrOutsideTheExcerpt() {
        Diagnostics diags = new Diagnostics();
        Aligner.align(List.of(excerpt("ex", 100, FIVE_LINES, Map.of(100, "stale", 101, "ok", 200, "typo"))),
                Map.of(JAVA, List.of(anchor(5, 100), anchor(6, 104))), "src/main/java", diags);
        assertEquals(List.of(
                "content/excerpts/ex.yaml:1:1: error: noCounterpart lists Go line 100, but src/main/java/p/A.java:5 "
                        + "anchors it; remove one of the two",
                "content/excerpts/ex.yaml:1:1: error: noCounterpart lists Go line 200, which is outside this excerpt "
                        + "(lines 100-104)"), messages(diags));
    }

    @Test
    void reportsAnAnchorOutsideEveryExcerptAtItsJavaPosition() {
        Diagnostics diags = new Diagnostics();
        Aligner.align(List.of(excerpt("ex", 100, FIVE_LINES, Map.of(101, "n/a")), excerpt("other", 300,
                        List.of("}"), Map.of())),
                Map.of(JAVA, List.of(anchor(5, 100), anchor(6, 104), anchor(7, 150, 300))), "src/main/java", diags);
        assertEquals(List.of("src/main/java/p/A.java:7:20: error: Go anchor go:150 names a line outside every "
                + "excerpt aligned to this file (excerpts: ex 100-104, other 300-300)"), messages(diags));
    }

    @Test
    void reportsAnchorsInAJavaFileThatNoExcerptNames() {
        Diagnostics diags = new Diagnostics();
        Aligner.align(List.of(), Map.of("p/B.java", List.of(new GoAnchor(3, 9, List.of(42)))), "src/main/java", diags);
        assertEquals(List.of("src/main/java/p/B.java:3:9: error: Go anchor go:42 names a line outside every excerpt "
                + "aligned to this file (no excerpt names this file)"), messages(diags));
    }

    @Test
    void reportsAMissingJavaFileAtTheJavaKeyOfTheMetadata() {
        Diagnostics diags = new Diagnostics();
        ExcerptInput missing = new ExcerptInput("ex", "content/excerpts/ex.go", "content/excerpts/ex.yaml", 100,
                FIVE_LINES, Map.of(), "p/Missing.java", 11);
        SortedMap<String, Alignment> result = Aligner.align(List.of(missing), Map.of(JAVA, List.of()),
                "src/main/java", diags);
        assertEquals(List.of("content/excerpts/ex.yaml:11:1: error: Java file src/main/java/p/Missing.java named by "
                + "java: does not exist"), messages(diags));
        assertFalse(result.containsKey("ex"));
    }

    @Test
    void anExcerptWithoutAnchorsShowsOnlyItsGoLines() {
        Diagnostics diags = new Diagnostics();
        Alignment alignment = Aligner.align(List.of(excerpt("ex", 100, List.of("// only a comment", ""), Map.of())),
                Map.of(JAVA, List.of()), "src/main/java", diags).get("ex");
        assertEquals(List.of(), messages(diags));
        assertEquals(0, alignment.javaFirst());
        assertEquals(List.of(row(100, null), row(101, null)), alignment.rows());
    }

    @Test
    void keepsTheChainPairThatLeavesFewerFillerRows() {
        // Go 2 is anchored twice: at Java 11 (in step with its neighbours) and at Java 14 (far away)
        Diagnostics diags = new Diagnostics();
        List<String> lines = List.of("a()", "b()", "c()");
        Alignment alignment = Aligner.align(List.of(excerpt("ex", 1, lines, Map.of())),
                Map.of(JAVA, List.of(anchor(10, 1), anchor(11, 2), anchor(14, 2), anchor(15, 3))), "src/main/java",
                diags).get("ex");
        assertEquals(List.of(row(1, 10), row(2, 11), row(null, 12), row(null, 13), row(null, 14), row(3, 15)),
                alignment.rows());
        assertEquals(List.of(new Link(1, 10, false), new Link(2, 11, false), new Link(2, 14, true),
                new Link(3, 15, false)), alignment.links());
    }

    @Test
    void rowsHoldEveryLineOnceInOrderAndChainPairsShareARowForRandomAnchors() {
        Random random = new Random(20241130);
        for (int round = 0; round < 300; round++) {
            int goCount = 1 + random.nextInt(12);
            List<String> lines = new ArrayList<>();
            for (int i = 0; i < goCount; i++) {
                lines.add("x" + i + "()");
            }
            List<GoAnchor> anchors = new ArrayList<>();
            for (int i = 0; i < goCount; i++) {
                anchors.add(anchor(50 + random.nextInt(20), 200 + i));
                if (random.nextInt(4) == 0) {
                    anchors.add(anchor(50 + random.nextInt(20), 200 + random.nextInt(goCount)));
                }
            }
            Diagnostics diags = new Diagnostics();
            Alignment a = Aligner.align(List.of(excerpt("ex", 200, lines, Map.of())), Map.of(JAVA, anchors),
                    "src/main/java", diags).get("ex");
            assertEquals(List.of(), messages(diags));
            assertEquals(a, Aligner.align(List.of(excerpt("ex", 200, lines, Map.of())), Map.of(JAVA, anchors),
                    "src/main/java", new Diagnostics()).get("ex"), "deterministic");
            List<Integer> goSeen = a.rows().stream().map(Row::goLine).filter(x -> x != null).toList();
            List<Integer> javaSeen = a.rows().stream().map(Row::javaLine).filter(x -> x != null).toList();
            assertEquals(range(200, 200 + goCount - 1), goSeen);
            assertEquals(range(a.javaFirst(), a.javaLast()), javaSeen);
            Set<Row> rows = new HashSet<>(a.rows());
            for (Link link : a.links()) {
                assertEquals(!link.crossing(), rows.contains(new Row(link.goLine(), link.javaLine())),
                        "a link shares a row exactly when it is on the chain: " + link);
            }
        }
    }

    private static List<Integer> range(int from, int to) {
        List<Integer> list = new ArrayList<>();
        for (int i = from; i <= to; i++) {
            list.add(i);
        }
        return list;
    }

    private static List<String> resourceLines(String resource) throws IOException {
        try (InputStream in = AlignerTest.class.getResourceAsStream(resource)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        }
    }
}
