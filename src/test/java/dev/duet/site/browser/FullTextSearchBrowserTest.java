package dev.duet.site.browser;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Search everywhere over the pages' text, the demos and the symbols, from file:// like a reader's disk copy. */
class FullTextSearchBrowserTest {
    private static Browser browser;

    @BeforeAll
    static void start() {
        browser = Browser.start(1440, 900);
    }

    @AfterAll
    static void stop() {
        if (browser != null) browser.close();
    }

    private static void waitFor(String what, Supplier<Boolean> condition) {
        new WebDriverWait(browser.driver, Duration.ofSeconds(5)).withMessage(what).until(d -> condition.get());
    }

    /** Opens a page, opens search with / and types the query; returns the result links. */
    private static List<WebElement> search(String sitePath, String query) {
        browser.open(SiteFiles.root().toUri() + sitePath);
        new Actions(browser.driver).sendKeys("/").perform();
        WebElement input = browser.driver.findElement(By.cssSelector(".search-input"));
        waitFor("search opens", input::isDisplayed);
        input.sendKeys(query);
        return browser.driver.findElements(By.cssSelector(".search-results li a"));
    }

    private static String relative(WebElement a) {
        String root = SiteFiles.root().toUri().toString();
        String href = a.getAttribute("href");
        return href.startsWith(root) ? href.substring(root.length()) : href;
    }

    @Test
    void aChineseWordInsideSentencesFindsEveryPageThatShowsIt() {
        browser.requestedUrls();
        List<WebElement> results = search("zh/get.html", "丢失");
        Set<String> pages = results.stream().map(a -> relative(a).split("#")[0]).collect(Collectors.toSet());
        assertEquals(Set.of("zh/delaying-queue.html", "zh/index.html", "zh/shutdown.html"), pages,
                "丢失 appears only inside sentences of these pages, never in a title");
        WebElement first = results.get(0);
        assertEquals("丢失", first.findElement(By.cssSelector(".snip mark")).getText(), "the snippet marks the match");
        String snippet = first.findElement(By.cssSelector(".snip")).getText();
        assertTrue(snippet.length() < 120, "a snippet, not the whole text: " + snippet);
        assertTrue(browser.requestedUrls().stream().allMatch(u -> u.startsWith("file:")), "no network, no fetch");
        browser.screenshot("search-zh-body-text");
    }

    @Test
    void bodyTextMatchesLinkToTheirSectionAndQuoteInlineCodeOnce() {
        List<WebElement> results = search("zh/index.html", "被调用得最多");
        assertFalse(results.isEmpty());
        assertEquals("zh/add-dirty.html#where", relative(results.get(0)));
        String snippet = results.get(0).findElement(By.cssSelector(".snip")).getText();
        assertTrue(snippet.contains("Add 是整个队列里被调用得最多的方法"), snippet);
        assertFalse(snippet.contains("Add Add"), snippet);
    }

    @Test
    void aDemoCaptionFindsTheDemo() {
        List<WebElement> results = search("en/index.html", "piles up three");
        assertFalse(results.isEmpty());
        WebElement demo = results.get(0);
        assertEquals("demo", demo.getAttribute("data-kind"));
        assertEquals("en/index.html#demo-alt-fifo-every-event", relative(demo));
        assertTrue(demo.getText().contains("The alternative: a FIFO of every event"), demo.getText());
        new Actions(browser.driver).sendKeys(Keys.ENTER).perform();
        waitFor("Enter goes to the demo", () -> browser.driver.getCurrentUrl().endsWith("#demo-alt-fifo-every-event"));
        assertEquals(Boolean.TRUE, browser.js("return !!document.getElementById('demo-alt-fifo-every-event')"));
    }

    @Test
    void severalWordsMustAllOccur() {
        List<WebElement> results = search("en/index.html", "hot key piles");
        assertFalse(results.isEmpty());
        assertEquals("en/index.html#demo-alt-fifo-every-event", relative(results.get(0)));
        assertTrue(search("en/index.html", "piles zebra").isEmpty());
    }

    @Test
    void symbolKindsAreInThePagesLanguage() {
        List<WebElement> results = search("zh/get.html", "processNextWorkItem");
        WebElement method = results.stream().filter(a -> "method".equals(a.getAttribute("data-kind"))).findFirst()
                .orElseThrow();
        assertEquals("方法", method.findElement(By.cssSelector(".k")).getText());
        WebElement component = search("zh/get.html", "shutdown").stream()
                .filter(a -> "recordComponent".equals(a.getAttribute("data-kind"))).findFirst().orElseThrow();
        assertEquals("记录组件", component.findElement(By.cssSelector(".k")).getText());
        assertEquals("方法", search("zh/get.html", "pnwi").get(0).findElement(By.cssSelector(".k")).getText(),
                "camel humps still find methods");
    }

    @Test
    void britishAndAmericanSpellingsFindEachOther() {
        // The pages write "amortised"; a reader used to American spelling types "amortized".
        List<WebElement> results = search("en/index.html", "amortized");
        Set<String> pages = results.stream().map(a -> relative(a).split("#")[0]).collect(Collectors.toSet());
        assertTrue(pages.contains("en/index.html") && pages.contains("en/add-processing.html"), pages.toString());
        assertEquals("amortised", results.get(0).findElement(By.cssSelector(".snip mark")).getText(),
                "the snippet marks the word as the page spells it");
        assertFalse(search("en/index.html", "amortised").isEmpty(), "the page's own spelling still finds it");
    }

    @Test
    void keysTypedWhileTheIndexLoadsGoIntoTheBoxNotToThePage() {
        browser.open(SiteFiles.root().toUri() + "en/get.html");
        browser.js("localStorage.removeItem('duet-presenter'); document.documentElement.classList.remove('presenter');");
        // A gate: the search data does not arrive until the test lets it, so the keys below are
        // typed while it is loading, whatever the machine's speed.
        browser.js("var load = Duet.loadShard; window.duetHeld = [];"
                + "Duet.loadShard = function (name, done) { window.duetHeld.push(function () { load(name, done); }); };");
        new Actions(browser.driver).sendKeys("/pnwi").perform();
        WebElement input = browser.driver.findElement(By.cssSelector(".search-input"));
        assertTrue(input.isDisplayed(), "the box is open before its data is in");
        assertEquals("pnwi", input.getAttribute("value"), "every key went into the box");
        assertEquals(Boolean.FALSE, browser.js("return document.documentElement.classList.contains('presenter')"),
                "p did not reach the page's presenter shortcut");
        assertTrue(browser.driver.findElement(By.cssSelector(".search-none")).getAttribute("hidden") != null,
                "no \"nothing found\" before there is anything to search");
        browser.js("window.duetHeld.splice(0).forEach(function (f) { f(); });");
        waitFor("results once the data is in", () -> {
            browser.js("window.duetHeld.splice(0).forEach(function (f) { f(); });");
            return !browser.driver.findElements(By.cssSelector(".search-results li a")).isEmpty();
        });
        assertEquals("processNextWorkItem", browser.driver.findElement(By.cssSelector(".search-results li a .t")).getText());
    }
}
