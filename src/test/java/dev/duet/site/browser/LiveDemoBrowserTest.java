package dev.duet.site.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.duet.site.serve.DevServer;
import java.io.PrintStream;
import java.io.OutputStream;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Under {@code duet serve} a demo becomes editable and runs for real on the local server; from
 * {@code file://} (no token) the page offers no Run button.
 */
class LiveDemoBrowserTest {
    private static Browser browser;
    private static DevServer server;

    @BeforeAll
    static void start() throws Exception {
        browser = Browser.start(1400, 1000);
        server = DevServer.start(DevServer.Options.local(SiteFiles.root(), List.of(), 0, changed -> { },
                new PrintStream(OutputStream.nullOutputStream())));
        browser.open(server.openUri().toString()); // the URL serve prints: this browser gets the run cookie
    }

    @AfterAll
    static void stop() {
        if (browser != null) browser.close();
        if (server != null) server.close();
    }

    private WebElement demo(String page) {
        browser.open(server.baseUri().resolve(page).toString());
        return browser.driver.findElement(By.cssSelector("section.demo#demo-collapse-duplicates"));
    }

    /** The demo's editor, once live-demo.js (which serve adds) has fetched the demo's source. */
    private WebElement editor(WebElement section) {
        new WebDriverWait(browser.driver, Duration.ofSeconds(30)).withMessage("the live editor")
                .until(d -> !section.findElements(By.cssSelector("textarea.demo-editor")).isEmpty());
        return section.findElement(By.cssSelector("textarea.demo-editor"));
    }

    private void awaitEnd(WebElement section) {
        WebElement status = section.findElement(By.cssSelector(".demo-live-status"));
        new WebDriverWait(browser.driver, Duration.ofSeconds(90)).withMessage("the run ends")
                .until(d -> status.getText().startsWith("■"));
    }

    @Test
    void anEditedDemoRunsOnTheServerAndStreamsItsOutput() {
        WebElement section = demo("/en/add-dirty.html");
        WebElement editor = editor(section);
        // the page language's view: this language's captions, no header lines, no edit markers
        String view = editor.getAttribute("value");
        assertTrue(view.startsWith("//# en: Create a queue and add the key a.\n"), view);
        for (String raw : List.of("//!", "//# zh:", "/*edit*/")) assertFalse(view.contains(raw), raw + " in the editor: " + view);
        assertTrue(view.contains("q.add(\"a\");\nq.len()\n//= 1\n\n//# en: Add a again"), view);
        browser.js("arguments[0].value = arguments[0].value + '\\n//# zh: 再加一次。\\n//# en: Add once more.\\n"
                + "q.add(\"c\");\\nq.len()\\n//= 2\\n';", editor);
        section.findElement(By.cssSelector("button.demo-run")).click();
        awaitEnd(section);
        String status = section.findElement(By.cssSelector(".demo-live-status")).getText();
        assertTrue(status.startsWith("■ every step printed what it expects · finished in "), status);
        String text = section.findElement(By.cssSelector("pre.demo-live-output")).getText();
        assertTrue(text.contains("▶ Step 1 · Create a queue and add the key a."), text);
        assertTrue(text.contains("▶ Step 5 · Add once more.\n2"), "the added step ran: " + text);
        assertEquals(List.of(), browser.consoleErrors());
    }

    /** A step the recording has is shown by the player with its live output and state, marked live. */
    @Test
    void thePlayerFollowsTheLiveRun() {
        WebElement section = demo("/en/add-dirty.html");
        browser.js("arguments[0].value = arguments[0].value.replace('q.add(\"b\");', 'q.add(\"z\");');", editor(section));
        section.findElement(By.cssSelector("button.demo-run")).click();
        awaitEnd(section);
        WebElement third = section.findElements(By.cssSelector(".demo-step")).get(2);
        browser.js("arguments[0].scrollIntoView()", third);
        browser.screenshot("live-editor-player-live");
        WebElement live = third.findElement(By.cssSelector("pre.demo-output-live"));
        assertEquals("queue=[a, z] dirty=[a, z] processing=[] shuttingDown=false", live.getText());
        assertEquals("live", live.getAttribute("data-live-label"));
        assertTrue(third.getAttribute("class").contains("live"), third.getAttribute("class"));
        assertEquals("q.add(\"z\");\nq.snapshot()", third.findElement(By.cssSelector("pre.demo-code")).getText(),
                "the code as it ran");
        assertTrue(third.findElement(By.cssSelector("pre.demo-output:not(.demo-output-live)")).getText().isEmpty(),
                "the recorded output is hidden");
        // The player was left on the last step; step back to the third, shown live.
        section.findElement(By.cssSelector("[data-demo='prev']")).click();
        String pos = section.findElement(By.cssSelector(".player-pos")).getText();
        assertTrue(pos.startsWith("Step 3 of 4") && pos.endsWith("· live"), pos);
        List<String> chips = section.findElements(By.cssSelector(".state-boxes .key-chip")).stream()
                .map(c -> c.getAttribute("textContent").strip()).toList();
        assertTrue(chips.contains("z") && !chips.contains("b"), "the live state: " + chips);
        String status = section.findElement(By.cssSelector(".demo-live-status")).getText();
        assertTrue(status.startsWith("■ some steps printed something else"), status);
        assertEquals(List.of(), browser.consoleErrors());
    }

    /** On a Chinese page every message of the live editor is Chinese, the compiler's own words aside. */
    @Test
    void aCompileErrorIsShownAtItsLineInThePagesLanguage() {
        WebElement section = demo("/zh/add-dirty.html");
        WebElement editor = editor(section);
        browser.js("arguments[0].value = arguments[0].value.replace('q.add(\"a\");', 'q.add(\"a\");\\n    missing(1);');"
                + "arguments[0].dispatchEvent(new Event('input'));", editor);
        String value = editor.getAttribute("value");
        int line = value.substring(0, value.indexOf("missing(1)")).split("\n", -1).length;
        section.findElement(By.cssSelector("button.demo-run")).click();
        awaitEnd(section);
        browser.js("arguments[0].scrollIntoView()", section.findElement(By.cssSelector(".demo-live")));
        browser.screenshot("live-editor-compile-error-zh");
        WebElement problem = section.findElement(By.cssSelector(".demo-live-problem"));
        assertTrue(problem.getText().startsWith("第 " + line + " 行第 5 列： 第 1 步无法编译："), problem.getText());
        assertTrue(problem.getText().contains("missing"), "the compiler's message names the symbol: " + problem.getText());
        WebElement marked = section.findElement(By.cssSelector(".demo-editor-ln.error"));
        assertEquals(String.valueOf(line), marked.getAttribute("data-line"));
        String status = section.findElement(By.cssSelector(".demo-live-status")).getText();
        assertTrue(status.startsWith("■ 有的步骤无法编译 · 运行结束，用时 "), status);
        String all = section.findElement(By.cssSelector(".demo-live")).getText();
        assertTrue(all.contains("第 2 步没有运行，因为前面的步骤失败了"), all);
        for (String raw : List.of("DID_NOT_COMPILE", "NOT_RUN", "finished", "Step", "live.")) {
            assertFalse(all.contains(raw), raw + " in " + all);
        }
        assertEquals("停止", section.findElement(By.cssSelector("button.demo-stop")).getText());
        problem.findElement(By.cssSelector("a.demo-live-at")).click();
        Object caret = browser.js("var e = arguments[0]; return e.value.substring(0, e.selectionStart).split('\\n').length;", editor);
        assertEquals((long) line, caret, "the link puts the caret on the line");
        assertEquals(List.of(), browser.consoleErrors());
    }

    /** What keeps an edited demo from being read is said in the page's language too, at its line. */
    @Test
    void aDemoThatCannotBeReadIsExplainedInThePagesLanguage() {
        WebElement section = demo("/zh/add-dirty.html");
        browser.js("arguments[0].value = '//# zh: 一\\nint x = 1;\\n//! timeout: 1s\\n';"
                + "arguments[0].dispatchEvent(new Event('input'));", editor(section));
        section.findElement(By.cssSelector("button.demo-run")).click();
        awaitEnd(section);
        assertEquals("第 3 行第 1 列： 头部行（//!）应写在第一步之前",
                section.findElement(By.cssSelector(".demo-live-problem")).getText());
        assertEquals("3", section.findElement(By.cssSelector(".demo-editor-ln.error")).getAttribute("data-line"));
        assertEquals("■ 这段演示无法按现在的写法运行：", section.findElement(By.cssSelector(".demo-live-status")).getText());
        assertEquals(List.of(), browser.consoleErrors());
    }

    /** A looping snippet shows what it printed while it runs, and Stop ends it. */
    @Test
    void stopEndsALoopingRunWhoseOutputShowsMeanwhile() {
        WebElement section = demo("/en/add-dirty.html");
        browser.js("arguments[0].value = 'System.out.println(\"tick\");\\nwhile (true) { }\\n';", editor(section));
        WebElement stop = section.findElement(By.cssSelector("button.demo-stop"));
        assertFalse(stop.isEnabled(), "nothing to stop yet");
        section.findElement(By.cssSelector("button.demo-run")).click();
        WebElement out = section.findElement(By.cssSelector("pre.demo-live-output"));
        new WebDriverWait(browser.driver, Duration.ofSeconds(60)).withMessage("the first line shows while the run goes")
                .until(d -> out.getText().contains("tick") && stop.isEnabled());
        WebElement status = section.findElement(By.cssSelector(".demo-live-status"));
        assertEquals("running", status.getAttribute("data-state"));
        stop.click();
        awaitEnd(section);
        assertEquals("stopped", status.getAttribute("data-state"));
        assertEquals("■ stopped", status.getText());
        assertTrue(section.findElement(By.cssSelector("button.demo-run")).isEnabled());
        assertEquals(List.of(), browser.consoleErrors());
    }

    @Test
    void fromDiskThereIsNoRunButton() {
        browser.open(SiteFiles.root().toUri() + "en/add-dirty.html");
        assertEquals(0, browser.driver.findElements(By.cssSelector("button.demo-run")).size());
        assertTrue(browser.driver.findElements(By.cssSelector("section.demo")).size() > 0);
    }
}
