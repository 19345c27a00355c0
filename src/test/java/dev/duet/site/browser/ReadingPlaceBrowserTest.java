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
                        // a far note's tie shows while its row is pointed at
                        + "  const src = n.parentNode.querySelector('.java-src[data-java], .go-src[data-go]');"
                        + "  if (n.classList.contains('far')) src.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));"
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
    void tiesOfNotesFarBelowTheirRowsDoNotBunchInTheGapTheNoteNamesItsLineInstead() {
        for (int width : new int[] {1440, 1920}) {
            browser.resize(width, 900);
            for (String lang : List.of("en", "zh")) {
                open(lang + "/add-dirty.html");
                String at = width + " " + lang;
                browser.js("document.body.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))");
                double row = number("return document.querySelector('.split .rows > .row').getBoundingClientRect().height");
                // At rest, every tie that shows spans at most about a row: none runs upright through the gap.
                Object tall = browser.js("return Array.from(document.querySelectorAll('.split svg.connectors path.note-tie'))"
                        + ".filter(p => p.getClientRects().length && p.getBoundingClientRect().height > 2 * arguments[0])"
                        + ".map(p => p.getAttribute('data-note') + ': ' + Math.round(p.getBoundingClientRect().height))", row);
                assertEquals(List.of(), tall, at + ": ties taller than two rows at rest");
                Object far = browser.js("return Array.from(document.querySelectorAll('.split .note.far')).map(n => {"
                        + " const src = n.parentNode.querySelector('.java-src[data-java]');"
                        + " const chip = n.querySelector('.note-row');"
                        + " return [chip ? chip.textContent : null, src.getAttribute('data-java')]; })");
                assertTrue(((List<?>) far).size() >= 3, at + ": notes far below their rows: " + far);
                for (Object f : (List<?>) far) {
                    List<?> pair = (List<?>) f;
                    assertTrue(pair.get(0) != null && ((String) pair.get(0)).contains((String) pair.get(1)),
                            at + ": a far note names its line " + pair.get(1) + ": " + pair.get(0));
                }
                // Pointing at (or focusing) a far note's row shows its tie, as one elbow from row to note.
                Object shown = browser.js("const n = document.querySelectorAll('.split .note.far')[1];"
                        + "const src = n.parentNode.querySelector('.java-src[data-java]'); src.focus();"
                        + "const tie = document.querySelector('.split svg.connectors path.note-tie[data-note=\"' + n.id + '\"]');"
                        + "const t = tie.getBoundingClientRect(), r = n.getBoundingClientRect(), s = src.getBoundingClientRect();"
                        + "return [!!tie.getClientRects().length, /V/.test(tie.getAttribute('d')), n.classList.contains('hl'),"
                        + " t.top <= s.bottom && t.bottom >= r.top]");
                assertEquals(List.of(true, true, true, true), shown, at + ": [tie shown, elbow, note lit, reaches row to note]");
                if (width == 1440) browser.screenshot("far-note-tie-" + lang + "-1440");
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
    void underServeTheDockedPlayerNeverCoversTheLiveEditorWhereverThePageIsScrolled() throws Exception {
        try (DevServer server = DevServer.start(DevServer.Options.local(SiteFiles.root(), List.of(), 0, changed -> { },
                new PrintStream(OutputStream.nullOutputStream())))) {
            int docked = 0;
            List<String> covers = new java.util.ArrayList<>();
            // sync-deployment's last demo is followed by code: there the split (or code) and an
            // editor are on screen together
            for (int[] size : new int[][] {{1280, 800}, {1920, 1080}}) {
                browser.resize(size[0], size[1]);
                browser.open(server.openUri().toString());
                for (String page : List.of("/en/process-next-work-item.html", "/en/shutdown.html", "/en/sync-deployment.html")) {
                    browser.open(server.baseUri().resolve(page).toString());
                    waitFor("the live editors", () -> (Boolean) browser.js("return !!document.querySelector('textarea.demo-editor')"));
                    List<?> demos = (List<?>) browser.js("return Array.from(document.querySelectorAll('section.has-player')).filter(s => s.querySelector('.demo-editor-wrap, textarea.demo-editor')).map(s => s.id)");
                    for (Object id : demos) {
                        // Every scroll position from two screens above the demo to its editor's end, each
                        // after the dock has followed the scroll (two animation frames).
                        List<?> result = (List<?>) browser.driver.executeAsyncScript("const done = arguments[arguments.length - 1];"
                                + "const section = document.getElementById(arguments[0]), console_ = section.querySelector('.demo-console');"
                                + "section.querySelector('[data-demo=next]').click();"
                                + "const editor = section.querySelector('.demo-editor-wrap') || section.querySelector('textarea.demo-editor');"
                                + "const from = Math.max(0, section.getBoundingClientRect().top + scrollY - 2 * innerHeight);"
                                + "const to = editor.getBoundingClientRect().bottom + scrollY;"
                                + "let y = from, docked = 0; const covers = [];"
                                + "function step() {"
                                + "  if (y > to) { done([docked, covers]); return; }"
                                + "  scrollTo(0, y);"
                                + "  requestAnimationFrame(() => requestAnimationFrame(() => {"
                                + "    if (console_.classList.contains('docked')) {"
                                + "      docked++;"
                                + "      const c = console_.getBoundingClientRect(), e = editor.getBoundingClientRect();"
                                + "      if (e.bottom > c.top + 1 && e.top < Math.min(c.bottom, innerHeight) - 1) covers.push(Math.round(scrollY));"
                                + "    }"
                                + "    y += 40; step(); })); }"
                                + "step();", id);
                        docked += ((Number) result.get(0)).intValue();
                        if (!((List<?>) result.get(1)).isEmpty()) covers.add(size[0] + "x" + size[1] + " " + page + "#" + id + " at scrollY " + result.get(1));
                    }
                }
            }
            assertTrue(docked > 0, "the player docks somewhere on the way (else this proves nothing)");
            assertEquals(List.of(), covers, "where the docked player covers a live editor");
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
