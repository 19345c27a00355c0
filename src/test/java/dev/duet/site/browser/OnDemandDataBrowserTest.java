package dev.duet.site.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.duet.site.render.DataScripts;
import java.time.Duration;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * From {@code file://}, a page loads a symbol's data only when it is asked for: a hover on a name
 * declared in another file loads that file's declaration shard and shows its quick doc, and its
 * usages list, loaded from that file's usage shard, holds the usages in every file.
 */
class OnDemandDataBrowserTest {
    private static final String PAGE = "en/src/dev/duet/deployment/DeploymentController.java.html";
    private static final String ADD = "dev.duet.workqueue.TypedRateLimitingQueue#add(T)";
    private static final String SHARDS_OF_QUEUE = "/assets/data/%s/dev/duet/workqueue/TypedRateLimitingQueue.java.";
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

    private static boolean requested(List<String> urls, String kind) {
        return urls.stream().anyMatch(u -> u.contains(String.format(SHARDS_OF_QUEUE, kind)));
    }

    @Test
    void aCrossFileHoverAndItsUsagesLoadTheirShardsOnDemand() {
        browser.requestedUrls();
        browser.open(SiteFiles.root().toUri() + PAGE);
        List<String> atLoad = browser.requestedUrls();
        assertTrue(atLoad.stream().anyMatch(u -> u.contains("/assets/data/sym/dev/duet/deployment/DeploymentController.java.")),
                "the page loads its own file's declarations: " + atLoad);
        assertFalse(requested(atLoad, "sym") || requested(atLoad, "use"), "nothing of another file at load: " + atLoad);
        assertFalse(atLoad.stream().anyMatch(u -> u.contains("/assets/data/search-")), "no search data at load: " + atLoad);

        WebElement ref = find("a.ref[data-sym='" + ADD + "']");
        browser.js("arguments[0].scrollIntoView({block: 'center'})", ref);
        new Actions(browser.driver).moveToElement(ref).perform();
        waitFor("the quick doc of a method declared in TypedRateLimitingQueue.java",
                () -> find(".symbol-popup").isDisplayed() && find(".symbol-popup").getAttribute("class").contains("doc"));
        assertTrue(find(".symbol-popup .sig").getText().contains("add(T item)"), find(".symbol-popup").getText());
        assertTrue(find(".symbol-popup .where a").getText().startsWith("dev/duet/workqueue/TypedRateLimitingQueue.java:"),
                find(".symbol-popup .where").getText());
        List<String> afterHover = browser.requestedUrls();
        assertTrue(requested(afterHover, "sym"), "the hover loaded the other file's declarations: " + afterHover);
        assertFalse(requested(afterHover, "use"), "a hover needs no usages: " + afterHover);
        new Actions(browser.driver).sendKeys(Keys.ESCAPE).perform();

        browser.js("arguments[0].focus()", ref);
        new Actions(browser.driver).keyDown(Keys.ALT).sendKeys(Keys.F7).keyUp(Keys.ALT).perform();
        waitFor("Alt+F7 lists the usages", () -> find(".symbol-popup").isDisplayed()
                && find(".symbol-popup").getAttribute("class").contains("usages"));
        assertEquals("Usages of add", browser.js("return document.querySelector('.symbol-popup .popup-title').textContent"));
        List<String> files = browser.driver.findElements(By.cssSelector(".symbol-popup .usages > li.group > .file"))
                .stream().map(WebElement::getText).toList();
        assertTrue(files.containsAll(List.of("DeploymentController.java", "TypedRateLimitingQueue.java", "TypedDelayingQueue.java")),
                "usages in other files than the page's: " + files);
        WebElement inOtherFile = find(".symbol-popup .usages > li.group[title='dev/duet/workqueue/TypedDelayingQueue.java'] .in-file a");
        assertTrue(inOtherFile.getAttribute("href").contains("/en/src/dev/duet/workqueue/TypedDelayingQueue.java.html#L"),
                inOtherFile.getAttribute("href"));
        assertFalse(inOtherFile.findElement(By.cssSelector("code.line")).getText().isBlank(), "each usage shows its line");
        assertTrue(inOtherFile.findElement(By.cssSelector(".kind")).getText().startsWith("call"), "and its kind");
        assertTrue(requested(browser.requestedUrls(), "use"), "the usages came from the other file's usage shard");
        assertTrue(browser.consoleErrors().isEmpty(), browser.consoleErrors().toString());
    }

    @Test
    void thePageFindsAShardPartWithTheSameHashAsTheBuild() {
        browser.open(SiteFiles.root().toUri() + PAGE);
        for (String id : List.of(ADD, "dev.duet.clock.Clock", "a.B#c(Map<String,List<Integer>>)", "数据.类型#方法(é)", "")) {
            for (int parts : new int[] {1, 2, 7, 64}) {
                assertEquals((long) DataScripts.bucket(id, parts), browser.js("return Duet.bucket(arguments[0], arguments[1])", id, parts),
                        id + " in " + parts + " parts");
            }
        }
    }
}
