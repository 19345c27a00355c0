package dev.duet.site.serve;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class StaticFilesTest {
    @TempDir
    Path dir;

    @Test
    void resolvesFilesAndFolderIndexesInsideTheSiteOnly() throws IOException {
        Path site = Files.createDirectories(dir.resolve("site"));
        Files.createDirectories(site.resolve("pages"));
        Files.writeString(site.resolve("pages/index.html"), "<p>x</p>");
        Files.writeString(dir.resolve("outside.txt"), "no");
        Files.createSymbolicLink(site.resolve("escape.txt"), dir.resolve("outside.txt"));
        StaticFiles files = new StaticFiles(site);
        assertEquals(Optional.of(site.resolve("pages/index.html").toRealPath()), files.resolve("/pages/"));
        assertEquals(Optional.empty(), files.resolve("/../outside.txt"));
        assertEquals(Optional.empty(), files.resolve("/pages/../../outside.txt"));
        assertEquals(Optional.empty(), files.resolve("/escape.txt"), "a link pointing out of the site");
        assertEquals(Optional.empty(), files.resolve("/missing.html"));
        assertEquals(Optional.empty(), files.resolve("relative.html"));
    }

    @Test
    void htmlGetsTheRunFlagAndScriptAfterHeadOthersAreUntouched() throws IOException {
        Path site = Files.createDirectories(dir.resolve("site"));
        Files.writeString(site.resolve("a.html"), "<html><HEAD lang=\"zh\"><title>队列</title></HEAD></html>");
        Files.writeString(site.resolve("b.js"), "var x = '<head>';");
        StaticFiles files = new StaticFiles(site);
        StaticFiles.Resource page = files.read(files.resolve("/a.html").orElseThrow(), true);
        assertEquals("text/html; charset=utf-8", page.contentType());
        assertEquals("<html><HEAD lang=\"zh\"><meta name=\"duet-runs\" content=\"on\">"
                + "<script defer src=\"/assets/live-demo.js\"></script><script src=\"/__duet/live.js\">"
                + "</script><title>队列</title></HEAD></html>", new String(page.body(), StandardCharsets.UTF_8));
        // without the flag, no live-demo script: a reader who may not run gets no editor at all
        assertEquals("<html><HEAD lang=\"zh\"><script src=\"/__duet/live.js\"></script><title>队列</title></HEAD></html>",
                new String(files.read(files.resolve("/a.html").orElseThrow(), false).body(), StandardCharsets.UTF_8));
        StaticFiles.Resource script = files.read(files.resolve("/b.js").orElseThrow(), true);
        assertEquals("text/javascript; charset=utf-8", script.contentType());
        assertEquals("var x = '<head>';", new String(script.body(), StandardCharsets.UTF_8));
        assertTrue(StaticFiles.inject("<p>no head</p>", true).startsWith("<meta name=\"duet-runs\""));
    }
}
