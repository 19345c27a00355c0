package dev.duet.site.browser;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What a reader does on the site, in a real browser: split view, code navigation, search, keys, demos. */
class ReadingBrowserTest {
    private static Browser browser;

    @BeforeAll
    static void start() {
        browser = Browser.start(1600, 1000);
    }

    @AfterAll
    static void stop() {
        if (browser != null) browser.close();
    }

    @BeforeEach
    void freshState() {
        browser.resize(1600, 1000);
        open("en/index.html");
        browser.js("localStorage.clear(); document.documentElement.removeAttribute('data-theme');"
                + " document.documentElement.classList.remove('presenter');");
    }

    private static void open(String sitePath) {
        browser.open(SiteFiles.root().toUri() + sitePath);
    }

    private static String url() {
        return browser.driver.getCurrentUrl();
    }

    private static WebElement find(String css) {
        return browser.driver.findElement(By.cssSelector(css));
    }

    private static void waitFor(String what, Supplier<Boolean> condition) {
        new WebDriverWait(browser.driver, Duration.ofSeconds(5)).withMessage(what).until(d -> condition.get());
    }

    @Test
    void hoveringAGoLineLightsItsJavaCounterpartAndConnector() {
        open("en/add-dirty.html");
        WebElement go = find("#go-236");
        assertEquals("103", go.getAttribute("data-links"));
        new Actions(browser.driver).moveToElement(go).perform();
        waitFor("Java 103 lit", () -> find("#java-103").getAttribute("class").contains("hl"));
        assertFalse(find("#java-104").getAttribute("class").contains("hl"));
        assertEquals(1L, browser.js("return document.querySelectorAll('.split svg.connectors path.hl[data-go=\"236\"]').length"));
        Object crossing = browser.js("return document.querySelectorAll('.split svg.connectors path.crossing').length");
        assertTrue((Long) crossing > 0, "the crossing pairs of Add are drawn");
    }

    @Test
    void keyboardFocusOnAJavaLineLightsItsGoCounterpart() {
        open("en/add-dirty.html");
        browser.js("document.getElementById('java-127').focus()");
        assertTrue(find("#go-237").getAttribute("class").contains("hl"));
    }

    @Test
    void marginNotesDoNotStretchTheCodeRows() {
        open("en/process-next-work-item.html");
        waitFor("notes in the margin", () -> find(".split").getAttribute("class").contains("margin-notes"));
        Object tallest = browser.js("return Math.max(...Array.from(document.querySelectorAll('.split .row'))"
                + ".filter(r => !r.matches('.hscroll, .spacer')).map(r => r.querySelector('.java-src').getBoundingClientRect().height))");
        assertTrue(((Number) tallest).doubleValue() < 90, "a code row is " + tallest + "px high");
        Object overlaps = browser.js("const n = Array.from(document.querySelectorAll('.split .note')).map(x => x.getBoundingClientRect());"
                + "return n.some((r, i) => i > 0 && r.top < n[i - 1].bottom - 0.5);");
        assertEquals(Boolean.FALSE, overlaps);
    }

    @Test
    void clickingAMethodCallInTheSourceBrowserLandsOnItsDeclaration() {
        open("en/src/dev/duet/deployment/DeploymentController.java.html");
        WebElement call = find("a.ref[data-sym='dev.duet.workqueue.TypedRateLimitingQueue#add(T)']");
        call.click();
        waitFor("navigated to the declaration", () -> url().contains("TypedRateLimitingQueue.java.html#add(T)"));
        WebElement decl = find("[id='add(T)']");
        assertTrue(decl.getAttribute("class").contains("decl"));
        assertTrue(decl.getAttribute("class").contains("target"), "the hash target is lit");
    }

    @Test
    void theUsagesPopupListsTheKnownCallSites() {
        open("en/src/dev/duet/workqueue/TypedRateLimitingQueue.java.html#add(T)");
        find("[id='add(T)']").click();
        WebElement popup = find(".symbol-popup");
        waitFor("usages popup", popup::isDisplayed);
        assertEquals("dialog", popup.getAttribute("role"));
        String text = popup.getText();
        assertTrue(text.contains("DeploymentController.java"), text);
        assertTrue((Long) browser.js("return document.querySelectorAll('.symbol-popup a[href*=\"DeploymentController.java.html#L\"]').length") > 0, text);
        assertTrue(text.contains("queue.add(key);"), text);
        assertTrue(text.contains("call"), text);
        new Actions(browser.driver).sendKeys(Keys.ESCAPE).perform();
        waitFor("popup closed", () -> !popup.isDisplayed());

        open("en/src/dev/duet/workqueue/Typed.java.html");
        browser.js("document.getElementById('done(T)').focus()");
        new Actions(browser.driver).keyDown(Keys.ALT).sendKeys(Keys.F7).keyUp(Keys.ALT).perform();
        waitFor("Alt+F7 opens usages", () -> find(".symbol-popup").isDisplayed());
        assertEquals("Usages of done", browser.js("return document.querySelector('.symbol-popup .popup-title').textContent"));
    }

    @Test
    void tabStaysInsideAModalPopup() {
        open("en/src/dev/duet/workqueue/Typed.java.html");
        browser.js("document.getElementById('dirty').focus()");
        new Actions(browser.driver).keyDown(Keys.ALT).sendKeys(Keys.F7).keyUp(Keys.ALT).perform();
        waitFor("Alt+F7 opens usages", () -> find(".symbol-popup").isDisplayed());
        long links = (Long) browser.js("return document.querySelectorAll('.symbol-popup a[href]').length");
        assertTrue(links >= 2, "several usages to tab through: " + links);
        for (int i = 0; i < links + 2; i++) {
            new Actions(browser.driver).sendKeys(Keys.TAB).perform();
            assertEquals(Boolean.TRUE, browser.js("return document.querySelector('.symbol-popup').contains(document.activeElement)"),
                    "focus after " + (i + 1) + " Tab presses");
        }
        browser.js("document.querySelector('.symbol-popup a[href]').focus()");
        new Actions(browser.driver).keyDown(Keys.SHIFT).sendKeys(Keys.TAB).keyUp(Keys.SHIFT).perform();
        assertEquals(Boolean.TRUE, browser.js("var a = document.querySelectorAll('.symbol-popup a[href]');"
                + " return document.activeElement === a[a.length - 1]"), "Shift+Tab from the first wraps to the last");
        new Actions(browser.driver).sendKeys(Keys.ESCAPE).perform();
        assertEquals("dirty", browser.js("return document.activeElement.id"), "Esc gives the focus back");
    }

    @Test
    void hoverAndCtrlQShowQuickDocumentation() {
        open("en/src/dev/duet/deployment/DeploymentController.java.html");
        WebElement call = find("a.ref[data-sym='dev.duet.workqueue.TypedRateLimitingQueue#add(T)']");
        new Actions(browser.driver).moveToElement(call).perform();
        waitFor("quick doc on hover", () -> find(".symbol-popup").isDisplayed());
        assertTrue(find(".symbol-popup .sig").getText().contains("add(T item)"), find(".symbol-popup").getText());
        new Actions(browser.driver).sendKeys(Keys.ESCAPE).perform();
        browser.js("document.querySelector(\"a.ref[data-sym='dev.duet.workqueue.TypedRateLimitingQueue#addRateLimited(T)']\").focus()");
        new Actions(browser.driver).keyDown(Keys.CONTROL).sendKeys("q").keyUp(Keys.CONTROL).perform();
        waitFor("Ctrl+Q shows the documentation", () -> find(".symbol-popup .sig").getText().contains("addRateLimited"));
    }

    @Test
    void searchFindsAMethodAndGoesThereWithEnter() {
        open("en/get.html");
        new Actions(browser.driver).sendKeys("/").perform();
        WebElement input = find(".search-input");
        waitFor("search opens", input::isDisplayed);
        input.sendKeys("processNextWorkItem");
        List<WebElement> results = browser.driver.findElements(By.cssSelector(".search-results li"));
        assertTrue(results.stream().anyMatch(r -> r.getText().contains("processNextWorkItem") && r.getText().contains("method")));
        input.sendKeys(Keys.ARROW_DOWN, Keys.ARROW_UP);
        String target = results.get(0).findElement(By.tagName("a")).getAttribute("href");
        input.sendKeys(Keys.ENTER);
        waitFor("Enter follows the first result", () -> url().equals(target));
    }

    @Test
    void searchMatchesChineseHeadingsOnChinesePages() {
        open("zh/get.html");
        new Actions(browser.driver).sendKeys(Keys.SHIFT).pause(60).sendKeys(Keys.SHIFT).perform();
        WebElement input = find(".search-input");
        waitFor("Shift Shift opens search", input::isDisplayed);
        input.sendKeys("工程问题");
        WebElement first = find(".search-results li a");
        assertTrue(first.getText().contains("工程问题"), first.getText());
        assertTrue(first.getAttribute("href").endsWith("zh/index.html#problem"), first.getAttribute("href"));
        new Actions(browser.driver).sendKeys(Keys.ESCAPE).perform();
        waitFor("Esc closes search", () -> !input.isDisplayed());
    }

    @Test
    void languageSwitchKeepsTheStepAndTheAnchor() {
        open("en/get.html#go-273");
        find(".langs a[data-lang='zh']").click();
        waitFor("switched to Chinese", () -> url().endsWith("zh/get.html#go-273"));
        assertEquals("zh", browser.js("return document.documentElement.lang"));
    }

    @Test
    void darkThemeChoicePersistsAcrossPages() {
        open("en/get.html");
        find("[data-action='theme']").click();
        assertEquals("dark", browser.js("return document.documentElement.dataset.theme"));
        open("zh/src/dev/duet/workqueue/Typed.java.html");
        assertEquals("dark", browser.js("return document.documentElement.dataset.theme"));
        Object background = browser.js("return getComputedStyle(document.body).backgroundColor");
        assertEquals("rgb(43, 43, 43)", background);
    }

    @Test
    void presenterModeWalksAPagePartByPartThenMovesBetweenSteps() {
        open("en/enqueue.html");
        new Actions(browser.driver).sendKeys("p").perform();
        assertEquals(Boolean.TRUE, browser.js("return document.documentElement.classList.contains('presenter')"));
        assertFalse(find(".toolwin.project").isDisplayed());
        long parts = (Long) browser.js("return document.querySelectorAll("
                + "'main .page-head, main section.split, main h2[id], main section.demo').length");
        assertTrue(parts >= 4, "the step page has several parts: " + parts);
        new Actions(browser.driver).sendKeys(Keys.ARROW_RIGHT).perform();
        assertTrue(url().endsWith("en/enqueue.html"), "the first → stays on the page: " + url());
        assertEquals("Part 2 of " + parts, find(".present-pos").getText());
        assertEquals("split", browser.js("return document.querySelector('.present-current').className.split(' ')[0]"));
        double top = ((Number) browser.js("return document.querySelector('.present-current').getBoundingClientRect().top")).doubleValue();
        double bar = ((Number) browser.js("return document.querySelector('.topbar').getBoundingClientRect().height")).doubleValue();
        assertTrue(Math.abs(top - bar - 8) < 3, "the part is brought under the top bar: " + top + " vs " + bar);
        new Actions(browser.driver).sendKeys(Keys.ARROW_LEFT).perform();
        assertEquals("Part 1 of " + parts, find(".present-pos").getText());
        // A part taller than the window takes one → per screen, a demo one per step.
        for (int i = 0; i < 60 && url().endsWith("en/enqueue.html"); i++) {
            new Actions(browser.driver).sendKeys(Keys.ARROW_RIGHT).perform();
        }
        waitFor("past the last part, the next step", () -> url().endsWith("en/process-next-work-item.html"));
        assertEquals(Boolean.TRUE, browser.js("return document.documentElement.classList.contains('presenter')"));
        new Actions(browser.driver).sendKeys(Keys.ARROW_LEFT).perform();
        waitFor("before the first part, the previous step", () -> url().endsWith("en/enqueue.html"));
        new Actions(browser.driver).sendKeys("?").perform();
        WebElement help = find(".help-box");
        assertTrue(help.isDisplayed());
        assertEquals("true", help.getAttribute("aria-modal"));
    }

    @Test
    void demoPlayerStepsForwardShowsTheQueueAndLightsExecutedLines() {
        open("en/add-dirty.html");
        WebElement demo = find("#demo-collapse-duplicates");
        assertEquals(0L, browser.js("return document.querySelectorAll('.exec').length"));
        demo.findElement(By.cssSelector("[data-demo='next']")).click();
        assertTrue(demo.findElement(By.cssSelector(".player-pos")).getText().startsWith("Step 1 of 4"));
        demo.findElement(By.cssSelector("[data-demo='next']")).click();
        assertTrue(demo.findElement(By.cssSelector(".player-pos")).getText().startsWith("Step 2 of 4"));
        assertEquals("a", demo.findElement(By.cssSelector(".box-queue .key-chip")).getText());
        assertEquals("a", demo.findElement(By.cssSelector(".box-dirty .key-chip")).getText());
        Object javaExec = browser.js("return Array.from(document.querySelectorAll('.split .java-src.exec')).map(n => n.dataset.java)");
        assertTrue(((List<?>) javaExec).contains("103"), "Typed.java line 103 ran: " + javaExec);
        Object goExec = browser.js("return document.querySelectorAll('.split .go-src.exec').length");
        assertTrue((Long) goExec > 0);
    }

    @Test
    void controllerDemoShowsTheControllerState() {
        open("en/sync-deployment.html");
        WebElement demo = find("section.demo");
        demo.findElement(By.cssSelector("[data-demo='next']")).click();
        String vars = demo.findElement(By.cssSelector(".variables")).getText();
        assertTrue(vars.contains("syncs") || vars.contains("replicaSets"), vars);
    }
}
