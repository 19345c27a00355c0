package dev.duet.site.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where {@code duet browse} keeps its analysis when not told. */
class BrowseCacheFolderTest {
    @Test
    void underXdgCacheHomeElseTheHomesCacheOneFolderPerOutput() {
        Path out = Path.of("/work/out");
        Path xdg = BrowseCommand.defaultCache(out, "/var/cache/u", "/home/u");
        assertEquals(Path.of("/var/cache/u/duet/browse"), xdg.getParent());
        assertEquals(16, xdg.getFileName().toString().length());
        // XDG asks for an absolute path; a relative one is ignored
        assertEquals(Path.of("/home/u/.cache/duet/browse").resolve(xdg.getFileName()),
                BrowseCommand.defaultCache(out, "rel/cache", "/home/u"));
        assertEquals(Path.of("/home/u/.cache/duet/browse").resolve(xdg.getFileName()),
                BrowseCommand.defaultCache(out, null, "/home/u"));
        assertNotEquals(xdg, BrowseCommand.defaultCache(Path.of("/work/other"), "/var/cache/u", "/home/u"));
        assertEquals(xdg, BrowseCommand.defaultCache(Path.of("/work/x/../out"), "/var/cache/u", "/home/u"));
        assertNull(BrowseCommand.defaultCache(out, null, null));
    }

    @TempDir
    Path dir;

    /**
     * The kept pages show the sources browsed: the per-user folders Duet makes for them are its
     * owner's alone, whatever the umask, and another local user (uid 65534) can neither list nor
     * read them, even in a cache folder everyone may enter.
     */
    @Test
    void theCacheFoldersDuetMakesAreItsOwnersOnly() throws Exception {
        Assumptions.assumeTrue(dir.getFileSystem().supportedFileAttributeViews().contains("posix"));
        Path base = dir.resolve("xdg");
        Files.createDirectories(base);
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));
        Files.setPosixFilePermissions(base, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path cache = BrowseCommand.defaultCache(Path.of("out"), base.toString(), null);
        BrowseCommand.ownersOnly(cache.getParent());
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(base.resolve("duet"))));
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(cache.getParent())));
        Files.createDirectories(cache);
        Files.writeString(cache.resolve("kept.ser"), "a kept page");

        Path setpriv = Path.of("/usr/bin/setpriv");
        boolean canSwitch = Files.isExecutable(setpriv) && "root".equals(System.getProperty("user.name"));
        if ("true".equals(System.getenv("CI"))) {
            assertTrue(canSwitch, "CI runs this test as root with setpriv");
        } else {
            Assumptions.assumeTrue(canSwitch, "needs root and setpriv");
        }
        for (List<String> attempt : List.of(List.of("ls", cache.toString()), List.of("cat", cache.resolve("kept.ser").toString()),
                List.of("ls", base.resolve("duet").toString()))) {
            List<String> command = new java.util.ArrayList<>(List.of(setpriv.toString(), "--reuid=65534", "--regid=65534",
                    "--clear-groups"));
            command.addAll(attempt);
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            String said = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(p.waitFor(30, TimeUnit.SECONDS), "the command ended");
            assertNotEquals(0, p.exitValue(), attempt + " as another user: " + said);
            assertTrue(said.contains("Permission denied"), attempt + ": " + said);
        }
    }

    /** A duet folder that exists already (made by the launcher, say) is left as it is; browse/ below it is made private. */
    @Test
    void anExistingDuetFolderIsLeftAsItIs() throws Exception {
        Assumptions.assumeTrue(dir.getFileSystem().supportedFileAttributeViews().contains("posix"));
        Path duet = Files.createDirectories(dir.resolve("xdg/duet"));
        Files.setPosixFilePermissions(duet, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path cache = BrowseCommand.defaultCache(Path.of("out"), dir.resolve("xdg").toString(), null);
        BrowseCommand.ownersOnly(cache.getParent());
        assertEquals("rwxr-xr-x", PosixFilePermissions.toString(Files.getPosixFilePermissions(duet)));
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(cache.getParent())));
    }
}
