package dev.duet.site.browser;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A value typed into a demo's step shows in that step's code at once: what is shown is what runs. */
class DemoEditBrowserTest {
    private static Browser browser;

    @BeforeAll
    static void start() {
        browser = Browser.start(1440, 900);
    }

    @AfterAll
    static void stop() {
        if (browser != null) browser.close();
    }

    @Test
    void theStepsCodeFollowsTheEditedValue() {
        browser.open(SiteFiles.root().resolve("zh/add-dirty.html").toUri().toString());
        WebElement demo = browser.driver.findElement(By.cssSelector("#demo-collapse-duplicates"));
        WebElement code = demo.findElement(By.cssSelector(".demo-step[data-step='2'] pre.demo-code code"));
        assertEquals("q.add(\"a\");\nq.len()", code.getText());
        WebElement input = demo.findElement(By.cssSelector("[data-live-edit]"));
        browser.js("arguments[0].scrollIntoView({block: 'center'});", input);
        input.clear();
        input.sendKeys("zz");
        assertEquals("q.add(\"zz\");\nq.len()", code.getText());
        assertTrue(code.findElement(By.xpath("..")).getAttribute("class").contains("edited"));
        assertEquals("q.add(\"a\");\nq.len()", browser.js("return document.querySelector('#demo-collapse-duplicates"
                + " .demo-step[data-step=\"1\"] pre.demo-code code').textContent.split('\\n').slice(2).join('\\n')"),
                "step 1, which has no edit, keeps its code");
        input.clear();
        input.sendKeys("a");
        assertEquals("q.add(\"a\");\nq.len()", code.getText());
        assertTrue(!code.findElement(By.xpath("..")).getAttribute("class").contains("edited"));
    }
}
