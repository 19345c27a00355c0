package dev.duet.site.browser;

import dev.duet.site.browserrun.StarterWithBrowserRuns;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A demo that loops (its editable bound made huge) is ended by Stop, and by the time limit; the
 * next run starts afresh and passes. Built from a `duet init` project with browserRuns: true.
 */
class BrowserRunStopBrowserTest {
    @TempDir
    static Path dir;
    private static Browser browser;
    private static Path site;

    @BeforeAll
    static void build() throws Exception {
        browser = Browser.start(1400, 1000);
        StarterWithBrowserRuns project = new StarterWithBrowserRuns(dir.resolve("p"))
                .step("Count up to a bound.", "数到一个上限。", "long n = 0;\nwhile (n < /*edit*/3L) n++;\nn", "3");
        Path demo = project.root().resolve("content/demos/push-pop.jsh");
        // A short limit per step, so that the page's limit (every step's) comes soon.
        Files.writeString(demo, Files.readString(demo, StandardCharsets.UTF_8).replace("//! timeout: 5s", "//! timeout: 3s"));
        StarterWithBrowserRuns.Run run = project.build();
        assertEquals(0, run.exit(), run.err());
        site = project.root().resolve("site");
    }

    @AfterAll
    static void stop() {
        if (browser != null) browser.close();
    }

    private WebElement openDemo() {
        browser.open(site.resolve("en/push.html").toUri().toString());
        WebElement demo = browser.driver.findElement(By.cssSelector("#demo-push-pop"));
        browser.js("arguments[0].scrollIntoView({block: 'start'});", demo);
        return demo;
    }

    private static WebElement edit(WebElement demo, String value) {
        WebElement input = demo.findElement(By.cssSelector("[data-live-edit='0']"));
        browser.js("arguments[0].scrollIntoView({block: 'center'});", input);
        input.clear();
        input.sendKeys(value);
        return input;
    }

    /** Clicks with the element in the middle of the window (the top bar covers the top). */
    private static void click(WebElement element) {
        browser.js("arguments[0].scrollIntoView({block: 'center'});", element);
        element.click();
    }

    private static String awaitStatus(WebElement demo, String... wanted) {
        WebElement status = demo.findElement(By.cssSelector("[data-live-status]"));
        new WebDriverWait(browser.driver, Duration.ofSeconds(60)).until(d ->
                java.util.Arrays.asList(wanted).contains(status.getAttribute("data-live-status")));
        return status.getAttribute("data-live-status");
    }

    @Test
    void stopEndsALoopingRunAndTheNextRunPasses() {
        WebElement demo = openDemo();
        edit(demo, "9000000000000000");
        click(demo.findElement(By.cssSelector("[data-live-run]")));
        awaitStatus(demo, "running");
        // The first steps printed while the last one loops.
        new WebDriverWait(browser.driver, Duration.ofSeconds(30)).until(d ->
                demo.findElements(By.cssSelector("[data-live-output='3']")).size() == 1);
        WebElement stop = demo.findElement(By.cssSelector("[data-live-stop]"));
        assertTrue(stop.isDisplayed());
        click(stop);
        assertEquals("stopped", awaitStatus(demo, "stopped", "passed", "mismatch", "error", "finished"));
        assertTrue(demo.findElement(By.cssSelector("[data-live-run]")).isEnabled());
        edit(demo, "3");
        click(demo.findElement(By.cssSelector("[data-live-run]")));
        assertEquals("passed", awaitStatus(demo, "stopped", "passed", "mismatch", "error", "finished"));
        assertEquals("3", demo.findElement(By.cssSelector("[data-live-output='4']")).getText().strip());
    }

    @Test
    void theTimeLimitEndsALoopingRun() {
        WebElement demo = openDemo();
        edit(demo, "9000000000000000");
        click(demo.findElement(By.cssSelector("[data-live-run]")));
        assertEquals("error", awaitStatus(demo, "stopped", "passed", "mismatch", "error", "finished"));
        String text = demo.findElement(By.cssSelector("[data-live-status]")).getText();
        assertTrue(text.contains("took longer than"), text);
    }
}
