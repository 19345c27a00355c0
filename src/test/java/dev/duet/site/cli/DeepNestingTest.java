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

    /** The three shapes that nest without brackets, each 20,000 deep, and where each crosses its limit. */
    private record Shape(String file, String text, int line, int column, String message) {
    }

    private static List<Shape> bracketless(String pkg) {
        String head = "package " + pkg + ";\n\nimport java.util.List;\n\n";
        return List.of(
                // the 1,001st dot of the chain
                new Shape("Chain.java", head + "class Chain {\n    Chain b() { return this; }\n    Object x = this"
                        + ".b()".repeat(20_000) + ";\n}\n", 7, "    Object x = this".length() + 1_000 * 4 + 1,
                        "expression nested too deeply (a chain of more than 1000 calls or field accesses, each one a level"
                                + " of the syntax tree)"),
                // the class's brace and 199 type arguments: the 200th crosses
                new Shape("Generic.java", head + "class Generic {\n    " + "List<".repeat(20_000) + "String"
                        + ">".repeat(20_000) + " x;\n}\n", 6, 4 + 200 * "List<".length(),
                        "type nested too deeply (more than 200 levels of (, [, { and type arguments inside one another)"),
                // the class's brace, the method's and 198 ifs: the parenthesis of the 198th crosses
                new Shape("Ifs.java", head + "class Ifs {\n    void m(boolean a) {\n        " + "if (a) ".repeat(20_000)
                        + "a = !a;\n    }\n}\n", 7, 8 + 197 * "if (a) ".length() + "if (".length(),
                        "code nested too deeply (more than 200 levels of (, [, { and statements without braces inside one"
                                + " another)"));
    }

    @Test
    void browseReportsChainsTypeArgumentsAndBracelessStatementsTwentyThousandDeep() throws Exception {
        for (Shape shape : bracketless("com.example.shapes")) {
            BrowseFixture tree = BrowseFixture.create(dir.resolve("tree-" + shape.file()));
            tree.write("com/example/shapes/" + shape.file(), shape.text());
            Path out = dir.resolve("out-" + shape.file());
            DuetProcess.Run run = DuetProcess.run(dir, List.of(), "browse", tree.src.toString(), "--out", out.toString());
            assertEquals(1, run.exit(), shape.file() + ": " + run.err());
            assertEquals(tree.src + "/com/example/shapes/" + shape.file() + ":" + shape.line() + ":" + shape.column()
                    + ": error: " + shape.message() + "\n1 error\n" + out + " was not changed\n", run.err());
            assertNoTrace(run);
        }
    }

    @Test
    void buildReportsChainsTypeArgumentsAndBracelessStatementsTwentyThousandDeep() throws Exception {
        FixtureProject project = new FixtureProject(dir.resolve("project"));
        StringBuilder expected = new StringBuilder();
        for (Shape shape : bracketless("demo.tiny")) {
            project.write("src/main/java/demo/tiny/" + shape.file(), shape.text());
            expected.append("src/main/java/demo/tiny/").append(shape.file()).append(":").append(shape.line()).append(":")
                    .append(shape.column()).append(": error: ").append(shape.message()).append("\n");
        }
        DuetProcess.Run run = DuetProcess.run(dir, List.of(), "build", "--root", project.root.toString());
        assertEquals(1, run.exit(), run.err());
        assertEquals(expected + "3 errors\nsite was not changed\n", run.err());
        assertNoTrace(run);
    }

    /** A chain at the limit (and type arguments and braceless statements near it) is analysed and built. */
    @Test
    void shapesAtTheirLimitsAreAnalysedAndBuiltOnOneMegabyteStacks() throws Exception {
        String text = "package demo.tiny;\n\nimport java.util.List;\n\nclass AtLimits {\n    AtLimits b() { return this; }\n"
                + "    Object x = this" + ".b()".repeat(1_000) + ";\n"
                + "    " + "List<".repeat(150) + "String" + ">".repeat(150) + " y;\n"
                + "    void m(boolean a) {\n        " + "if (a) ".repeat(150) + "a = !a;\n    }\n}\n";
        FixtureProject project = new FixtureProject(dir.resolve("project"));
        project.write("src/main/java/demo/tiny/AtLimits.java", text);
        DuetProcess.Run build = DuetProcess.run(dir, List.of(), "build", "--root", project.root.toString());
        assertEquals(0, build.exit(), build.err());
        BrowseFixture tree = BrowseFixture.create(dir.resolve("tree"));
        tree.write("com/example/shapes/AtLimits.java", text.replace("package demo.tiny;", "package com.example.shapes;"));
        Path out = dir.resolve("out");
        DuetProcess.Run browse = DuetProcess.run(dir, List.of(), "browse", tree.src.toString(), "--out", out.toString(),
                "--threads", "1", "--classpath", tree.jar.toString());
        assertEquals(0, browse.exit(), browse.err());
        assertTrue(Files.isRegularFile(out.resolve("en/src/com/example/shapes/AtLimits.java.html")));
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
