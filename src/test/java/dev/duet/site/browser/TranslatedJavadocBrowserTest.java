package dev.duet.site.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.WebDriverWait;

/** The source browser speaks the page's language: translated Javadoc, with the English original a click away. */
class TranslatedJavadocBrowserTest {
    private static final String ADD = "dev.duet.workqueue.Typed#add(T)";
    private static Browser browser;

    @BeforeAll
    static void start() {
        browser = Browser.start(1600, 1000);
    }

    @AfterAll
    static void stop() {
        if (browser != null) browser.close();
    }

    private static void open(String sitePath) {
        browser.open(SiteFiles.root().toUri() + sitePath);
    }

    private static WebElement find(String css) {
        return browser.driver.findElement(By.cssSelector(css));
    }

    private static void waitFor(String what, Supplier<Boolean> condition) {
        new WebDriverWait(browser.driver, Duration.ofSeconds(5)).withMessage(what).until(d -> condition.get());
    }

    private static void quickDocOf(String id) {
        browser.js("document.querySelector(\".decl[data-sym='" + id + "']\").focus()");
        new Actions(browser.driver).keyDown(Keys.CONTROL).sendKeys("q").keyUp(Keys.CONTROL).perform();
        waitFor("Ctrl+Q shows the documentation", () -> find(".symbol-popup").isDisplayed());
    }

    @Test
    void aChineseQuickDocForAddIsInChineseWithTheOriginalOneClickAway() {
        open("zh/src/dev/duet/workqueue/Typed.java.html");
        quickDocOf(ADD);
        WebElement doc = find(".symbol-popup > .doc");
        assertEquals("zh", doc.getAttribute("lang"));
        assertTrue(doc.getText().contains("标记为需要处理"), doc.getText());
        assertTrue(doc.findElement(By.cssSelector("a code")).getText().equals("done"), "{@link #done} is still a link");
        WebElement original = find(".symbol-popup details.doc-original");
        WebElement english = original.findElement(By.cssSelector(".doc"));
        assertFalse(english.isDisplayed(), "the original starts folded");
        original.findElement(By.cssSelector("summary")).click();
        waitFor("the original unfolds", english::isDisplayed);
        assertEquals("en", english.getAttribute("lang"));
        assertTrue(english.getText().contains("Marks item as needing processing"), english.getText());
        browser.screenshot("translated-quick-doc");
    }

    @Test
    void aChineseSourcePageShowsTheTranslationInPlaceOfTheComment() {
        open("zh/src/dev/duet/workqueue/Typed.java.html");
        WebElement translated = find(".ln.doc-tr[data-doc='" + ADD + "']");
        assertTrue(translated.isDisplayed());
        assertTrue(translated.getText().contains("已经是 dirty 的键不会排队两次"), translated.getText());
        WebElement button = translated.findElement(By.cssSelector(".doc-toggle"));
        int first = Integer.parseInt(button.getAttribute("data-doc-rows").split("-")[0]);
        WebElement commentStart = find("#L" + first);
        WebElement commentText = find("#L" + (first + 1));
        assertFalse(commentText.isDisplayed(), "the English comment is folded");
        button.click();
        waitFor("the English comment unfolds", commentText::isDisplayed);
        assertTrue(commentStart.getText().contains("/**"), commentStart.getText());
        assertTrue(commentText.getText().contains("Marks {@code item} as needing processing"), commentText.getText());
        assertEquals("true", button.getAttribute("aria-expanded"));
        button.click();
        waitFor("and folds again", () -> !commentText.isDisplayed());
    }

    @Test
    void anEnglishPageShowsTheSourcesOwnJavadoc() {
        open("en/src/dev/duet/workqueue/Typed.java.html");
        assertTrue(browser.driver.findElements(By.cssSelector(".doc-tr")).isEmpty());
        quickDocOf(ADD);
        assertTrue(find(".symbol-popup > .doc").getText().contains("Marks item as needing processing"));
        assertTrue(browser.driver.findElements(By.cssSelector(".symbol-popup .doc-original")).isEmpty());
    }

    @Test
    void aChineseTopicPageShowsTheTranslatedJavadocOfTheDeclarationsItQuotes() {
        open("zh/shutdown.html");
        WebElement section = browser.driver.findElement(By.id("code-shutDownWithDrain()"));
        WebElement translated = section.findElement(By.cssSelector(".ln.doc-tr"));
        assertEquals("zh", translated.getAttribute("lang"));
        assertTrue(translated.getText().contains("不再接受添加"), translated.getText());
        WebElement button = translated.findElement(By.cssSelector(".doc-toggle"));
        int first = Integer.parseInt(button.getAttribute("data-doc-rows").split("-")[0]);
        WebElement english = section.findElement(By.cssSelector(".ln[data-java='" + (first + 1) + "']"));
        assertFalse(english.isDisplayed(), "the English comment is folded");
        button.click();
        waitFor("the English comment unfolds in this section", english::isDisplayed);
        assertTrue(english.getText().contains("*"), english.getText());
        browser.screenshot("translated-topic-javadoc");
        open("en/shutdown.html");
        assertTrue(browser.driver.findElements(By.cssSelector(".doc-tr")).isEmpty(), "English pages show the sources' own Javadoc");
    }
}
