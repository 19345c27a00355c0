package dev.duet.site.browser;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A source page holds its code in its HTML: with scripts off (a reader view, a text browser, a
 * crawler) the page shows the whole file as text; with scripts on, the rows replace it.
 */
class SourceTextBrowserTest {
    private static Browser browser;

    @BeforeAll
    static void start() {
        browser = Browser.start(1440, 900);
    }

    @AfterAll
    static void stop() {
        if (browser != null) browser.close();
    }

    @Test
    void withScriptsOffTheSourcePageShowsTheWholeFileAsText() throws IOException {
        List<String> java = Files.readAllLines(Path.of("src/main/java/dev/duet/workqueue/Typed.java"));
        for (String lang : List.of("en", "zh")) {
            browser.driver.executeCdpCommand("Emulation.setScriptExecutionDisabled", Map.of("value", true));
            browser.open(SiteFiles.root().toUri() + lang + "/src/dev/duet/workqueue/Typed.java.html");
            String shown = browser.driver.findElement(By.cssSelector("pre.code.source")).getText();
            browser.driver.executeCdpCommand("Emulation.setScriptExecutionDisabled", Map.of("value", false));
            List<String> lines = shown.lines().toList();
            assertEquals(java.size(), lines.size(), lang + ": every line of the file, as text");
            int compared = 0;
            for (int i = 0; i < java.size(); i++) {
                String expected = java.get(i).replaceFirst("\\s*// go:[0-9, ]+$", "").stripTrailing();
                assertEquals(expected, lines.get(i).stripTrailing(), lang + " line " + (i + 1));
                compared += expected.isBlank() ? 0 : 1;
            }
            assertTrue(compared > 250, "lines compared: " + compared);
            assertEquals("Typed.java", browser.driver.findElement(By.tagName("h1")).getText(), "the page is titled by its file");
        }
    }

    @Test
    void withScriptsOnTheTextBecomesNumberedLinkedRows() {
        browser.open(SiteFiles.root().toUri() + "en/src/dev/duet/workqueue/Typed.java.html");
        assertEquals(Boolean.TRUE, browser.js("return document.querySelectorAll('pre.code.source .ln').length > 300"
                + " && !!document.getElementById('L103') && document.querySelectorAll('pre.code.source [data-sym]').length > 50"));
        String row = (String) browser.js("return document.getElementById('L103').querySelector('.src').textContent");
        assertEquals("        lock.lock();", row.stripTrailing());
    }
}
