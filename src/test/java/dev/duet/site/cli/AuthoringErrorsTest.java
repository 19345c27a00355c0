package dev.duet.site.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The errors an author meets first: what they say, where, and that one run shows them all. */
class AuthoringErrorsTest {
    @TempDir
    Path dir;

    private FixtureProject project;

    @BeforeEach
    void copy() throws IOException {
        project = new FixtureProject(dir);
    }

    private String failure() {
        FixtureProject.Run run = project.duet("build");
        assertEquals(1, run.exit(), run.err());
        assertTrue(!run.err().contains("\tat "), "no stack trace: " + run.err());
        return run.err();
    }

    @Test
    void javacsExplanationStaysUnderTheLocatedLine() throws IOException {
        project.replace("src/main/java/demo/tiny/Counter.java", "            n++;", "            cout++;");
        String err = failure();
        assertTrue(err.contains("src/main/java/demo/tiny/Counter.java:14:13: error: cannot find symbol\n"
                + "  symbol:   variable cout\n  location: class demo.tiny.Counter\n"), err);
    }

    @Test
    void unknownLinkTargetsAreReportedAtTheLinkWithTheNearestName() throws IOException {
        project.replace("content/pages/index.en.md", "See [the step](page:step) and [inc](java:Counter#inc()).",
                "See [the step](page:stpe) and [inc](java:Counter#inx()).");
        String err = failure();
        assertTrue(err.contains("content/pages/index.en.md:8:5: error: unknown page 'stpe' in link; did you mean 'step'?\n"), err);
        assertTrue(err.contains("content/pages/index.en.md:8:31: error: unknown Java symbol 'Counter#inx()' in link; "
                + "did you mean 'Counter#inc()'?\n"), err);
    }

    @Test
    void unknownDemoAndSymbolsInFrontMatterAreReportedAtTheirValue() throws IOException {
        project.replace("content/pages/step.en.md", "caption: Inc · under the lock",
                "caption: Inc · under the lock\ncode: [demo.tiny.Counter#gte()]");
        project.replace("content/pages/step.en.md", "notes:\n", "notes:\n  - symbol: Counter#ince()\n    text: \"x\"\n");
        String err = failure();
        assertTrue(err.contains("content/pages/step.en.md:9:13: error: unknown Java symbol 'Counter#ince()'; "
                + "did you mean 'Counter#inc()'?\n"), err);
        assertTrue(err.contains("content/pages/step.en.md:7:8: error: unknown Java symbol 'demo.tiny.Counter#gte()'; "
                + "did you mean 'demo.tiny.Counter#get()'?\n"), err);
    }

    @Test
    void aChangedExcerptIsReportedWithTheOtherErrorsOfTheRun() throws IOException {
        project.replace("content/excerpts/counter-inc.go", "c.n++", "c.n += 1");
        project.replace("content/pages/index.en.md", "See [the step](page:step)", "See [the step](go:counter-inc:99)");
        String err = failure();
        assertTrue(err.contains("content/excerpts/counter-inc.go:1:1: error: text does not match the pinned upstream excerpt"), err);
        assertTrue(err.contains("content/pages/index.en.md:8:5: error: line 99 is outside excerpt counter-inc (L10–L15)"), err);
    }
    @Test
    void anUnknownDemoOrDiagramIsReportedAtItsName() throws IOException {
        project.replace("content/pages/step.en.md", "Two goroutines may call `Inc` at once.",
                "Two goroutines may call `Inc` at once.\n\n@demo  no-such-demo\n\n@diagram missing");
        String err = failure();
        assertTrue(err.contains("content/pages/step.en.md:15:8: error: unknown demo 'no-such-demo'"), err);
        assertTrue(err.contains("content/pages/step.en.md:17:10: error: unknown diagram 'missing'"), err);
    }
}
