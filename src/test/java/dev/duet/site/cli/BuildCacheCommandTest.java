package dev.duet.site.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code duet build} says what it reused; {@code --no-cache} reuses nothing; {@code check} is never spared. */
class BuildCacheCommandTest {
    @TempDir
    Path dir;

    @Test
    void aSecondBuildHasNothingToDoUnlessToldToReuseNothing() throws Exception {
        FixtureProject project = new FixtureProject(dir);
        FixtureProject.Run first = project.duet("build");
        assertEquals(0, first.exit(), first.err());
        FixtureProject.Run second = project.duet("build");
        assertEquals(0, second.exit(), second.err());
        // nothing to do: only the check of site/ and the inputs is timed, no stage ran
        assertTrue(second.out().startsWith("built site: ") && !second.out().contains("load="), second.out());

        FixtureProject.Run cold = project.duet("build", "--no-cache");
        assertEquals(0, cold.exit(), cold.err());
        assertTrue(cold.out().contains("load="), cold.out());
        assertEquals(first.out().replaceAll(" in \\d+ ms.*", ""), cold.out().replaceAll(" in \\d+ ms.*", ""));

        // check compares a full build with site/: a page edited by hand is found although the build record is current
        project.replace("site/en/step.html", "</main>", "hand-edited</main>");
        FixtureProject.Run check = project.duet("check");
        assertEquals(1, check.exit(), check.out());
        assertTrue(check.err().contains("differs: en/step.html"), check.err());
    }
}
