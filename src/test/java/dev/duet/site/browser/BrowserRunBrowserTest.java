package dev.duet.site.browser;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The committed site's demos run in the reader's browser from file://: every demo of every page,
 * in both languages, passes (prints what its recording printed), with no request leaving the
 * machine; a changed editable value shows what the port really does with it.
 */
class BrowserRunBrowserTest {
    private static final Set<String> ENDED = Set.of("passed", "mismatch", "error", "stopped", "finished");
    private static Browser browser;

    @BeforeAll
    static void start() {
        browser = Browser.start(1400, 1000);
    }

    @AfterAll
    static void stop() {
        if (browser != null) browser.close();
    }

    @ParameterizedTest
    @ValueSource(strings = {"zh", "en"})
    void everyDemoOfEveryPagePassesInTheBrowser(String lang) throws Exception {
        List<String> pagesWithDemos = new ArrayList<>();
        for (Path page : SiteFiles.htmlPages()) {
            if (page.startsWith(SiteFiles.root().resolve(lang)) && !page.toString().contains("/src/")
                    && Files.readString(page).contains("data-demo=\"")) {
                pagesWithDemos.add(page.toUri().toString());
            }
        }
        assertTrue(pagesWithDemos.size() >= 5, "pages with demos: " + pagesWithDemos);
        browser.requestedUrls();
        int ran = 0;
        // The run times the pages report, kept for the record (target/browser-run-times-<lang>.txt).
        StringBuilder times = new StringBuilder();
        for (String url : pagesWithDemos) {
            browser.open(url);
            List<WebElement> demos = browser.driver.findElements(By.cssSelector("section.demo[data-demo]"));
            for (WebElement demo : demos) {
                String id = demo.getAttribute("data-demo");
                WebElement run = demo.findElement(By.cssSelector("[data-live-run]"));
                browser.js("arguments[0].scrollIntoView({block: 'center'});", run);
                run.click();
                String status = awaitEnd(demo);
                assertEquals("passed", status, lang + " " + url + " #" + id + ": "
                        + demo.findElement(By.cssSelector("[data-live-status]")).getText());
                ran++;
                times.append(lang).append(' ').append(id).append(": ")
                        .append(demo.findElement(By.cssSelector("[data-live-status]")).getText()).append('\n');
            }
        }
        assertTrue(ran >= 16, "demos run: " + ran);
        Files.createDirectories(Path.of("target"));
        Files.writeString(Path.of("target", "browser-run-times-" + lang + ".txt"), times);
        for (String requested : browser.requestedUrls()) {
            assertTrue(requested.startsWith("file:") || requested.startsWith("blob:") || requested.startsWith("data:"),
                    "a request left the machine: " + requested);
        }
        assertEquals(List.of(), browser.consoleErrors().stream().filter(e -> !e.contains("favicon")).toList());
    }

    @Test
    void aChangedValueShowsWhatThePortReallyDoes() {
        browser.open(SiteFiles.root().resolve("en/add-dirty.html").toUri().toString());
        WebElement demo = browser.driver.findElement(By.cssSelector("#demo-collapse-duplicates"));
        WebElement input = demo.findElement(By.cssSelector("[data-live-edit]"));
        assertEquals("a", input.getAttribute("value"));
        browser.js("arguments[0].scrollIntoView({block: 'center'});", input);
        input.clear();
        input.sendKeys("c");
        demo.findElement(By.cssSelector("[data-live-run]")).click();
        assertEquals("finished", awaitEnd(demo));
        // Adding another key does not collapse: the queue now holds two.
        WebElement second = demo.findElement(By.cssSelector("[data-live-output='2']"));
        assertEquals("2", second.getText().strip());
        String recorded = demo.findElements(By.cssSelector(".demo-step")).get(1)
                .findElement(By.cssSelector(".demo-output")).getText().strip();
        assertNotEquals(recorded, second.getText().strip());
        assertFalse(demo.findElements(By.cssSelector(".live-expected")).size() > 0, "no expected output for edited values");
    }

    static String awaitEnd(WebElement demo) {
        WebElement status = demo.findElement(By.cssSelector("[data-live-status]"));
        new WebDriverWait(browser.driver, Duration.ofSeconds(60))
                .until(d -> ENDED.contains(status.getAttribute("data-live-status")));
        return status.getAttribute("data-live-status");
    }
}
