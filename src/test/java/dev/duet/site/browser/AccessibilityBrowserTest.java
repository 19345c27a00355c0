package dev.duet.site.browser;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * axe-core 4 (Deque's accessibility engine, the npm package {@code axe-core}, installed from the
 * committed lock file in {@code src/test/a11y}) finds nothing wrong on any kind of page of the
 * committed site, in both themes and both languages, with search, a dialog or presenter mode open.
 */
class AccessibilityBrowserTest {
    private static final Path A11Y = Path.of("src/test/a11y");
    private static final Path AXE = A11Y.resolve("node_modules/axe-core/axe.min.js");
    private static Browser browser;
    private static String axe;

    @BeforeAll
    static void start() {
        axe = axeSource();
        browser = Browser.start(1440, 900);
        browser.driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(60));
    }

    @AfterAll
    static void stop() {
        if (browser != null) browser.close();
    }

    /**
     * axe.min.js from the test-only npm folder; installed there from npm's cache when missing
     * (offline: .ci/run installs it beforehand, a developer once with {@code npm ci}).
     */
    private static String axeSource() {
        if (!Files.isRegularFile(AXE)) {
            try {
                Process p = new ProcessBuilder("npm", "ci", "--offline", "--no-audit", "--no-fund")
                        .directory(A11Y.toFile()).redirectErrorStream(true)
                        .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
                p.waitFor(120, TimeUnit.SECONDS);
            } catch (IOException e) {
                // no npm: said below
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        boolean present = Files.isRegularFile(AXE);
        if ("true".equals(System.getenv("CI"))) {
            assertTrue(present, "CI must install axe-core: npm ci in " + A11Y);
        } else {
            Assumptions.assumeTrue(present, "the accessibility test needs axe-core: (cd " + A11Y + " && npm ci)");
        }
        try {
            return Files.readString(AXE, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String firstSourcePage() {
        return "src/dev/duet/workqueue/Typed.java.html";
    }

    /** What axe finds on the page as it is now: one line per violated rule, with its nodes. */
    @SuppressWarnings("unchecked")
    private static List<String> violations(String where) {
        browser.js(axe);
        Object result = browser.driver.executeAsyncScript(
                "var done = arguments[arguments.length - 1];"
                        + "axe.run(document, { resultTypes: ['violations'] }).then(function (r) {"
                        + "  done(r.violations.map(function (v) { return v.id + ' (' + v.nodes.length + '): '"
                        + "    + v.nodes.slice(0, 3).map(function (n) { return n.target.join(' ') + ' ' + (n.failureSummary || '').replace(/\\s+/g, ' '); }).join(' | '); }));"
                        + "}, function (e) { done(['axe failed: ' + e]); });");
        List<String> out = new ArrayList<>();
        for (Object v : (List<Object>) result) out.add(where + ": " + v);
        return out;
    }

    private static void open(String sitePath, String theme) {
        browser.open(SiteFiles.root().toUri() + sitePath);
        browser.js("localStorage.setItem('duet-theme', arguments[0]); localStorage.removeItem('duet-presenter');"
                + " document.documentElement.setAttribute('data-theme', arguments[0]);"
                + " document.documentElement.classList.remove('presenter');", theme);
        // the style sheet's colour transitions, if any, have finished before colours are measured
        browser.js("var s = document.createElement('style'); s.textContent = '*{transition:none!important;animation:none!important}';"
                + " document.head.appendChild(s);");
    }

    private static void waitFor(String what, java.util.function.Supplier<Boolean> condition) {
        new WebDriverWait(browser.driver, Duration.ofSeconds(10)).withMessage(what).until(d -> condition.get());
    }

    @Test
    void everyKindOfPageHasNoViolationsInBothThemesAndLanguages() {
        List<String> problems = new ArrayList<>();
        Map<String, String> pages = new java.util.LinkedHashMap<>();
        pages.put("home", "index.html");
        pages.put("step", "add-dirty.html");
        pages.put("step with demos", "process-next-work-item.html");
        pages.put("topic", "rate-limiting.html");
        pages.put("source", firstSourcePage());
        pages.put("glossary", "glossary.html");
        int checked = 0;
        for (String lang : List.of("en", "zh")) {
            for (String theme : List.of("light", "dark")) {
                for (Map.Entry<String, String> page : pages.entrySet()) {
                    String where = lang + "/" + page.getValue() + " " + theme;
                    open(lang + "/" + page.getValue(), theme);
                    problems.addAll(violations(where));
                    checked++;
                }
                open(lang + "/add-dirty.html", theme);
                browser.driver.findElement(By.tagName("body")).sendKeys("/");
                waitFor("search opens", () -> browser.driver.findElement(By.cssSelector(".search-box")).isDisplayed());
                browser.driver.switchTo().activeElement().sendKeys("queue");
                waitFor("search answers", () -> (Long) browser.js("return document.querySelectorAll('.search-results li').length") > 0);
                problems.addAll(violations(lang + " search open " + theme));
                browser.driver.switchTo().activeElement().sendKeys(Keys.ESCAPE);

                open(lang + "/get.html", theme);
                browser.driver.findElement(By.tagName("body")).sendKeys("?");
                waitFor("help opens", () -> browser.driver.findElement(By.cssSelector(".help-box")).isDisplayed());
                problems.addAll(violations(lang + " help dialog open " + theme));

                open(lang + "/get.html", theme);
                browser.js("document.getElementById('main').focus()");
                new org.openqa.selenium.interactions.Actions(browser.driver).keyDown(Keys.CONTROL).sendKeys("g").keyUp(Keys.CONTROL).perform();
                waitFor("go-to-line opens", () -> browser.driver.findElement(By.cssSelector(".goto-box")).isDisplayed());
                browser.driver.switchTo().activeElement().sendKeys("9999" + Keys.ENTER);
                problems.addAll(violations(lang + " go-to-line dialog, out of range " + theme));

                open(lang + "/get.html", theme);
                browser.driver.findElement(By.tagName("body")).sendKeys("p");
                assertEquals(Boolean.TRUE, browser.js("return document.documentElement.classList.contains('presenter')"));
                problems.addAll(violations(lang + " presenter " + theme));
                checked += 4;
            }
        }
        open("index.html", "light");
        problems.addAll(violations("landing"));
        assertTrue(checked >= 40, "pages checked: " + checked);
        assertEquals(List.of(), problems, String.join("\n", problems));
    }
}
