package dev.duet.site.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Hostile sources nested far deeper than real code, through the real command line: a located
 * error, exit 1, and no trace (the parsers and javac never see them).
 */
class DeepNestingTest {
    @TempDir
    Path dir;

    private static final String LIMIT = "(more than 200 levels of (, [ and { inside one another)";

    private static void assertNoTrace(DuetProcess.Run run) {
        assertFalse(run.err().contains("Exception"), run.err());
        assertFalse(run.err().contains("Error:"), run.err());
        assertFalse(run.err().contains("at java."), run.err());
        assertFalse(run.err().contains("at com."), run.err());
    }

    @Test
    void browseReportsTwentyThousandNestedParenthesesWhereTheLimitIsCrossed() throws Exception {
        BrowseFixture tree = BrowseFixture.create(dir.resolve("tree"));
        tree.write("com/example/shapes/Deep.java", "package com.example.shapes;\n\nclass Deep {\n    int x = "
                + "(".repeat(20_000) + "1" + ")".repeat(20_000) + ";\n}\n");
        Path out = dir.resolve("out");
        DuetProcess.Run run = DuetProcess.run(dir, List.of(), "browse", tree.src.toString(), "--out", out.toString());
        assertEquals(1, run.exit(), run.err());
        // level 200 is the class's brace and 199 parentheses: the 200th parenthesis crosses it
        assertEquals(tree.src + "/com/example/shapes/Deep.java:4:" + ("    int x = ".length() + 200)
                + ": error: expression nested too deeply " + LIMIT + "\n1 error\n" + out + " was not changed\n", run.err());
        assertNoTrace(run);
        assertFalse(Files.exists(out));
    }

    @Test
    void browseRefusesAClassNestedFiftyThousandDeepAtOnceWithoutFillingTheHeap() throws Exception {
        BrowseFixture tree = BrowseFixture.create(dir.resolve("tree"));
        StringBuilder text = new StringBuilder("package com.example.shapes;\n");
        for (int i = 0; i < 50_000; i++) {
            text.append("class N").append(i).append(" {\n");
        }
        text.append("}\n".repeat(50_000));
        tree.write("com/example/shapes/Nested.java", text.toString());
        Path out = dir.resolve("out");
        // a small heap: the file must be refused before any syntax tree of it is built
        DuetProcess.Run run = DuetProcess.run(dir, List.of("-Xmx128m"), "browse", tree.src.toString(), "--out", out.toString());
        assertEquals(1, run.exit(), run.err());
        assertEquals(tree.src + "/com/example/shapes/Nested.java:202:" + ("class N200 ".length() + 1) + ": error: code nested too deeply " + LIMIT
                + "\n1 error\n" + out + " was not changed\n", run.err());
        assertNoTrace(run);
    }

    @Test
    void buildReportsADeepShownSourceOnceBeforeJavacSeesIt() throws Exception {
        FixtureProject project = new FixtureProject(dir.resolve("project"));
        project.write("src/main/java/demo/tiny/Deep.java", "package demo.tiny;\n\nclass Deep {\n    int x = "
                + "(".repeat(1_500) + "1" + ")".repeat(1_500) + ";\n}\n");
        DuetProcess.Run run = DuetProcess.run(dir, List.of(), "build", "--root", project.root.toString());
        assertEquals(1, run.exit(), run.err());
        assertEquals("src/main/java/demo/tiny/Deep.java:4:" + ("    int x = ".length() + 200)
                + ": error: expression nested too deeply " + LIMIT + "\n1 error\nsite was not changed\n", run.err());
        assertNoTrace(run);
    }

    @Test
    void nestingUpToTheLimitIsAnalysedOnOneMegabyteStacks() throws Exception {
        BrowseFixture tree = BrowseFixture.create(dir.resolve("tree"));
        // the class's brace, the method's, and 198 more of (, [ and {
        int levels = 198 / 2;
        tree.write("com/example/shapes/Deepest.java", "package com.example.shapes;\n\nclass Deepest {\n"
                + "    int at(int[] a) {\n        return " + "a[(".repeat(levels) + "0" + ")]".repeat(levels) + ";\n    }\n}\n");
        Path out = dir.resolve("out");
        DuetProcess.Run run = DuetProcess.run(dir, List.of(), "browse", tree.src.toString(), "--out", out.toString(),
                "--threads", "1", "--classpath", tree.jar.toString());
        assertEquals(0, run.exit(), run.err());
        assertTrue(Files.isRegularFile(out.resolve("en/src/com/example/shapes/Deepest.java.html")));
    }

    @Test
    void aShownSourceAtTheLimitBuildsWithOneMegabyteStacks() throws Exception {
        FixtureProject project = new FixtureProject(dir.resolve("project"));
        // the class's brace, the method's, and 198 more: parentheses, then brackets inside them
        project.write("src/main/java/demo/tiny/Deepest.java", "package demo.tiny;\n\nclass Deepest {\n"
                + "    int at(int[] a) {\n        return " + "(".repeat(98) + "a[".repeat(100) + "0" + "]".repeat(100)
                + ")".repeat(98) + ";\n    }\n}\n");
        DuetProcess.Run run = DuetProcess.run(dir, List.of(), "build", "--root", project.root.toString());
        assertEquals(0, run.exit(), run.err());
        assertTrue(Files.isRegularFile(project.path("site/en/src/demo/tiny/Deepest.java.html")), run.out());
    }

    private static final String RAN_OUT = ":1:1: error: code nested too deeply for Duet to analyse (the compiler, the parser"
            + " or the symbol solver ran out of stack in this file)\n1 error\n";

    /** 300,000 {@code ~} in a row nest without a bracket: the last resort reports the file, without a trace. */
    private static final String TILDES = "class Tildes {\n    int x = " + "~".repeat(300_000) + "1;\n}\n";

    @Test
    void browseReportsAFileItsParserRanOutOfStackOnAtTheFile() throws Exception {
        BrowseFixture tree = BrowseFixture.create(dir.resolve("tree"));
        tree.write("com/example/shapes/Tildes.java", "package com.example.shapes;\n" + TILDES);
        Path out = dir.resolve("out");
        DuetProcess.Run run = DuetProcess.run(dir, List.of(), "browse", tree.src.toString(), "--out", out.toString());
        assertEquals(1, run.exit(), run.err());
        assertEquals(tree.src + "/com/example/shapes/Tildes.java" + RAN_OUT + out + " was not changed\n", run.err());
        assertNoTrace(run);
    }

    @Test
    void buildReportsAFileJavacRanOutOfStackOnAtTheFile() throws Exception {
        FixtureProject project = new FixtureProject(dir.resolve("project"));
        project.write("src/main/java/demo/tiny/Tildes.java", "package demo.tiny;\n" + TILDES);
        DuetProcess.Run run = DuetProcess.run(dir, List.of(), "build", "--root", project.root.toString());
        assertEquals(1, run.exit(), run.err());
        assertEquals("src/main/java/demo/tiny/Tildes.java" + RAN_OUT + "site was not changed\n", run.err());
        assertNoTrace(run);
    }
}
