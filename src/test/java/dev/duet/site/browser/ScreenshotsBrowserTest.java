package dev.duet.site.browser;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Screenshots of the main views for a human to look at (target/screenshots/), taken after checking
 * that each view's layout holds: nothing wider than the window, the theme really applied.
 */
class ScreenshotsBrowserTest {
    private static Browser browser;

    @BeforeAll
    static void start() {
        browser = Browser.start(1600, 1000);
    }

    @AfterAll
    static void stop() {
        if (browser != null) browser.close();
    }

    private static void shoot(String sitePath, int width, String theme, String name) {
        browser.resize(width, width < 600 ? 844 : 1000);
        browser.open(SiteFiles.root().toUri() + sitePath);
        browser.js("localStorage.setItem('duet-theme', arguments[0]); localStorage.removeItem('duet-presenter');"
                + " document.documentElement.setAttribute('data-theme', arguments[0]);"
                + " document.documentElement.classList.remove('presenter'); window.dispatchEvent(new Event('resize'));", theme);
        browser.js("return new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))");
        Object overflow = browser.js("return document.documentElement.scrollWidth - document.documentElement.clientWidth");
        assertEquals(0L, ((Number) overflow).longValue(), name + ": the page is wider than the window");
        browser.screenshot(name);
        assertTrue(Files.isRegularFile(Path.of("target", "screenshots", name + ".png")));
    }

    @Test
    void stepPageWideAndNarrowInBothThemes() {
        shoot("en/process-next-work-item.html", 1600, "light", "step-en-1600-light");
        assertEquals("rgb(255, 255, 255)", browser.js("return getComputedStyle(document.body).backgroundColor"));
        shoot("en/process-next-work-item.html", 1600, "dark", "step-en-1600-dark");
        assertEquals("rgb(43, 43, 43)", browser.js("return getComputedStyle(document.body).backgroundColor"));
        shoot("zh/add-dirty.html", 390, "light", "step-zh-390-light");
        shoot("zh/add-dirty.html", 390, "dark", "step-zh-390-dark");
    }

    @Test
    void splitViewAtEachDesktopWidthAndOnAPhone() {
        for (int width : new int[] {1024, 1280, 1440, 1920}) {
            shoot("en/get.html#go-276", width, width % 2 == 0 ? "light" : "dark", "split-en-" + width);
            shoot("zh/add-dirty.html#go-241", width, "dark", "split-zh-" + width + "-dark");
        }
        shoot("en/sync-deployment.html", 390, "light", "topic-en-390-light");
        browser.js("document.querySelector('[data-action=menu]').click()");
        browser.screenshot("topic-en-390-menu");
    }

    @Test
    void dockedPlayerBesideTheCodeItLights() {
        shoot("en/add-dirty.html", 1440, "light", "demo-docked-en-1440");
        browser.resize(1440, 900);
        browser.js("const n = document.querySelector('section.demo [data-demo=next]'); n.click(); n.click();"
                + " document.querySelector('.split .java-src.exec').scrollIntoView({block: 'start'}); window.scrollBy(0, -80);"
                + " return new Promise(r => setTimeout(r, 200))");
        assertEquals(Boolean.TRUE, browser.js("return document.querySelector('.demo-console').classList.contains('docked')"));
        browser.screenshot("demo-docked-en-1440");
    }

    @Test
    void printedStepIsAHandoutWithNotesUnderTheirRows() {
        shoot("en/get.html", 1000, "dark", "step-en-screen-before-print");
        browser.driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", "print"));
        try {
            browser.js("window.dispatchEvent(new Event('resize'));"
                    + " return new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))");
            assertEquals("none", browser.js("return getComputedStyle(document.querySelector('.topbar')).display"));
            assertEquals("static", browser.js("return getComputedStyle(document.querySelector('.split .note')).position"));
            assertEquals("rgb(255, 255, 255)", browser.js("return getComputedStyle(document.body).backgroundColor"));
            browser.screenshot("step-en-print");
        } finally {
            browser.driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", ""));
        }
    }

    @Test
    void homePagesInBothLanguages() {
        shoot("zh/index.html", 1600, "light", "home-zh-1600");
        shoot("en/index.html", 1600, "light", "home-en-1600");
        shoot("index.html?choose", 1600, "light", "landing-1600");
    }

    @Test
    void sourcePageWithUsagesPopup() {
        shoot("en/src/dev/duet/workqueue/Typed.java.html#add(T)", 1600, "light", "source-en-1600-light");
        browser.js("document.getElementById('add(T)').click()");
        browser.screenshot("source-en-1600-usages");
        browser.js("window.Duet.closePopup()");
        shoot("en/src/dev/duet/workqueue/Typed.java.html#L120", 1600, "dark", "source-en-1600-dark");
    }

    @Test
    void demoPlayerMidway() {
        shoot("en/add-processing.html", 1600, "light", "demo-en-1600");
        browser.js("const d = document.querySelector('section.demo'); const n = d.querySelector('[data-demo=next]');"
                + " n.click(); n.click(); n.click(); d.scrollIntoView();");
        browser.screenshot("demo-en-1600-step3");
        shoot("zh/sync-deployment.html", 1600, "dark", "demo-controller-zh-1600");
        browser.js("const d = document.querySelector('section.demo'); const n = d.querySelector('[data-demo=next]');"
                + " n.click(); n.click(); d.scrollIntoView();");
        browser.screenshot("demo-controller-zh-1600-step2");
    }

    @Test
    void presenterModeOnTheSplitView() {
        shoot("zh/enqueue.html", 1280, "light", "step-zh-1280-before-presenting");
        new org.openqa.selenium.interactions.Actions(browser.driver).sendKeys("p")
                .sendKeys(org.openqa.selenium.Keys.ARROW_RIGHT).perform();
        browser.js("return new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))");
        assertEquals("第 2 部分，共 6 部分", browser.js("return document.querySelector('.present-pos').textContent"));
        browser.screenshot("step-zh-1280-presenter-part2");
        browser.js("localStorage.removeItem('duet-presenter')");
    }
}
