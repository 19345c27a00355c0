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
import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Find usages through the hierarchy, go to implementation (Ctrl+Alt+B) and go to super method (Ctrl+U). */
class HierarchyBrowserTest {
    private static final String SRC = "en/src/dev/duet/workqueue/";
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

    private static String url() {
        return browser.driver.getCurrentUrl();
    }

    private static void waitFor(String what, Supplier<Boolean> condition) {
        new WebDriverWait(browser.driver, Duration.ofSeconds(5)).withMessage(what).until(d -> condition.get());
    }

    private static void focus(String id) {
        browser.js("document.getElementById(arguments[0]).focus()", id);
    }

    @Test
    void usagesOfTypedAddListTheControllersCallGroupedByFile() {
        open(SRC + "Typed.java.html");
        focus("add(T)");
        new Actions(browser.driver).keyDown(Keys.ALT).sendKeys(Keys.F7).keyUp(Keys.ALT).perform();
        WebElement popup = browser.driver.findElement(By.cssSelector(".symbol-popup"));
        waitFor("Alt+F7 opens usages", popup::isDisplayed);
        List<WebElement> groups = popup.findElements(By.cssSelector(".usages > li.group"));
        WebElement controller = groups.stream()
                .filter(g -> g.findElement(By.cssSelector(".file")).getText().equals("DeploymentController.java"))
                .findFirst().orElseThrow(() -> new AssertionError("no DeploymentController group: " + popup.getText()));
        WebElement call = controller.findElement(By.cssSelector(".in-file a"));
        assertTrue(call.getAttribute("href").contains("/en/src/dev/duet/deployment/DeploymentController.java.html#L"),
                call.getAttribute("href"));
        assertEquals("dev.duet.workqueue.TypedRateLimitingQueue#add(T)", call.getAttribute("data-via"));
        assertTrue(call.getText().contains("call via TypedRateLimitingQueue"), call.getText());
        assertTrue(call.getText().contains("queue.add(key);"), call.getText());
        assertEquals(groups.size(), groups.stream().map(g -> g.getAttribute("title")).distinct().count(),
                "one group per file");
        new Actions(browser.driver).sendKeys(Keys.ESCAPE).perform();
        waitFor("Esc closes", () -> !popup.isDisplayed());
    }

    @Test
    void ctrlAltBOnTheInterfaceMethodListsItsImplementationsAndReachesTypedAdd() {
        open(SRC + "TypedInterface.java.html");
        focus("add(T)");
        new Actions(browser.driver).keyDown(Keys.CONTROL).keyDown(Keys.ALT).sendKeys("b")
                .keyUp(Keys.ALT).keyUp(Keys.CONTROL).perform();
        WebElement popup = browser.driver.findElement(By.cssSelector(".symbol-popup"));
        waitFor("Ctrl+Alt+B lists the implementations", popup::isDisplayed);
        assertEquals("Implementations of add",
                browser.js("return document.querySelector('.symbol-popup .popup-title').textContent"));
        List<String> targets = popup.findElements(By.cssSelector(".related a")).stream()
                .map(a -> a.getAttribute("data-target")).toList();
        assertEquals(List.of("dev.duet.workqueue.Typed#add(T)", "dev.duet.workqueue.TypedDelayingQueue#add(T)",
                "dev.duet.workqueue.TypedRateLimitingQueue#add(T)"), targets);
        assertEquals(Boolean.TRUE, browser.js("return document.activeElement === document.querySelector('.related a')"),
                "the first implementation has the focus");
        new Actions(browser.driver).sendKeys(Keys.ENTER).perform();
        waitFor("Enter follows it to Typed#add", () -> url().endsWith(SRC + "Typed.java.html#add(T)"));
    }

    @Test
    void quickDocumentationSaysWhichMethodItImplements() {
        open(SRC + "Typed.java.html");
        focus("add(T)");
        new Actions(browser.driver).keyDown(Keys.CONTROL).sendKeys("q").keyUp(Keys.CONTROL).perform();
        WebElement popup = browser.driver.findElement(By.cssSelector(".symbol-popup"));
        waitFor("Ctrl+Q shows the documentation", popup::isDisplayed);
        WebElement supers = popup.findElement(By.cssSelector(".supers"));
        assertEquals("Specified by: TypedInterface#add", supers.getText());
        assertTrue(supers.findElement(By.tagName("a")).getAttribute("href").endsWith(SRC + "TypedInterface.java.html#add(T)"));
        new Actions(browser.driver).sendKeys(Keys.ESCAPE).perform();
    }

    @Test
    void ctrlUOnTypedAddGoesToTheInterfaceMethod() {
        open(SRC + "Typed.java.html");
        focus("add(T)");
        new Actions(browser.driver).keyDown(Keys.CONTROL).sendKeys("u").keyUp(Keys.CONTROL).perform();
        waitFor("Ctrl+U goes to the one super method", () -> url().endsWith(SRC + "TypedInterface.java.html#add(T)"));
        waitFor("the interface method is lit", () -> Boolean.TRUE.equals(
                browser.js("return document.getElementById('add(T)').classList.contains('target')")));

        // the interface method overrides nothing: Ctrl+U says so instead of going anywhere
        focus("add(T)");
        new Actions(browser.driver).keyDown(Keys.CONTROL).sendKeys("u").keyUp(Keys.CONTROL).perform();
        WebElement popup = browser.driver.findElement(By.cssSelector(".symbol-popup"));
        waitFor("a popup says there is none", popup::isDisplayed);
        assertEquals("No super method in the project", popup.findElement(By.cssSelector(".count")).getText());
        assertTrue(url().endsWith(SRC + "TypedInterface.java.html#add(T)"), url());
    }
}
