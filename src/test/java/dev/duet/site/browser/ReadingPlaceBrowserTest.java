package dev.duet.site.browser;

import dev.duet.site.serve.DevServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.io.OutputStream;
import java.io.PrintStream;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Where a reader lands and what stays in sight, in a real browser: links under the top bar (also
 * after late layout), the place kept across the language switch, margin notes beside whole code,
 * code aligned on a phone, a docked player that covers little, printed code that wraps.
 */
class ReadingPlaceBrowserTest {
    private static Browser browser;

    @BeforeAll
    static void start() {
        browser = Browser.start(1440, 800);
    }

    @AfterAll
    static void stop() {
        if (browser != null) browser.close();
    }

    @BeforeEach
    void freshState() {
        browser.resize(1440, 800);
        open("en/index.html");
        browser.js("localStorage.clear(); sessionStorage.clear();");
    }

    @AfterEach
    void screenMedia() {
        browser.driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", ""));
    }

    private static void open(String sitePath) {
        browser.open(SiteFiles.root().toUri() + sitePath);
    }

    private static void waitFor(String what, Supplier<Boolean> condition) {
        new WebDriverWait(browser.driver, Duration.ofSeconds(5)).withMessage(what).until(d -> condition.get());
    }

    private static double number(String script, Object... args) {
        return ((Number) browser.js(script, args)).doubleValue();
    }

    private static double barBottom() {
        return number("return document.querySelector('.topbar').getBoundingClientRect().bottom");
    }

    private static double top(String css) {
        return number("return document.querySelector(arguments[0]).getBoundingClientRect().top", css);
    }

    @Test
    void aLinkToADemoOrSectionLandsWithItsTopUnderTheTopBarEvenAfterLateLayout() {
        for (String link : List.of("en/process-next-work-item.html#demo-controller-retry-drop",
                "en/rate-limiting.html#demo-rate-limit-shared-bucket", "zh/rate-limiting.html#limiters")) {
            open(link);
            String target = "#" + link.substring(link.indexOf('#') + 1);
            double bar = barBottom(), at = top(target);
            assertTrue(at >= bar - 0.5 && at <= bar + 24, link + ": the target's top is at " + at + ", the top bar ends at " + bar);
            // Layout that comes late (a font swapping in, a data script writing rows above the
            // target) must not carry the target away.
            browser.js("document.querySelector('.page-head').style.paddingTop = '400px'");
            waitFor(link + ": back under the top bar after late layout, at " + top(target),
                    () -> Math.abs(top(target) - at) < 1);
        }
    }

    @Test
    void switchingLanguageKeepsTheSectionOrRowAtTheSameHeight() {
        open("en/process-next-work-item.html");
        browser.js("var h = document.getElementById('err-before-done'); window.scrollTo(0, h.getBoundingClientRect().top + scrollY - 140)");
        double before = top("#err-before-done");
        browser.driver.findElement(By.cssSelector(".langs a[data-lang='zh']")).click();
        waitFor("switched to Chinese", () -> browser.driver.getCurrentUrl().endsWith("zh/process-next-work-item.html"));
        double after = top("#err-before-done");
        assertTrue(Math.abs(after - before) < 3, "the section was at " + before + " px, in Chinese it is at " + after);

        open("zh/src/dev/duet/workqueue/Typed.java.html");
        browser.js("var l = document.getElementById('L120'); window.scrollTo(0, l.getBoundingClientRect().top + scrollY - 300)");
        double row = top("#L120");
        browser.driver.findElement(By.cssSelector(".langs a[data-lang='en']")).click();
        waitFor("switched to English", () -> browser.driver.getCurrentUrl().endsWith("en/src/dev/duet/workqueue/Typed.java.html"));
        assertTrue(Math.abs(top("#L120") - row) < 3, "line 120 was at " + row + " px, in English it is at " + top("#L120"));
    }

    @Test
    void marginNotesStackBesideCodeThatStaysWholeEachTiedToItsRow() {
        for (int width : new int[] {1440, 1920}) {
            browser.resize(width, 900);
            for (String page : List.of("en/add-dirty.html", "zh/get.html", "en/process-next-work-item.html")) {
                open(page);
                String at = width + " " + page;
                assertEquals(Boolean.TRUE, browser.js("return document.querySelector('.split').classList.contains('margin-notes')"), at);
                assertEquals(0L, browser.js("return document.querySelectorAll('.split .row.spacer').length"), at + ": blank rows cut the code");
                Object gaps = browser.js("const rows = Array.from(document.querySelectorAll('.split .rows > .row:not(.hscroll)'))"
                        + ".map(r => r.getBoundingClientRect());"
                        + "return rows.slice(1).map((r, i) => r.top - rows[i].bottom).filter(g => Math.abs(g) > 0.5)");
                assertEquals(List.of(), gaps, at + ": the code rows follow each other without gaps");
                Object problems = browser.js("const out = []; let last = null;"
                        + "document.querySelectorAll('.split .note').forEach(n => {"
                        + "  const r = n.getBoundingClientRect(), row = n.parentNode.getBoundingClientRect();"
                        + "  if (r.top < row.top - 0.5) out.push(n.id + ' starts above its row');"
                        + "  if (last && r.top < last.bottom - 0.5) out.push(n.id + ' overlaps the note before');"
                        + "  if (r.top > row.top + 1 && last && r.top > last.bottom + 8) out.push(n.id + ' is below its row with room above it');"
                        + "  const tie = document.querySelector('.split svg.connectors path.note-tie[data-note=\"' + n.id + '\"]');"
                        + "  if (!tie) out.push(n.id + ' has no tie to its row');"
                        + "  else { const t = tie.getBoundingClientRect();"
                        + "    if (t.top > row.top + row.height / 2 + 1 || t.bottom < r.top + 5) out.push(n.id + ' tie does not reach from its row to it'); }"
                        + "  last = r; });"
                        + "return out;");
                assertEquals(List.of(), problems, at);
                assertTrue(number("return document.querySelectorAll('.split .note.stacked').length") > 0,
                        at + ": some notes go down the column (the test would prove nothing otherwise)");
            }
        }
    }

    @Test
    void onAPhoneCodeIndentedAlikeStartsAtTheSameXWithOrWithoutAGoChip() {
        browser.resize(390, 844);
        open("en/src/dev/duet/workqueue/Typed.java.html");
        double withChip = number("return document.querySelector('#L103 .src').getBoundingClientRect().left");
        double without = number("return document.querySelector('#L102 .src').getBoundingClientRect().left");
        assertEquals(1L, browser.js("return document.querySelectorAll('#L103 .chip').length"), "line 103 has a go: chip");
        assertEquals(0L, browser.js("return document.querySelectorAll('#L102 .chip').length"), "line 102 has none");
        assertEquals(without, withChip, 0.5, "lines 102 and 103 (both indented 8 spaces) start at the same x");
        Object lefts = browser.js("return Array.from(new Set(Array.from(document.querySelectorAll('pre.code.source .ln:not(.doc-tr) .src'))"
                + ".map(s => Math.round(s.getBoundingClientRect().left))))");
        assertEquals(1, ((List<?>) lefts).size(), "every line's code starts at one x: " + lefts);
    }

    /** The demo of retries on processNextWorkItem: its step that runs the most files, docked. */
    private static void dockTheRetryDemoAtItsLargestStep() {
        open("en/process-next-work-item.html");
        browser.js("var s = document.getElementById('demo-controller-retry-drop'), next = s.querySelector('[data-demo=next]');"
                + "var most = 0, at = 0;"
                + "for (var i = 0; i < 40; i++) { next.click(); var n = s.querySelectorAll('.executed a, .executed-list a').length; if (n > most) { most = n; at = i; } }"
                + "for (var j = 0; j < 40; j++) s.querySelector('[data-demo=prev]').click();"
                + "for (var k = 0; k < at; k++) next.click();"
                + "window.scrollTo(0, document.querySelector('.split').getBoundingClientRect().top + scrollY - 50);");
        waitFor("the player docks", () -> (Boolean) browser.js("return !!document.querySelector('#demo-controller-retry-drop .demo-console.docked')"));
    }

    @Test
    void theDockedPlayerTakesAtMostAThirdOfTheWindowAndLeavesTheLitCodeInSight() {
        browser.resize(1280, 800);
        dockTheRetryDemoAtItsLargestStep();
        String console = "#demo-controller-retry-drop .demo-console";
        double height = number("return window.innerHeight");
        double consoleHeight = number("return document.querySelector(arguments[0]).getBoundingClientRect().height", console);
        assertTrue(consoleHeight <= height / 3 + 2, "the docked player is " + consoleHeight + " px of " + height);
        assertTrue(number("return document.querySelectorAll(arguments[0] + ' .executed-list a').length", console) > 10,
                "the step ran many files");
        assertEquals(0L, browser.js("return Array.from(document.querySelectorAll(arguments[0] + ' a[href*=\"#exec=\"]'))"
                + ".filter(a => a.checkVisibility()).length", console), "the executed files are folded");
        String litInSight = "var c = document.querySelector(arguments[0]).getBoundingClientRect().top,"
                + " b = document.querySelector('.topbar').getBoundingClientRect().bottom;"
                + "return Array.from(document.querySelectorAll('.split .src.exec')).some(n => { var r = n.getBoundingClientRect();"
                + " return r.top >= b - 1 && r.bottom <= c + 1; })";
        assertEquals(Boolean.TRUE, browser.js(litInSight, console), "a lit row shows above the docked player");
        // The reader scrolls the lit rows under the player, then steps: they come back into sight.
        browser.js("var r = document.querySelector('.split .src.exec').getBoundingClientRect();"
                + "window.scrollBy(0, r.top - window.innerHeight + 10)");
        browser.js("document.querySelector(arguments[0] + ' [data-demo=prev]').click()", console);
        waitFor("docked after the step", () -> (Boolean) browser.js("return document.querySelector(arguments[0]).classList.contains('docked')", console));
        assertEquals(Boolean.TRUE, browser.js(litInSight, console), "after a step, a lit row shows above the docked player");
    }

    @Test
    void underServeThePlayerNeverSitsOverTheLiveEditor() throws Exception {
        try (DevServer server = DevServer.start(DevServer.Options.local(SiteFiles.root(), List.of(), 0, changed -> { },
                new PrintStream(OutputStream.nullOutputStream())))) {
            browser.resize(1280, 800);
            browser.open(server.openUri().toString());
            browser.open(server.baseUri().resolve("/en/process-next-work-item.html").toString());
            String demo = "#demo-controller-retry-drop";
            waitFor("the live editor", () -> (Boolean) browser.js("return !!document.querySelector(arguments[0] + ' textarea.demo-editor')", demo));
            browser.js("document.querySelector(arguments[0] + ' [data-demo=next]').click();"
                    + "var e = document.querySelector(arguments[0] + ' textarea.demo-editor');"
                    + "window.scrollTo(0, e.getBoundingClientRect().top + scrollY - document.querySelector('.topbar').getBoundingClientRect().bottom - 10);", demo);
            Object cover = browser.js("var e = document.querySelector(arguments[0] + ' textarea.demo-editor').getBoundingClientRect(),"
                    + " c = document.querySelector(arguments[0] + ' .demo-console').getBoundingClientRect();"
                    + "var top = e.top, bottom = Math.min(e.bottom, window.innerHeight);"
                    + "return c.bottom > top + 1 && c.top < bottom - 1 ? [c.top, c.bottom, e.top] : null", demo);
            assertEquals(null, cover, "the player covers the live editor's first lines");
        }
    }

    @Test
    void printedSourceWrapsLongLinesWithAContinuationMarkAndLeavesOutControls() {
        browser.resize(800, 1000);
        open("en/src/dev/duet/workqueue/Typed.java.html");
        browser.driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", "print"));
        Object clipped = browser.js("var right = document.querySelector('pre.code.source').getBoundingClientRect().right;"
                + "return Array.from(document.querySelectorAll('pre.code.source .ln .src')).filter(s =>"
                + " s.getBoundingClientRect().right > right + 1 || s.scrollWidth > s.clientWidth + 1).map(s => s.parentNode.id)");
        assertEquals(List.of(), clipped, "printed lines cut at the page's edge");
        Object wrapped = browser.js("return Array.from(document.querySelectorAll('pre.code.source .ln:not(.doc-tr) .src'))"
                + ".filter(s => s.getBoundingClientRect().height > 1.5 * parseFloat(getComputedStyle(s).lineHeight))"
                + ".map(s => getComputedStyle(s).backgroundImage)");
        assertTrue(((List<?>) wrapped).size() > 5, "long lines wrap: " + ((List<?>) wrapped).size());
        for (Object image : (List<?>) wrapped) {
            assertTrue(String.valueOf(image).contains("svg"), "a wrapped line shows its continuation mark: " + image);
        }

        browser.driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", ""));
        open("en/add-dirty.html");
        browser.js("document.querySelector('#demo-collapse-duplicates [data-demo=next]').click()");
        browser.driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", "print"));
        Object printed = browser.js("return Array.from(document.querySelectorAll('main button, main input, main textarea, main .player'))"
                + ".filter(n => n.checkVisibility()).map(n => n.className || n.tagName)");
        assertTrue((Long) browser.js("return document.querySelectorAll('main .live-run, main .live-edit input').length") > 0,
                "the page has Run buttons and inputs to leave out");
        assertEquals(List.of(), printed, "controls on paper");
    }
}
