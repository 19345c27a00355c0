package dev.duet.site.browser;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.time.Duration;
import java.util.List;
import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A Go call or field in a split view leads to its Java twin: hover for its quick doc, click to go there. */
class GoTwinsBrowserTest {
    private static Browser browser;

    @BeforeAll
    static void start() {
        browser = Browser.start(1600, 1000);
    }

    @AfterAll
    static void stop() {
        if (browser != null) browser.close();
    }

    private static WebElement find(String css) {
        return browser.driver.findElement(By.cssSelector(css));
    }

    private static void waitFor(String what, Supplier<Boolean> condition) {
        new WebDriverWait(browser.driver, Duration.ofSeconds(5)).withMessage(what).until(d -> condition.get());
    }

    @Test
    void goPopShowsAndReachesQueuePop() {
        browser.open(SiteFiles.root().toUri() + "zh/get.html");
        WebElement pop = find("#go-284 a.ref[data-sym='dev.duet.workqueue.Queue#pop()']");
        assertEquals("Pop", pop.getText());
        WebElement field = find("#go-284 a.ref[data-sym='dev.duet.workqueue.Typed#queue']");
        assertEquals("queue", field.getText());
        new Actions(browser.driver).moveToElement(pop).perform();
        waitFor("quick doc of the Java twin", () -> find(".symbol-popup").isDisplayed());
        assertTrue(find(".symbol-popup .sig").getText().contains("pop()"), find(".symbol-popup").getText());
        browser.js("document.querySelector(\"#go-284 a.ref[data-sym='dev.duet.workqueue.Queue#pop()']\").click()");
        waitFor("the source browser at Queue#pop()", () -> browser.driver.getCurrentUrl().endsWith("zh/src/dev/duet/workqueue/Queue.java.html#pop()"));
    }

    @Test
    void aGoNameWithTwoMeaningsOnItsJavaLinesStaysPlain() {
        // Go's q.cond.L.Lock() became lock.lock(): the field lock and the JDK's lock(), so Lock links
        // nowhere (q, the receiver, and cond, the field, do: see GoSideAndToolWindowsBrowserTest).
        browser.open(SiteFiles.root().toUri() + "en/get.html");
        assertEquals(List.of("q", "cond"), browser.js("return Array.from(document.querySelectorAll('#go-274 a.ref')).map(a => a.textContent)"));
        assertTrue((Long) browser.js("return document.querySelectorAll('.split [id^=go-] a.ref').length") >= 10);
    }
}
