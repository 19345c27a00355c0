package dev.duet.site.browser;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.time.Duration;
import java.util.List;
import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Go side reads like the Java side (its names lead to their declarations, their usages and
 * their Java twins), Ctrl+G asks for a line in the page on every page with code, and the tool
 * windows fold away to give the code the width.
 */
class GoSideAndToolWindowsBrowserTest {
    private static Browser browser;

    @BeforeAll
    static void start() {
        browser = Browser.start(1440, 900);
    }

    @AfterAll
    static void stop() {
        if (browser != null) browser.close();
    }

    @BeforeEach
    void freshState() {
        browser.resize(1440, 900);
        open("en/index.html");
        browser.js("localStorage.clear(); document.documentElement.className = '';");
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

    private static String url() {
        return browser.driver.getCurrentUrl();
    }

    private static void keys(CharSequence... keys) {
        new Actions(browser.driver).sendKeys(keys).perform();
    }

    /** A key with a modifier held, as a reader presses it. */
    private static void chord(Keys modifier, CharSequence key) {
        new Actions(browser.driver).keyDown(modifier).sendKeys(key).keyUp(modifier).perform();
    }

    @Test
    void goNamesOfGetLeadToTheirDeclarationsAndJavaTwins() {
        open("en/get.html");
        // q.cond.L.Lock(): q is the receiver declared on line 273, cond the Java field Typed#cond
        WebElement q = find("#go-274 a.ref[data-gosym]");
        assertEquals("q", q.getText());
        assertTrue(q.getAttribute("href").endsWith("get.html#go-273"), q.getAttribute("href"));
        WebElement cond = find("#go-274 a.ref[data-sym='dev.duet.workqueue.Typed#cond']");
        assertEquals("cond", cond.getText());
        assertEquals("dirty", find("#go-289 a.ref[data-sym='dev.duet.workqueue.Typed#dirty']").getText());
        // every Go line that names something (not a brace, a comment or a blank) has a link
        List<?> unlinked = (List<?>) browser.js("return Array.from(document.querySelectorAll('.split code[id^=go-]'))"
                + ".filter(c => /[A-Za-z]/.test(c.textContent) && !c.textContent.trim().startsWith('//')"
                + " && !c.querySelector('a.ref, [data-gosym]')).map(c => c.id)");
        assertEquals(List.of(), unlinked, "Go lines of Get without a link");
        assertTrue((Long) browser.js("return document.querySelectorAll('.split [id^=go-] [data-gosym]').length") >= 22);

        // hover: the Go declaration, with its kind and line
        new Actions(browser.driver).moveToElement(q).perform();
        waitFor("the Go declaration of q", () -> find(".symbol-popup").isDisplayed());
        String doc = find(".symbol-popup").getText();
        assertTrue(doc.contains("receiver") && doc.contains("func (q *Typed[T]) Get()") && doc.contains("queue.go:273"), doc);
        browser.screenshot("go-declaration-popup-1440");

        // item, the named result, used on line 284: Alt+F7 on its declaration lists its uses
        browser.js("document.activeElement.blur(); document.querySelector('.symbol-popup').hidden = true;");
        WebElement item = find("#go-273 .decl[data-gosym]");
        List<WebElement> decls = browser.driver.findElements(By.cssSelector("#go-273 .decl[data-gosym]"));
        for (WebElement d : decls) if (d.getText().equals("item")) item = d;
        assertEquals("item", item.getText());
        browser.js("arguments[0].focus()", item);
        chord(Keys.ALT, Keys.F7);
        waitFor("usages of item", () -> find(".symbol-popup.usages").isDisplayed());
        String usages = find(".symbol-popup").getText();
        for (String line : List.of("284", "286", "288", "289", "291")) assertTrue(usages.contains(line), usages);
        keys(Keys.ESCAPE);

        // Ctrl+B on a use goes to its declaration
        WebElement use = find("#go-286 a.ref[data-gosym]");
        assertEquals("q", use.getText());
        browser.js("arguments[0].focus()", use);
        chord(Keys.CONTROL, "b");
        waitFor("at the receiver's line", () -> url().endsWith("#go-273"));
    }

    @Test
    void ctrlGOpensADialogOnAStepPageForEitherSideAndSaysWhenOutOfRange() {
        open("en/get.html");
        browser.js("window.prompt = function () { throw new Error('prompt() must not be used'); };");
        browser.js("document.getElementById('main').focus()");
        chord(Keys.CONTROL, "g");
        waitFor("the go-to-line dialog", () -> find(".goto-box").isDisplayed());
        assertEquals("dialog", find(".goto-box").getAttribute("role"));
        assertEquals(2, browser.driver.findElements(By.cssSelector(".goto-box input[type=radio]")).size());
        browser.js("document.querySelector('.goto-box input[value=Go]').click()");
        WebElement input = find(".goto-box input[type=text]");
        input.sendKeys("999" + Keys.ENTER);
        String error = find(".goto-error").getText();
        assertTrue(error.contains("999") && error.contains("273") && error.contains("292"), error);
        assertTrue(find(".goto-box").isDisplayed(), "the dialog stays open to correct the number");
        browser.screenshot("goto-out-of-range-1440");
        input.clear();
        input.sendKeys("284" + Keys.ENTER);
        waitFor("at Go 284", () -> url().endsWith("#go-284"));
        assertFalse(find(".goto-box").isDisplayed());
        chord(Keys.CONTROL, "g");
        waitFor("the dialog again", () -> find(".goto-box").isDisplayed());
        browser.js("document.querySelector('.goto-box input[value=Java]').click()");
        find(".goto-box input[type=text]").sendKeys("167" + Keys.ENTER);
        waitFor("at Java 167", () -> url().endsWith("#java-167"));
    }

    @Test
    void ctrlGOnASourcePageAndATopicPage() {
        open("en/src/dev/duet/workqueue/Typed.java.html");
        browser.js("window.prompt = function () { throw new Error('prompt() must not be used'); };");
        browser.js("document.getElementById('main').focus()");
        chord(Keys.CONTROL, "g");
        waitFor("the go-to-line dialog", () -> find(".goto-box").isDisplayed());
        assertFalse(find(".goto-sides").isDisplayed(), "one side only");
        WebElement input = find(".goto-box input[type=text]");
        input.sendKeys("5000" + Keys.ENTER);
        assertTrue(find(".goto-error").getText().contains("5000"), find(".goto-error").getText());
        input.clear();
        input.sendKeys("103" + Keys.ENTER);
        waitFor("at line 103", () -> url().endsWith("#L103"));

        open("en/shutdown.html");
        browser.js("document.getElementById('main').focus()");
        chord(Keys.CONTROL, "g");
        waitFor("the dialog on a topic page", () -> find(".goto-box").isDisplayed());
        String line = (String) browser.js("return document.querySelectorAll('pre.code .ln[data-java]')[3].getAttribute('data-java')");
        find(".goto-box input[type=text]").sendKeys(line + Keys.ENTER);
        waitFor("the row marked", () -> (Boolean) browser.js("var r = document.querySelector('pre.code .ln.target');"
                + " return !!r && r.getAttribute('data-java') === arguments[0];", line));
    }

    @Test
    void altOneFoldsTheProjectWindowAwayAndTheCodeTakesItsWidth() {
        open("en/get.html");
        double before = ((Number) browser.js("return document.querySelector('.split code[id^=java-]').getBoundingClientRect().width")).doubleValue();
        browser.js("document.getElementById('main').focus()");
        chord(Keys.ALT, "1");
        waitFor("focus in the Project window", () -> (Boolean) browser.js("return document.querySelector('.toolwin.project').contains(document.activeElement)"));
        chord(Keys.ALT, "1");
        waitFor("the Project window folded", () -> !find(".toolwin.project").isDisplayed());
        double after = ((Number) browser.js("return document.querySelector('.split code[id^=java-]').getBoundingClientRect().width")).doubleValue();
        assertTrue(after > before + 80, "the Java side grows from " + before + " to " + after + " px");
        double chars = ((Number) browser.js("var c = document.querySelector('.split code[id^=java-]'); var s = document.createElement('span');"
                + " s.textContent = 'x'.repeat(100); c.appendChild(s); var w = s.getBoundingClientRect().width / 100; s.remove();"
                + " return c.getBoundingClientRect().width / w;")).doubleValue();
        System.out.printf("Get at 1440 px: the Java side is %.0f px unfolded, %.0f px (%.0f characters) with the Project window folded%n",
                before, after, chars);
        browser.screenshot("fold-project-1440");
        open("en/done.html");
        assertFalse(find(".toolwin.project").isDisplayed(), "remembered on the next page");
        assertTrue(chars >= 52, "each side holds " + chars + " characters");
        chord(Keys.ALT, "1");
        waitFor("unfolded again", () -> find(".toolwin.project").isDisplayed());
    }

    @Test
    void altSevenFoldsTheStructureWindowOfASourcePage() {
        open("en/src/dev/duet/workqueue/Typed.java.html");
        assertTrue(find(".toolwin.structure").isDisplayed());
        browser.js("document.getElementById('main').focus()");
        chord(Keys.ALT, "7");
        waitFor("focus in Structure", () -> (Boolean) browser.js("return document.querySelector('.toolwin.structure').contains(document.activeElement)"));
        chord(Keys.ALT, "7");
        waitFor("Structure folded", () -> !find(".toolwin.structure").isDisplayed());
        double right = ((Number) browser.js("return document.querySelector('main').getBoundingClientRect().right")).doubleValue();
        assertTrue(right > 1400, "the editor reaches the right edge: " + right);
    }

    @Test
    void aToolWindowFoldsByMouseFromItsHeaderAndComesBackFromItsStripeByKeyboardRemembered() {
        open("en/get.html");
        WebElement hide = find(".toolwin.project .toolwin-hide");
        assertEquals("Hide Project (Alt+1)", hide.getAttribute("aria-label"));
        assertFalse(find(".toolwin-stripe.project").isDisplayed(), "no stripe while the window shows");
        hide.click();
        waitFor("the Project window folded", () -> !find(".toolwin.project").isDisplayed());
        WebElement stripe = find(".toolwin-stripe.project");
        assertTrue(stripe.isDisplayed(), "a stripe brings it back");
        assertTrue((Boolean) browser.js("return document.activeElement === arguments[0]", stripe), "focus moves to the stripe");
        assertEquals("Show Project (Alt+1)", stripe.getAttribute("aria-label"));
        Object clear = browser.js("var s = arguments[0].getBoundingClientRect(); return Array.from(document.querySelectorAll('.split .go-num, .split .go-src'))"
                + ".every(n => n.getBoundingClientRect().left >= s.right || n.getBoundingClientRect().bottom <= s.top || n.getBoundingClientRect().top >= s.bottom)", stripe);
        assertEquals(Boolean.TRUE, clear, "the stripe sits beside the code, not over it");
        browser.screenshot("fold-project-stripe-1440");

        open("en/done.html");
        assertFalse(find(".toolwin.project").isDisplayed(), "folded by mouse is remembered like Alt+1");
        find(".toolwin-stripe.project").sendKeys(Keys.ENTER);
        waitFor("unfolded from the stripe", () -> find(".toolwin.project").isDisplayed());
        assertTrue((Boolean) browser.js("return document.querySelector('.toolwin.project').contains(document.activeElement)"), "focus goes into the window");
        assertEquals("off", browser.js("return localStorage.getItem('duet-fold-project')"));

        open("en/src/dev/duet/workqueue/Typed.java.html");
        find(".toolwin.structure .toolwin-hide").click();
        waitFor("Structure folded", () -> !find(".toolwin.structure").isDisplayed());
        double stripeLeft = ((Number) browser.js("return document.querySelector('.toolwin-stripe.structure').getBoundingClientRect().left")).doubleValue();
        assertTrue(stripeLeft > 1400, "the Structure stripe is at the right edge: " + stripeLeft);

        open("zh/get.html");
        assertEquals("隐藏项目（Alt+1）", find(".toolwin.project .toolwin-hide").getAttribute("aria-label"));
    }

    @Test
    void theHelpSaysAltOneAndAltSevenFoldAndUnfoldTheToolWindows() {
        for (String[] page : new String[][] {{"en", "Fold away or bring back"}, {"zh", "收起或展开"}}) {
            open(page[0] + "/get.html");
            keys("?");
            waitFor("the help", () -> find(".help-box").isDisplayed());
            String line = (String) browser.js("var dt = Array.from(document.querySelectorAll('.help-box dt')).find(d => d.textContent.replace(/\\s+/g, ' ').includes('Alt 1 / Alt 7'));"
                    + " return dt.nextElementSibling.textContent");
            assertTrue(line.startsWith(page[1]), page[0] + ": " + line);
        }
    }
}
