package dev.duet.site.browser;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The reading layout measured in a real browser at the widths readers use (1024, 1280, 1440 and
 * 1920 px, a 390 px phone, a 1280×720 and a 1024×768 projector): code lines never wrap and the
 * two sides scroll together, margin notes start beside their rows, presenter mode shows every row,
 * no page scrolls sideways on a phone, the bundled font is the one code is set in, the demo
 * player stays in sight while its code is.
 */
class LayoutBrowserTest {
    private static final int[] DESKTOP = {1024, 1280, 1440, 1920};
    private static Browser browser;

    @BeforeAll
    static void start() {
        browser = Browser.start(1440, 900);
    }

    @AfterAll
    static void stop() {
        if (browser != null) browser.close();
    }

    private static void open(String sitePath) {
        browser.open(SiteFiles.root().toUri() + sitePath);
        browser.js("return new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))");
    }

    /** Site paths of the pages with a split view, in both languages. */
    private static List<String> stepPages() {
        List<String> out = new ArrayList<>();
        for (Path page : SiteFiles.htmlPages()) {
            String path = SiteFiles.root().relativize(page).toString().replace('\\', '/');
            try {
                if (!path.contains("/src/") && Files.readString(page).contains("class=\"split\"")) out.add(path);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
        assertTrue(out.size() >= 10, "step pages: " + out);
        return out;
    }

    @Test
    void noCodeLineWrapsAtAnyDesktopWidth() {
        List<String> problems = new ArrayList<>();
        for (int width : DESKTOP) {
            browser.resize(width, 900);
            for (String page : stepPages()) {
                open(page);
                // Each line's content box (its height less its padding) holds exactly one line.
                Object wrapped = browser.js("const lh = parseFloat(getComputedStyle(document.querySelector('.split .src')).lineHeight);"
                        + "return Array.from(document.querySelectorAll('.split .src[data-go], .split .src[data-java]')).filter(n => {"
                        + " const cs = getComputedStyle(n); const h = n.getBoundingClientRect().height - parseFloat(cs.paddingTop) - parseFloat(cs.paddingBottom);"
                        + " return h > lh + 1; }).map(n => n.id)");
                if (!((List<?>) wrapped).isEmpty()) problems.add(width + " " + page + ": wrapped " + wrapped);
            }
            open("en/src/dev/duet/workqueue/Typed.java.html");
            Object wrapped = browser.js("const lh = parseFloat(getComputedStyle(document.querySelector('pre.code.source')).lineHeight);"
                    + "return Array.from(document.querySelectorAll('pre.code.source .ln')).filter(n => n.getBoundingClientRect().height > lh + 1).map(n => n.id)");
            if (!((List<?>) wrapped).isEmpty()) problems.add(width + " Typed.java: wrapped " + wrapped);
        }
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }

    @Test
    void aSideScrollsSidewaysAsOneAndTheRowsStayLevel() {
        browser.resize(1024, 900);
        open("en/get.html");
        Object tabs = browser.js("return getComputedStyle(document.querySelector('.split .go-src')).tabSize");
        assertEquals("4", tabs);
        @SuppressWarnings("unchecked")
        Map<String, Object> after = (Map<String, Object>) browser.js(
                "const go = Array.from(document.querySelectorAll('.split .go-src[data-go]'));"
                + "const long = go.find(n => n.scrollWidth > n.clientWidth + 1);"
                + "if (!long) return {clipped: false};"
                + "long.scrollLeft = 40;"
                + "return new Promise(r => setTimeout(() => r({clipped: true,"
                + " go: go.filter(n => n.scrollWidth > n.clientWidth + 40).every(n => n.scrollLeft === long.scrollLeft),"
                + " bar: document.querySelector('.split .go-bar').scrollLeft,"
                + " java: Array.from(document.querySelectorAll('.split .java-src')).every(n => n.scrollLeft === 0),"
                + " level: Array.from(document.querySelectorAll('.split .row:not(.hscroll)')).every(r => {"
                + "   const a = r.querySelector('.go-src').getBoundingClientRect(), b = r.querySelector('.java-src').getBoundingClientRect();"
                + "   return Math.abs(a.top - b.top) < 0.5 && Math.abs(a.height - b.height) < 0.5; })}), 100))");
        assertEquals(Boolean.TRUE, after.get("clipped"), "a Go line of get.html is longer than its side at 1024 px");
        assertEquals(Boolean.TRUE, after.get("go"), "every long Go line follows: " + after);
        assertEquals(40L, ((Number) after.get("bar")).longValue(), "the Go scroll bar follows: " + after);
        assertEquals(Boolean.TRUE, after.get("java"), "the Java side stays: " + after);
        assertEquals(Boolean.TRUE, after.get("level"), "rows keep both sides level: " + after);
    }

    @Test
    void marginNotesStartAtTheirRowOrRightAfterTheNoteBefore() {
        List<String> problems = new ArrayList<>();
        int measured = 0;
        for (int width : DESKTOP) {
            browser.resize(width, 900);
            for (String page : stepPages()) {
                open(page);
                if (!(Boolean) browser.js("return document.querySelector('.split').classList.contains('margin-notes')")) {
                    // Under their rows: a note follows its row's code line directly.
                    Object far = browser.js("return Array.from(document.querySelectorAll('.split .note')).map(n =>"
                            + " n.getBoundingClientRect().top - n.parentNode.getBoundingClientRect().top).filter(d => d > 60)");
                    if (!((List<?>) far).isEmpty()) problems.add(width + " " + page + " (under rows): " + far);
                    continue;
                }
                // Beside the code, a note starts level with its row, or, when the note before
                // still runs there, right after that note (stacked, tied to its row).
                @SuppressWarnings("unchecked")
                List<List<Number>> offsets = (List<List<Number>>) browser.js("return Array.from(document.querySelectorAll('.split .note')).map((n, i, all) =>"
                        + " [n.getBoundingClientRect().top - n.parentNode.getBoundingClientRect().top,"
                        + "  i ? n.getBoundingClientRect().top - all[i - 1].getBoundingClientRect().bottom : 0])");
                measured += offsets.size();
                for (List<Number> o : offsets) {
                    double fromRow = o.get(0).doubleValue(), fromNoteBefore = o.get(1).doubleValue();
                    if (fromRow < -0.5 || (fromRow > 60 && fromNoteBefore > 8)) {
                        problems.add(width + " " + page + ": a note starts " + fromRow + " px from its row, " + fromNoteBefore + " px after the note before");
                    }
                }
                Object overlaps = browser.js("const n = Array.from(document.querySelectorAll('.split .note')).map(x => x.getBoundingClientRect());"
                        + "return n.some((r, i) => i > 0 && r.top < n[i - 1].bottom - 0.5);");
                if (Boolean.TRUE.equals(overlaps)) problems.add(width + " " + page + ": notes overlap");
            }
        }
        assertTrue(measured > 40, "margin notes measured: " + measured);
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }

    @Test
    void presenterModeShowsEveryRowAndEveryDemoStepOnAProjector() {
        List<String> problems = new ArrayList<>();
        for (int[] screen : new int[][] {{1280, 720}, {1024, 768}}) {
            browser.resize(screen[0], screen[1]);
            for (String page : List.of("en/get.html", "zh/enqueue.html", "en/add-dirty.html", "zh/process-next-work-item.html", "en/done.html")) {
                open(page);
                browser.js("localStorage.setItem('duet-presenter', 'on')");
                open(page);
                // The pager is taken away so that → stops at the last part instead of leaving the page.
                browser.js("document.querySelectorAll('.pager a').forEach(a => a.remove());"
                        + "window.__seen = new Set(); window.__steps = new Set();"
                        + "window.__look = () => { const top = document.querySelector('.topbar').getBoundingClientRect().bottom;"
                        + " document.querySelectorAll('.split .row[class]:not(.spacer):not(.hscroll)').forEach((r, i) => {"
                        + "   const q = r.getBoundingClientRect(); if (q.top >= top - 0.5 && q.bottom <= innerHeight + 0.5) __seen.add(i); });"
                        + " document.querySelectorAll('.demo-step.current').forEach(n => __steps.add(n.closest('section.demo').id + ':' + n.dataset.step)); };"
                        + "__look();");
                Object last = null;
                for (int i = 0; i < 150; i++) {
                    new org.openqa.selenium.interactions.Actions(browser.driver).sendKeys(org.openqa.selenium.Keys.ARROW_RIGHT).perform();
                    Object now = browser.js("__look(); return [scrollY, document.querySelector('.present-pos').textContent, __steps.size]");
                    if (now.equals(last)) break;
                    last = now;
                }
                @SuppressWarnings("unchecked")
                Map<String, Object> r = (Map<String, Object>) browser.js("const rows = document.querySelectorAll('.split .row[class]:not(.spacer):not(.hscroll)');"
                        + "return {rows: rows.length, missing: Array.from(rows).map((x, i) => i).filter(i => !__seen.has(i)),"
                        + " steps: document.querySelectorAll('.demo-step').length, stepsSeen: __steps.size}");
                if (!((List<?>) r.get("missing")).isEmpty() || !r.get("steps").equals(r.get("stepsSeen")) || ((Number) r.get("rows")).intValue() == 0) {
                    problems.add(screen[0] + "x" + screen[1] + " " + page + ": " + r);
                }
                browser.js("document.activeElement.blur()");
                new org.openqa.selenium.interactions.Actions(browser.driver).sendKeys("?").perform();
                Object help = browser.js("const box = document.querySelector('.help-box').getBoundingClientRect();"
                        + "const close = document.querySelector('.help-box [data-action=close]').getBoundingClientRect();"
                        + "return box.top >= 0 && box.bottom <= innerHeight && close.top >= box.top && close.bottom <= box.bottom && close.bottom <= innerHeight");
                if (!Boolean.TRUE.equals(help)) problems.add(screen[0] + "x" + screen[1] + " " + page + ": the help dialog or its Close button is off screen");
                browser.js("window.Duet.closePopup(); localStorage.removeItem('duet-presenter')");
            }
        }
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }

    @Test
    void noPageScrollsSidewaysAtAnyDesktopWidth() {
        List<String> problems = new ArrayList<>();
        for (int width : DESKTOP) {
            browser.resize(width, 900);
            for (Path page : SiteFiles.htmlPages()) {
                String path = SiteFiles.root().relativize(page).toString().replace('\\', '/');
                if (path.contains("/src/") && !path.endsWith("Typed.java.html")) continue;
                open(path);
                Object overflow = browser.js("const d = document.documentElement; const over = d.scrollWidth - d.clientWidth;"
                        + "if (over === 0) return null;"
                        + "const wide = [...document.querySelectorAll('body *')].filter(n => n.getBoundingClientRect().right > d.clientWidth + 1)"
                        + ".map(n => n.tagName.toLowerCase() + (n.className ? '.' + String(n.className).split(' ')[0] : ''));"
                        + "return over + ' px, past the edge: ' + [...new Set(wide)].slice(0, 6).join(', ');");
                if (overflow != null) problems.add(path + " at " + width + " px scrolls sideways by " + overflow);
            }
        }
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }

    @Test
    void noPageScrollsSidewaysOnAPhoneAndTheMenuOpensTheNavigation() {
        browser.resize(390, 844);
        List<String> problems = new ArrayList<>();
        for (Path page : SiteFiles.htmlPages()) {
            String path = SiteFiles.root().relativize(page).toString().replace('\\', '/');
            if (path.contains("/src/") && !path.endsWith("Typed.java.html") && !path.endsWith("DeploymentController.java.html")) continue;
            open(path);
            Object overflow = browser.js("return document.documentElement.scrollWidth - document.documentElement.clientWidth");
            if (((Number) overflow).longValue() != 0) problems.add(path + " scrolls sideways by " + overflow + " px");
        }
        assertTrue(problems.isEmpty(), String.join("\n", problems));

        open("zh/get.html");
        assertEquals(Boolean.FALSE, browser.js("return !!document.querySelector('.toolwin.project').offsetParent"));
        browser.driver.findElement(org.openqa.selenium.By.cssSelector("[data-action='menu']")).click();
        Object drawer = browser.js("const a = document.querySelector('.toolwin.project a.current').getBoundingClientRect();"
                + "return a.left >= 0 && a.right <= innerWidth && a.top >= 0 && a.bottom <= innerHeight");
        assertEquals(Boolean.TRUE, drawer, "the menu shows the page list with the current page on screen");
        new org.openqa.selenium.interactions.Actions(browser.driver).sendKeys(org.openqa.selenium.Keys.ESCAPE).perform();
        assertEquals(Boolean.FALSE, browser.js("return !!document.querySelector('.toolwin.project').offsetParent"), "Esc closes it");

        open("en/src/dev/duet/workqueue/Typed.java.html");
        browser.js("document.getElementById('add(T)').scrollIntoView({block: 'center'}); document.getElementById('add(T)').click()");
        Object popup = browser.js("const r = document.querySelector('.symbol-popup').getBoundingClientRect();"
                + "return r.width > 0 && r.left >= 0 && r.right <= innerWidth && r.top >= 0 && r.bottom <= innerHeight");
        assertEquals(Boolean.TRUE, popup, "the usages popup is on screen");
    }

    @Test
    void codeIsSetInTheBundledFontFromTheSiteItself() throws IOException {
        browser.resize(1440, 900);
        for (String page : List.of("en/get.html", "zh/glossary.html", "zh/src/dev/duet/workqueue/Typed.java.html")) {
            open(page);
            Object loaded = browser.js("return document.fonts.ready.then(() => Array.from(document.fonts)"
                    + ".filter(f => f.family.replace(/\"/g, '') === 'JetBrains Mono' && f.status === 'loaded').length)");
            assertTrue(((Number) loaded).intValue() >= 1, page + ": JetBrains Mono loaded from assets/fonts");
            assertEquals(Boolean.TRUE, browser.js("return document.fonts.check('13px \"JetBrains Mono\"')"), page);
            String family = (String) browser.js("return getComputedStyle(document.querySelector('code')).fontFamily");
            assertTrue(family.startsWith("\"JetBrains Mono\""), family);
            String text = (String) browser.js("return getComputedStyle(document.body).fontFamily");
            assertTrue(!text.contains("JetBrains") && text.contains("Noto Sans CJK SC"), "text keeps the system fonts: " + text);
        }
        Path fonts = SiteFiles.root().resolve("assets/fonts");
        assertTrue(Files.isRegularFile(fonts.resolve("OFL.txt")), "the licence ships beside the font");
        long bytes;
        try (Stream<Path> files = Files.list(fonts)) {
            bytes = files.mapToLong(p -> p.toFile().length()).sum();
        }
        assertTrue(bytes < 100_000, "the bundled fonts stay small: " + bytes + " bytes");
    }

    @Test
    void thePlayerStaysInSightWhileTheSplitViewIsAndLinksTheOtherExecutedLines() {
        browser.resize(1440, 900);
        open("en/add-dirty.html");
        browser.js("const n = document.querySelector('section.demo [data-demo=next]'); n.click(); n.click();");
        browser.js("document.querySelector('.split .java-src.exec').scrollIntoView({block: 'start'}); window.scrollBy(0, -60)");
        browser.js("return new Promise(r => setTimeout(r, 200))");
        @SuppressWarnings("unchecked")
        Map<String, Object> seen = (Map<String, Object>) browser.js("const c = document.querySelector('.demo-console').getBoundingClientRect();"
                + "return {docked: document.querySelector('.demo-console').classList.contains('docked'),"
                + " console: c.top >= 0 && c.bottom <= innerHeight + 0.5,"
                + " chips: document.querySelectorAll('.demo-console .box-queue .key-chip').length,"
                + " lit: Array.from(document.querySelectorAll('.split .src.exec')).filter(n => { const r = n.getBoundingClientRect(); return r.top >= 41 && r.bottom <= c.top; }).length,"
                + " marker: getComputedStyle(document.querySelector('.split .java-src.exec').previousElementSibling).boxShadow}");
        assertEquals(Boolean.TRUE, seen.get("docked"), seen.toString());
        assertEquals(Boolean.TRUE, seen.get("console"), seen.toString());
        assertTrue(((Number) seen.get("chips")).intValue() > 0, seen.toString());
        assertTrue(((Number) seen.get("lit")).intValue() > 0, "lit lines and the player on screen together: " + seen);
        assertTrue(!"none".equals(seen.get("marker")), "the gutter marks an executed line: " + seen);

        String href = (String) browser.js("return Array.from(document.querySelectorAll('.demo-console .executed a')).find(a => a.textContent.startsWith('Set.java')).href");
        assertTrue(href.contains("/src/dev/duet/workqueue/Set.java.html#exec="), href);
        browser.open(href);
        Object lit = browser.js("return Array.from(document.querySelectorAll('pre.code.source .ln.exec')).map(n => +n.dataset.java)");
        assertTrue(((List<?>) lit).size() >= 5, "the source browser lights the step's lines: " + lit);
    }

    @Test
    void theProjectTreeRevealsAndMarksTheCurrentFile() {
        browser.resize(1440, 600);
        open("en/src/dev/duet/workqueue/TypedRateLimitingQueue.java.html");
        @SuppressWarnings("unchecked")
        Map<String, Object> tree = (Map<String, Object>) browser.js("const win = document.querySelector('.toolwin.project').getBoundingClientRect();"
                + "const a = document.querySelector('.tree a.current'); const r = a.getBoundingClientRect();"
                + "return {name: a.textContent, visible: r.top >= win.top && r.bottom <= win.bottom,"
                + " roots: Array.from(document.querySelectorAll('.tree > li.folder > details > summary')).map(s => s.textContent),"
                + " open: Array.from(document.querySelectorAll('.tree details[open] > summary')).map(s => s.textContent),"
                + " brand: document.querySelector('.topbar').textContent.split(document.querySelector('.brand').textContent).length - 1}");
        assertEquals("TypedRateLimitingQueue.java", tree.get("name"));
        assertEquals(Boolean.TRUE, tree.get("visible"), "scrolled into view in the Project window: " + tree);
        assertEquals(List.of("dev.duet.workqueue", "dev.duet.clock", "dev.duet.deployment"), tree.get("roots"), "the manifest's order");
        assertEquals(List.of("dev.duet.workqueue"), tree.get("open"), "only the current file's folder is open");
        assertEquals(1L, ((Number) tree.get("brand")).longValue(), "the site title shows once in the top bar");
        browser.js("document.querySelector('.tree summary').click()");
        assertEquals(Boolean.FALSE, browser.js("return document.querySelector('.tree a.current').checkVisibility()"), "folders fold");
    }
}
