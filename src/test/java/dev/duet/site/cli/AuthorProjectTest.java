package dev.duet.site.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An author's own project (a copy of examples/union-find) with one mistake at a time: each gives a
 * located message, exit 1, no stack trace, and no site.
 */
class AuthorProjectTest {
    private static final Pattern LOCATED = Pattern.compile("(?m)^[^:\\s]+:\\d+:\\d+: error: ");

    @TempDir
    Path dir;

    private Path project;

    record Run(int exit, String out, String err) {}

    @BeforeEach
    void copy() throws Exception {
        project = dir.resolve("union-find");
        JarIT.copyTree(Path.of("examples/union-find"), project);
    }

    private Run build() {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = Main.run(new String[] {"build", "--root", project.toString()}, new PrintWriter(out, true),
                new PrintWriter(err, true));
        return new Run(exit, out.toString(), err.toString());
    }

    private void edit(String file, String from, String to) throws Exception {
        Path p = project.resolve(file);
        String text = Files.readString(p, StandardCharsets.UTF_8);
        assertTrue(text.contains(from), file + " has " + from);
        Files.writeString(p, text.replace(from, to), StandardCharsets.UTF_8);
    }

    private void assertFailsWith(Run run, String located) {
        assertEquals(1, run.exit(), run.err());
        assertTrue(run.err().contains(located), run.err());
        assertTrue(LOCATED.matcher(run.err()).find(), run.err());
        assertFalse(run.err().contains("Exception") || run.err().contains("null"), run.err());
        assertFalse(Files.exists(project.resolve("site")), "a failed build writes no site");
    }

    @Test
    void theCopyBuilds() {
        Run run = build();
        assertEquals(0, run.exit(), run.err());
        assertTrue(Files.isRegularFile(project.resolve("site/en/union.html")));
    }

    @Test
    void aMissingSourcesFolderIsNamedWhereItIsListed() throws Exception {
        edit("content/site.yaml", "sources: [edu/unionfind]", "sources: [edu/unionfind, edu/missing]");
        assertFailsWith(build(), "content/site.yaml:7:26: error: source folder 'edu/missing' does not exist: expected "
                + "src/main/java/edu/missing");
    }

    @Test
    void aCompileErrorInThePortIsReportedLikeJavac() throws Exception {
        edit("src/main/java/edu/unionfind/UnionFind.java", "        sets = n;", "        sets = \"n\";");
        assertFailsWith(build(), "src/main/java/edu/unionfind/UnionFind.java:24:16: error: incompatible types: "
                + "java.lang.String cannot be converted to int");
    }

    @Test
    void aCaptionInAnUndeclaredLanguageIsAnError() throws Exception {
        edit("content/demos/merge-sets.jsh", "//# de: Fünf Zahlen", "//# fr: Cinq nombres.\n//# de: Fünf Zahlen");
        assertFailsWith(build(), "content/demos/merge-sets.jsh:7:1: error: caption in 'fr', which is not one of the "
                + "site's languages [en, de]");
    }

    @Test
    void anExerciseWhoseAnswerIsNotWhatItsStepShowsIsAnErrorAtTheAnswer() throws Exception {
        edit("content/demos/merge-sets.jsh", "//! answer: false", "//! answer: true");
        Run run = build();
        assertFailsWith(run, "content/demos/merge-sets.jsh:30:1: error: the answer 'true' is not what step 4 shows: "
                + "its output is 'false'");
        assertTrue(run.err().endsWith("1 error\nsite was not changed\n"), run.err());
    }

    /** {@code duet demo}, where an author tries a demo, checks its exercises as the build does. */
    @Test
    void duetDemoChecksTheExercisesAsTheBuildDoes() throws Exception {
        assertEquals(0, demo("merge-sets").exit(), "the example's exercises hold");
        edit("content/demos/merge-sets.jsh", "//! answer: false", "//! answer: true");
        Run run = demo("merge-sets");
        assertEquals(1, run.exit(), run.err());
        assertTrue(run.err().contains("content/demos/merge-sets.jsh:30:1: error: the answer 'true' is not what step 4 "
                + "shows: its output is 'false'"), run.err());
        assertFalse(run.out().isEmpty(), "the transcript is still printed");
    }

    @Test
    void anExerciseAskingForWhatItsStepDoesNotShowIsAnErrorAtItsPrediction() throws Exception {
        edit("content/demos/merge-sets.jsh", "//! answer: false", "//! predict: uf.roots\n//! answer: false");
        assertFailsWith(build(), "content/demos/merge-sets.jsh:30:1: error: this exercise asks for what step 4 does not"
                + " show: the state recorded after step 4 has no 'uf.roots' (it has uf.");
    }

    @Test
    void aWrongHashWhilePagesLinkToTheExcerptsLinesIsLocatedNotACrash() throws Exception {
        edit("content/excerpts/uf-find.yaml", "sha256: 2bbc", "sha256: 0bbc");
        Run run = build();
        assertFailsWith(run, "content/excerpts/uf-find.go:1:1: error: text does not match the pinned upstream excerpt");
        // The go: links to the refused excerpt follow from that one mistake: it is reported once.
        assertTrue(run.err().endsWith("1 error\nsite was not changed\n"), run.err());
    }

    @Test
    void aChangedPortRerunsItsDemosDespiteTheCache() throws Exception {
        assertEquals(0, build().exit());
        assertTrue(Files.isDirectory(project.resolve("target/duet-cache")), "runs are kept between builds");
        // The same demo text, but union now claims it merged nothing: the kept run must not be reused.
        edit("src/main/java/edu/unionfind/UnionFind.java", "        return true; ", "        return !true;");
        Run run = build();
        assertEquals(1, run.exit(), run.err());
        assertTrue(run.err().contains("content/demos/merge-sets.jsh:16:1: error: step 2"), run.err());
    }

    private Run demo(String id) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = Main.run(new String[] {"demo", id, "--root", project.toString()}, new PrintWriter(out, true),
                new PrintWriter(err, true));
        return new Run(exit, out.toString(), err.toString());
    }

    /** The author, not the generator, says which methods are observers left out of the recording. */
    @Test
    void observersAreLeftOutByTheAuthorsAnnotationOrSiteYaml() throws Exception {
        Run marked = demo("path-halving");
        assertEquals(0, marked.exit(), marked.err());
        assertTrue(marked.out().contains("UnionFind.java:29"), marked.out());
        assertFalse(marked.out().contains("UnionFind.java:61"), "@NotRecorded snapshot(): " + marked.out());
        Run counted = demo("merge-sets");
        assertTrue(counted.out().contains("UnionFind.java:55"), "sets() is recorded by default: " + counted.out());

        edit("src/main/java/edu/unionfind/UnionFind.java", "    @NotRecorded\n    public Snapshot snapshot()",
                "    public Snapshot snapshot()");
        edit("content/site.yaml", "version:", "notRecorded: [\"UnionFind#sets\"]\nversion:");
        Run unmarked = demo("path-halving");
        // One line fewer above it: snapshot()'s body is now line 60.
        assertTrue(unmarked.out().contains("UnionFind.java:60"), "without the annotation: " + unmarked.out());
        assertFalse(demo("merge-sets").out().contains("UnionFind.java:55"), "notRecorded: in site.yaml");
    }
}
