package dev.duet.site.browser;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The committed site's exercises, read from file://: a step asked as a question stays hidden until
 * the reader answers; the page then says right or wrong and explains in its language; the answer
 * is kept in this browser and the home page lists it as done; with edited values it is checked
 * against the browser's own run; in presenter mode the presenter reveals; in print the answers
 * come at the page's end.
 */
class ExerciseBrowserTest {
    private static Browser browser;

    @BeforeAll
    static void start() {
        browser = Browser.start(1280, 1000);
    }

    @AfterAll
    static void stop() {
        if (browser != null) browser.close();
    }

    @BeforeEach
    void forgetAnswers() {
        open("en/index.html");
        browser.js("localStorage.clear();");
    }

    private static void open(String page) {
        browser.open(SiteFiles.root().resolve(page).toUri().toString());
    }

    private static WebElement exercise(String id) {
        WebElement e = browser.driver.findElement(By.cssSelector("[data-exercise='" + id + "']"));
        browser.js("arguments[0].scrollIntoView({block: 'center'});", e);
        return e;
    }

    private static WebElement stepOf(WebElement exercise) {
        return exercise.findElement(By.xpath("ancestor::li[contains(@class,'demo-step')]"));
    }

    private static void choose(WebElement exercise, String value) {
        exercise.findElement(By.cssSelector("input[type=radio][value='" + value + "']")).click();
        exercise.findElement(By.cssSelector(".exercise-check")).click();
    }

    private static String result(WebElement exercise) {
        return exercise.findElement(By.cssSelector(".exercise-result")).getText();
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "zh"})
    void aWrongThenARightAnswerIsToldAndExplainedInThePagesLanguage(String lang) {
        open(lang + "/done.html");
        browser.requestedUrls();
        WebElement ex = exercise("ex-done-twice-2");
        WebElement step = stepOf(ex);
        // Before the answer: no output, no caption, no later step, no explanation.
        assertFalse(step.findElement(By.cssSelector(".demo-output")).isDisplayed());
        assertFalse(step.findElement(By.cssSelector(".demo-caption span:not(.num)")).isDisplayed());
        assertFalse(browser.driver.findElement(By.cssSelector("#demo-done-twice .demo-step[data-step='3']")).isDisplayed());
        assertFalse(ex.findElement(By.cssSelector(".exercise-explain")).isDisplayed());
        assertNull(ex.getAttribute("data-exercise-result"));

        choose(ex, "1");
        assertEquals("wrong", ex.getAttribute("data-exercise-result"));
        assertEquals(lang.equals("zh") ? "不对：这一步显示的是 2。" : "Not quite: the step shows 2.", result(ex));
        assertTrue(step.findElement(By.cssSelector(".demo-output")).isDisplayed());
        String explanation = ex.findElement(By.cssSelector(".exercise-explain")).getText();
        assertTrue(explanation.startsWith(lang.equals("zh") ? "Done 不检查键是否真的在处理中" : "Done does not check"), explanation);

        ex.findElement(By.cssSelector(".exercise-again")).click();
        assertFalse(step.findElement(By.cssSelector(".demo-output")).isDisplayed(), "asked again, the step is hidden again");
        choose(ex, "2");
        assertEquals("right", ex.getAttribute("data-exercise-result"));
        assertEquals(lang.equals("zh") ? "答对了。" : "Right.", result(ex));

        // Kept in this browser: the page remembers it, and the home page lists it as done.
        open(lang + "/done.html");
        assertEquals("right", exercise("ex-done-twice-2").getAttribute("data-exercise-result"));
        open(lang + "/index.html");
        WebElement listed = browser.driver.findElement(By.cssSelector("[data-exercise-done='ex-done-twice-2']"));
        assertEquals("right", listed.getAttribute("data-exercise-result"));
        int total = browser.driver.findElements(By.cssSelector("[data-exercise-done]")).size();
        assertTrue(total >= 12, "exercises listed on the home page: " + total);
        assertEquals(lang.equals("zh") ? "已答 1 / " + total : "1 of " + total + " answered",
                browser.driver.findElement(By.cssSelector("[data-exercise-progress]")).getText());
        for (String url : browser.requestedUrls()) {
            assertTrue(url.startsWith("file:") || url.startsWith("data:"), "a request left the machine: " + url);
        }
        assertEquals(List.of(), browser.consoleErrors().stream().filter(e -> !e.contains("favicon")).toList());
    }

    @Test
    void byKeyboardThePlayerStopsAtTheQuestionAndATypedAnswerIsChecked() {
        open("en/add-dirty.html");
        WebElement demo = browser.driver.findElement(By.cssSelector("#demo-collapse-duplicates"));
        WebElement next = demo.findElement(By.cssSelector("[data-demo='next']"));
        browser.js("arguments[0].scrollIntoView({block: 'center'});", next);
        next.sendKeys(Keys.ENTER);
        next.sendKeys(Keys.ENTER);
        next.sendKeys(Keys.ENTER);
        assertTrue(demo.findElement(By.cssSelector(".player-pos")).getText().startsWith("Step 3 of 4 · Predict"),
                demo.findElement(By.cssSelector(".player-pos")).getText());
        // Past the unanswered question the player does not go: it hands the keyboard to the question.
        next.sendKeys(Keys.ENTER);
        WebElement ex = exercise("ex-collapse-duplicates-3");
        WebElement input = ex.findElement(By.cssSelector("input[type=text]"));
        assertEquals(input, browser.driver.switchTo().activeElement());
        assertTrue(demo.findElement(By.cssSelector(".player-pos")).getText().startsWith("Step 3 of 4"));
        assertTrue(demo.findElement(By.cssSelector(".box-queue")).getText().contains("a"), "the state is the step before's");
        input.sendKeys("b,a", Keys.ENTER);
        assertEquals("wrong", ex.getAttribute("data-exercise-result"));
        assertEquals("Not quite: the step shows [a, b].", result(ex));
        ex.findElement(By.cssSelector(".exercise-again")).sendKeys(Keys.ENTER);
        input.clear();
        input.sendKeys("A, B", Keys.ENTER);
        assertEquals("right", ex.getAttribute("data-exercise-result"));
        next.sendKeys(Keys.ENTER);
        assertTrue(demo.findElement(By.cssSelector(".player-pos")).getText().startsWith("Step 4 of 4"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "zh"})
    void withEditedValuesTheAnswerIsCheckedAgainstTheRunInTheBrowser(String lang) {
        open(lang + "/add-dirty.html");
        WebElement demo = browser.driver.findElement(By.cssSelector("#demo-collapse-duplicates"));
        WebElement edit = demo.findElement(By.cssSelector("[data-live-edit]"));
        browser.js("arguments[0].scrollIntoView({block: 'center'});", edit);
        edit.clear();
        edit.sendKeys("c");
        // The recording's answer is now wrong: with c added in step 2, storage holds three keys.
        WebElement ex = exercise("ex-collapse-duplicates-3");
        WebElement input = ex.findElement(By.cssSelector("input[type=text]"));
        input.sendKeys("a, b", Keys.ENTER);
        new WebDriverWait(browser.driver, Duration.ofSeconds(60)).until(d -> ex.getAttribute("data-exercise-result") != null);
        assertEquals("wrong", ex.getAttribute("data-exercise-result"));
        assertTrue(result(ex).contains("[a, c, b]"), result(ex));
        assertTrue(result(ex).contains(lang.equals("zh") ? "已按你改过的值在浏览器里运行并核对" : "Checked against your run"), result(ex));
        ex.findElement(By.cssSelector(".exercise-again")).click();
        input.clear();
        input.sendKeys("a, c, b", Keys.ENTER);
        new WebDriverWait(browser.driver, Duration.ofSeconds(60)).until(d -> ex.getAttribute("data-exercise-result") != null);
        assertEquals("right", ex.getAttribute("data-exercise-result"));
    }

    @Test
    void inPresenterModeThePresenterRevealsWithOrWithoutTheClassesAnswer() {
        open("zh/get.html");
        browser.driver.findElement(By.tagName("body")).sendKeys("p");
        assertTrue((Boolean) browser.js("return document.documentElement.classList.contains('presenter')"));
        WebElement ex = exercise("ex-get-after-shutdown-2");
        WebElement button = ex.findElement(By.cssSelector(".exercise-check"));
        assertEquals("揭晓", button.getText());
        assertTrue(ex.findElement(By.cssSelector(".exercise-presenter-hint")).isDisplayed());
        // Revealed with no answer picked: the step shows, nobody is marked right or wrong.
        button.click();
        assertNull(ex.getAttribute("data-exercise-result"));
        assertEquals("这一步显示的是 GetResult[item=a, shutdown=false]。", result(ex));
        assertTrue(stepOf(ex).findElement(By.cssSelector(".demo-output")).isDisplayed());
        // Asked again, the class's answer picked by keyboard and revealed with Enter.
        ex.findElement(By.cssSelector(".exercise-again")).click();
        WebElement choice = ex.findElement(By.cssSelector("input[type=radio][value='GetResult[item=a, shutdown=true]']"));
        choice.sendKeys(Keys.SPACE);
        button.sendKeys(Keys.ENTER);
        assertEquals("wrong", ex.getAttribute("data-exercise-result"));

        // Stepping with → as presenters do: the player stops at the question, the next → reveals it.
        browser.js("localStorage.clear(); localStorage.setItem('duet-presenter', 'on')");
        open("zh/get.html");
        // The pager is taken away so that → cannot leave the page.
        browser.js("document.querySelectorAll('.pager a').forEach(a => a.remove())");
        WebElement asked = exercise("ex-get-after-shutdown-2");
        browser.js("window.scrollTo(0, 0); document.activeElement.blur()");
        for (int i = 0; i < 80 && asked.getAttribute("data-exercise-result") == null
                && stepOf(asked).findElements(By.cssSelector(".demo-output")).stream().noneMatch(WebElement::isDisplayed); i++) {
            new org.openqa.selenium.interactions.Actions(browser.driver).sendKeys(Keys.ARROW_RIGHT).perform();
        }
        assertEquals("这一步显示的是 GetResult[item=a, shutdown=false]。", result(asked));
        assertTrue(stepOf(asked).getAttribute("class").contains("current")
                || browser.driver.findElement(By.cssSelector("#demo-get-after-shutdown .demo-step[data-step='3']"))
                .getAttribute("class").contains("current"), "the player is at the question or just past it");
        browser.driver.findElement(By.tagName("body")).sendKeys("p");
    }

    @Test
    void inPrintTheAnswersComeAtThePagesEnd() {
        open("en/rate-limiting.html");
        browser.driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", "print"));
        try {
            WebElement key = browser.driver.findElement(By.cssSelector(".exercise-key"));
            assertTrue(key.isDisplayed());
            String text = key.getText();
            assertTrue(text.contains("5100") && text.contains("next retry waits 5ms") && text.contains("syncs 16, requeues 0"), text);
            WebElement ex = browser.driver.findElement(By.cssSelector("[data-exercise='ex-rate-limit-shared-bucket-5']"));
            assertTrue(ex.findElement(By.cssSelector(".exercise-q")).isDisplayed());
            assertFalse(ex.findElement(By.cssSelector(".exercise-check")).isDisplayed());
            assertFalse(stepOf(ex).findElement(By.cssSelector(".demo-output")).isDisplayed(), "the answer is not beside the question");
        } finally {
            browser.driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", ""));
        }
        assertFalse(browser.driver.findElement(By.cssSelector(".exercise-key")).isDisplayed(), "on screen the key is hidden");
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "zh"})
    void theQuestionFitsThePageAtEveryWidthInBothThemes(String lang) {
        try {
            for (int width : new int[] {390, 1280, 1920}) {
                for (String theme : new String[] {"light", "dark"}) {
                    browser.resize(width, 900);
                    open(lang + "/rate-limiting.html");
                    browser.js("document.documentElement.setAttribute('data-theme', arguments[0]);", theme);
                    WebElement ex = exercise("ex-rate-limit-shared-bucket-5");
                    if (width == 1280 && theme.equals("light")) choose(ex, "10");
                    Number overflow = (Number) browser.js("const r = arguments[0].getBoundingClientRect();"
                            + "return Math.max(0, r.right - document.documentElement.clientWidth) + Math.max(0, -r.left);", ex);
                    assertEquals(0, overflow.intValue(), lang + " " + width + " " + theme + ": the question runs off the page");
                    browser.screenshot("exercise-" + lang + "-" + width + "-" + theme);
                }
            }
            open(lang + "/index.html");
            browser.js("document.querySelector('.exercise-list').scrollIntoView()");
            browser.screenshot("exercise-list-" + lang);
        } finally {
            browser.resize(1280, 1000);
        }
    }

    @Test
    void everyPageWithADemoAsksAtLeastOneQuestionInBothLanguages() throws Exception {
        int asked = 0;
        for (Path page : SiteFiles.htmlPages()) {
            String rel = SiteFiles.root().relativize(page).toString();
            if (rel.contains("/src/") || !(rel.startsWith("en/") || rel.startsWith("zh/"))) continue;
            String html = Files.readString(page);
            if (html.contains("class=\"demo\"")) {
                int here = html.split("data-exercise=\"", -1).length - 1;
                assertTrue(here >= 1, rel + " shows a demo but asks nothing");
                asked += rel.startsWith("en/") ? here : 0;
            }
        }
        assertTrue(asked >= 12, "exercises on the English pages: " + asked);
    }
}
