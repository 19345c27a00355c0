package dev.duet.site.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

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
}
