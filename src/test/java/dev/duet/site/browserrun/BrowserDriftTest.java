package dev.duet.site.browserrun;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * No drift: a demo whose browser build prints something its JShell recording does not fails
 * the build, at the demo's file and step, and leaves no site.
 */
class BrowserDriftTest {
    @Test
    void aDemoThatPrintsOtherwiseInTheBrowserFailsTheBuild(@TempDir Path dir) throws Exception {
        // The JVM has a VM name; TeaVM's System has no such property. JShell records true.
        StarterWithBrowserRuns project = new StarterWithBrowserRuns(dir.resolve("p"))
                .step("Ask for the VM's name.", "问虚拟机的名字。", "System.getProperty(\"java.vm.name\") != null", "true");
        int line = project.demoLines().indexOf("//= true") + 1;
        StarterWithBrowserRuns.Run run = project.build();
        assertEquals(1, run.exit(), run.err());
        assertTrue(run.err().contains("content/demos/push-pop.jsh:" + line + ":1: error: step 4 (Ask for the VM's name.)"
                + " printed in the browser build:"), run.err());
        assertTrue(run.err().contains("but the JShell recording printed:\n    true"), run.err());
        assertFalse(run.err().contains("Exception"), run.err());
        assertFalse(Files.exists(project.root().resolve("site")), "a failed build writes no site");
    }
}
