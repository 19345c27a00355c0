package dev.duet.site.browserrun;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A step that declares its exception ({@code //! throws:}) passes in the browser build too: the
 * generated step catches that exception and prints it as JShell's run shows it, and Node's run
 * is checked against the .jsh like every other step.
 */
class BrowserThrowsTest {
    @Test
    void theDeclaredExceptionIsCheckedAndShownInTheBrowserBuild(@TempDir Path dir) throws Exception {
        StarterWithBrowserRuns project = new StarterWithBrowserRuns(dir.resolve("p"))
                .step("Refuse an empty name.", "拒绝空名字。",
                        "String name = \"\";\nif (name.isEmpty()) throw new IllegalArgumentException(\"no name\");\n"
                                + "//! throws: IllegalArgumentException", new String[0])
                .step("Go on.", "继续。", "1 + 1", "2");
        StarterWithBrowserRuns.Run run = project.build();
        assertEquals(0, run.exit(), run.err());
        String page = Files.readString(project.root().resolve("site/en/push.html"));
        assertTrue(page.contains("IllegalArgumentException: no name"), "the page shows the exception like output");
        assertTrue(Files.readString(project.root().resolve("site/assets/duet-run.js")).contains("no name"),
                "the step runs in the browser bundle");
    }
}
