package dev.duet.site.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The port's line comments read in the page's language on Chinese pages (split view, topic code,
 * source page), on their own lines, with the English a click or Enter away.
 */
class TranslatedCommentsBrowserTest {
    private static final String ENGLISH = "// Still empty after the wait, so a shutdown ended it.";
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
    }

    private static void waitFor(String what, Supplier<Boolean> condition) {
        new WebDriverWait(browser.driver, Duration.ofSeconds(5)).withMessage(what).until(d -> condition.get());
    }

    @Test
    void theChineseGetPagesSplitViewShowsTheCommentInChineseOnItsLine() {
        open("zh/get.html");
        WebElement row = browser.driver.findElement(By.cssSelector(".split code.java-src[data-java='163']"));
        WebElement comment = row.findElement(By.cssSelector(".cmt-tr"));
        assertEquals("// 等待结束后仍为空，说明是关闭结束了这次等待。", comment.getText());
        assertEquals("zh", comment.getAttribute("lang"));
        assertEquals(ENGLISH, comment.getAttribute("title"), "the original shows on hover");
        assertTrue(row.getText().contains("// 等待结束后仍为空"), row.getText());
        browser.screenshot("translated-comment-split");

        comment.click();
        waitFor("a click brings back the English", () -> comment.getText().equals(ENGLISH));
        assertEquals("en", comment.getAttribute("lang"));
        assertEquals("true", comment.getAttribute("aria-pressed"));
        comment.sendKeys(Keys.ENTER);
        waitFor("Enter shows the Chinese again", () -> comment.getText().startsWith("// 等待结束后仍为空"));
        assertEquals("zh", comment.getAttribute("lang"));
    }

    @Test
    void theEnglishGetPageShowsTheOriginal() {
        open("en/get.html");
        WebElement row = browser.driver.findElement(By.cssSelector(".split code.java-src[data-java='163']"));
        assertTrue(row.getText().contains(ENGLISH), row.getText());
        assertTrue(browser.driver.findElements(By.cssSelector(".cmt-tr")).isEmpty());
    }

    @Test
    void theChineseTopicAndSourcePagesShowTheTranslatedCommentsOnTheirLines() {
        open("zh/sync-deployment.html");
        List<WebElement> topic = browser.driver.findElements(By.cssSelector(".ln .cmt-tr"));
        assertEquals(2, topic.size(), "the two lines of the deep-copy comment in syncDeployment");
        assertTrue(topic.get(0).getText().startsWith("// 上游在这里做一次深拷贝"), topic.get(0).getText());
        browser.js("arguments[0].scrollIntoView({block: 'center'})", topic.get(0));
        browser.screenshot("translated-comment-topic");

        open("zh/src/dev/duet/workqueue/Typed.java.html");
        WebElement line = browser.driver.findElement(By.id("L109"));
        assertTrue(line.getText().contains("// 在被取走之前又被添加"), line.getText());
        assertTrue(browser.driver.findElement(By.id("L110")).getText().contains("// 但前提是它真的在存储里"));
        browser.js("arguments[0].scrollIntoView({block: 'center'})", line);
        browser.screenshot("translated-comment-source");
        assertTrue(browser.driver.findElement(By.id("L111")).getText().contains("if (!processing.has(item))"),
                "the next line is still line 111: no line was added");
    }
}
