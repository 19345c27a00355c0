package dev.duet.site.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
    }

    @AfterAll
    static void stop() {
        if (browser != null) browser.close();
        if (server != null) server.close();
    }

    @Test
    void anEditedDemoRunsOnTheServerAndStreamsItsOutput() {
        browser.open(server.baseUri().resolve("/en/add-dirty.html").toString());
        WebElement section = browser.driver.findElement(By.cssSelector("section.demo#demo-collapse-duplicates"));
        WebElement editor = section.findElement(By.cssSelector("textarea.demo-editor"));
        assertTrue(editor.getAttribute("value").contains("//! title.en:"), "the editor holds the demo's source");
        browser.js("arguments[0].value = arguments[0].value + '\\n//# zh: 再加一次。\\n//# en: Add once more.\\n"
                + "q.add(\"b\");\\nq.len()\\n//= 2\\n';", editor);
        section.findElement(By.cssSelector("button.demo-run")).click();
        WebElement out = section.findElement(By.cssSelector("pre.demo-live-output"));
        new WebDriverWait(browser.driver, Duration.ofSeconds(60)).withMessage("the run ends")
                .until(d -> out.getText().contains("■"));
        String text = out.getText();
        assertTrue(text.contains("finished"), text);
        assertTrue(text.contains("▶ Step 1"), text);
        assertTrue(text.contains("2"), "the added step ran: " + text);
        assertEquals(List.of(), browser.consoleErrors());
    }

    @Test
    void fromDiskThereIsNoRunButton() {
        browser.open(SiteFiles.root().toUri() + "en/add-dirty.html");
        assertEquals(0, browser.driver.findElements(By.cssSelector("button.demo-run")).size());
        assertTrue(browser.driver.findElements(By.cssSelector("section.demo")).size() > 0);
    }
}
