package dev.duet.site.browserrun;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A demo whose expected output is wrong, on a site whose demos also run in the browser: one
 * message, in the author's terms (what the step printed, what the .jsh expects), and no browser
 * build behind it.
 */
class DemoErrorOnceTest {
    @Test
    void aWrongExpectationIsReportedOnceAndNoBrowserBuildRuns(@TempDir Path dir) throws Exception {
        StarterWithBrowserRuns project = new StarterWithBrowserRuns(dir.resolve("p"))
                .step("Add two numbers.", "两个数相加。", "1 + 1", "3");
        int line = project.demoLines().indexOf("//= 3") + 1;
        StarterWithBrowserRuns.Run run = project.build();
        assertEquals(1, run.exit(), run.err());
        assertEquals("content/demos/push-pop.jsh:" + line + ":1: error: step 4 (Add two numbers.) printed:\n  2\n"
                + "but the .jsh expects:\n  3\n1 error\nsite was not changed\n", run.err().replaceAll("(?m)^duet: .*\\n", ""));
        assertFalse(Files.exists(project.root().resolve("target/duet-browser")), "TeaVM did not run");
    }
}
