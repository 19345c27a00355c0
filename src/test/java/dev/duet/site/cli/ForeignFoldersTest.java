package dev.duet.site.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.duet.site.build.SiteOutput;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SortedMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code duet browse --out DIR} and {@code duet build} never replace a folder Duet did not write:
 * a stand-in home folder given as the output stays as it was, file for file, byte for byte.
 */
class ForeignFoldersTest {
    @TempDir
    Path dir;

    /** A home folder with a key, documents and notes, as the issue lost them. */
    private Path home(Path at) throws IOException {
        Files.createDirectories(at.resolve(".ssh"));
        Files.writeString(at.resolve(".ssh/id_ed25519"), "-----BEGIN OPENSSH PRIVATE KEY-----\nstand-in\n");
        Files.createDirectories(at.resolve("Documents/taxes"));
        Files.write(at.resolve("Documents/taxes/2026.pdf"), new byte[] {0x25, 0x50, 0x44, 0x46, 0, 1, 2, (byte) 0xFF});
        Files.writeString(at.resolve("notes.txt"), "buy milk\n");
        return at;
    }

    private static void assertUnchanged(SortedMap<String, byte[]> before, Path folder) throws IOException {
        SortedMap<String, byte[]> after = SiteOutput.read(folder);
        assertEquals(before.keySet(), after.keySet());
        for (String name : before.keySet()) {
            assertArrayEquals(before.get(name), after.get(name), name);
        }
    }

    @Test
    void browseIntoAHomeFolderLeavesEveryFileInPlace() throws Exception {
        BrowseFixture tree = BrowseFixture.create(dir.resolve("tree"));
        Path home = home(dir.resolve("home"));
        SortedMap<String, byte[]> before = SiteOutput.read(home);

        DuetProcess.Run run = DuetProcess.run(dir, List.of(), "browse", tree.src.toString(), "--out", home.toString());
        assertEquals(1, run.exit(), run.err());
        assertEquals(home + ":1:1: error: this folder is not empty and was not written by Duet (it has no .duet-output file,"
                + " and holds .ssh and 2 more); Duet replaces its output folder whole, so it leaves this one alone: choose a new"
                + " or empty folder, or move those files away\n1 error\n" + home + " was not changed\n", run.err());
        assertUnchanged(before, home);
        assertEquals(List.of(), BrowseFixture.siblings(home, ".home."), "no staging folder was made");
    }

    @Test
    void browseReplacesItsOwnOutputAndAnEmptyFolder() throws Exception {
        BrowseFixture tree = BrowseFixture.create(dir.resolve("tree"));
        Path out = Files.createDirectories(dir.resolve("empty"));
        assertEquals(0, BrowseFixture.duet("browse", tree.src.toString(), "--out", out.toString()).exit());
        assertTrue(Files.readString(out.resolve(".duet-output")).startsWith("Written by Duet."));
        // its own output, with a file added since: replaced whole, as documented
        Files.writeString(out.resolve("added.txt"), "x");
        BrowseFixture.Run again = BrowseFixture.duet("browse", tree.src.toString(), "--out", out.toString());
        assertEquals(0, again.exit(), again.err());
        assertFalse(Files.exists(out.resolve("added.txt")));
        assertTrue(Files.isRegularFile(out.resolve("en/index.html")));
    }

    @Test
    void anUnmarkedFolderIsReplacedOnlyWhenItHoldsNothingButWhatTheRunWrites() throws Exception {
        BrowseFixture tree = BrowseFixture.create(dir.resolve("tree"));
        Path out = dir.resolve("old");
        assertEquals(0, BrowseFixture.duet("browse", tree.src.toString(), "--out", out.toString()).exit());
        // as a Duet from before the marker left it
        Files.delete(out.resolve(".duet-output"));
        assertEquals(0, BrowseFixture.duet("browse", tree.src.toString(), "--out", out.toString()).exit());
        assertTrue(Files.isRegularFile(out.resolve(".duet-output")), "marked now");

        // an unmarked folder with an index.html and a file of the user's: analysed, then refused
        Files.delete(out.resolve(".duet-output"));
        Files.writeString(out.resolve("en/mine.txt"), "mine\n");
        SortedMap<String, byte[]> before = SiteOutput.read(out);
        BrowseFixture.Run run = BrowseFixture.duet("browse", tree.src.toString(), "--out", out.toString());
        assertEquals(1, run.exit(), run.err());
        assertTrue(run.err().startsWith(out + ":1:1: error: this folder is not empty and was not written by Duet"
                + " (it has no .duet-output file, and holds en/mine.txt); "), run.err());
        assertUnchanged(before, out);
        assertEquals(List.of(), BrowseFixture.siblings(out, ".old."), "no staging folder is left behind");
    }

    @Test
    void buildIntoASiteFolderOfSomeoneElsesLeavesItAsItWas() throws Exception {
        FixtureProject project = new FixtureProject(dir.resolve("project"));
        Path site = home(project.path("site"));
        SortedMap<String, byte[]> before = SiteOutput.read(site);

        DuetProcess.Run run = DuetProcess.run(dir, List.of(), "build", "--root", project.root.toString());
        assertEquals(1, run.exit(), run.err());
        assertEquals("site:1:1: error: this folder is not empty and was not written by Duet (it has no .duet-output file,"
                + " and holds .ssh and 2 more); Duet replaces its output folder whole, so it leaves this one alone: choose a new"
                + " or empty folder, or move those files away\n1 error\nsite was not changed\n", run.err());
        assertUnchanged(before, site);
    }

    @Test
    void aFirstBuildReplacesAnUnmarkedOutputOfItsOwnFilesAndRefusesOneWithMore() throws IOException {
        FixtureProject project = new FixtureProject(dir.resolve("project"));
        assertEquals(0, project.duet("build").exit());
        Path site = project.path("site");
        Files.delete(site.resolve(".duet-output"));
        FixtureProject.Run again = project.duet("build");
        assertEquals(0, again.exit(), again.err());
        assertTrue(Files.isRegularFile(site.resolve(".duet-output")));

        Files.delete(site.resolve(".duet-output"));
        Files.writeString(site.resolve("CNAME"), "docs.example.org\n", StandardCharsets.UTF_8);
        SortedMap<String, byte[]> before = SiteOutput.read(site);
        FixtureProject.Run refused = project.duet("build");
        assertEquals(1, refused.exit(), refused.err());
        assertTrue(refused.err().startsWith("site:1:1: error: this folder is not empty and was not written by Duet"
                + " (it has no .duet-output file, and holds CNAME); "), refused.err());
        assertTrue(refused.err().endsWith("1 error\nsite was not changed\n"), refused.err());
        assertUnchanged(before, site);
    }
}
