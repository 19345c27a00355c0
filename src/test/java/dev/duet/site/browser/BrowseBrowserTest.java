package dev.duet.site.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.duet.site.cli.BrowseFixture;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/** The pages {@code duet browse} writes, opened from {@code file://}: they run, and quick docs and usages reach other files. */
class BrowseBrowserTest {
    @TempDir
    static Path dir;

    private static Browser browser;
    private static Path site;

    @BeforeAll
    static void browseAndStart() throws IOException {
        browser = Browser.start(1400, 1000);
        BrowseFixture tree = BrowseFixture.create(dir);
        site = dir.resolve("site");
        BrowseFixture.Run run = BrowseFixture.duet("browse", tree.src.toString(), "--out", site.toString(),
                "--classpath", tree.jar.toString(), "--title", "Shapes");
        assertEquals(0, run.exit(), run.err());
    }

    @AfterAll
    static void stop() {
        if (browser != null) browser.close();
    }

    private static String open(String page) {
        browser.open(site.resolve(page).toUri().toString());
        return page;
    }

    @Test
    void theOverviewAndTheSourcePagesRunWithoutErrors() {
        browser.consoleErrors();
        for (String page : List.of("index.html", "en/index.html", "en/src/com/example/app/Main.java.html",
                "en/src/com/example/shapes/Circle.java.html")) {
            open(page);
            assertEquals(List.of(), browser.consoleErrors(), page);
        }
        open("en/index.html");
        assertEquals(List.of("Main.java", "Circle.java", "Shape.java"),
                browser.driver.findElements(By.cssSelector("table.packages a")).stream().map(WebElement::getText).toList());
    }

    @Test
    void theOverviewAndASourcePageAreValidHtml() throws Exception {
        nu.validator.client.EmbeddedValidator validator = new nu.validator.client.EmbeddedValidator();
        validator.setOutputFormat(nu.validator.client.EmbeddedValidator.OutputFormat.GNU);
        validator.setNoLangDetect(true);
        for (String page : List.of("en/index.html", "en/src/com/example/app/Main.java.html")) {
            List<String> errors = java.util.Arrays.stream(validator.validate(site.resolve(page)).split("\n"))
                    .filter(line -> line.contains(": error:") || line.contains(": fatal:")).toList();
            assertEquals(List.of(), errors, page);
        }
    }

    @Test
    void theQuickDocOfACallShowsTheJavadocOfTheFileThatDeclaresIt() {
        open("en/src/com/example/app/Main.java.html");
        WebElement area = browser.driver.findElement(By.cssSelector("a.ref[data-sym='com.example.shapes.Shape#area()']"));
        area.sendKeys(Keys.chord(Keys.CONTROL, "q"));
        WebElement popup = new WebDriverWait(browser.driver, Duration.ofSeconds(10))
                .until(d -> d.findElements(By.cssSelector(".symbol-popup:not([hidden])")).stream().findFirst().orElse(null));
        assertTrue(popup.getText().contains("The area, in square units."), popup.getText());
    }

    @Test
    void theUsagesOfAnInterfaceMethodListTheCallInAnotherFile() {
        open("en/src/com/example/shapes/Shape.java.html");
        WebElement area = browser.driver.findElement(By.cssSelector(".decl[data-sym='com.example.shapes.Shape#area()']"));
        area.sendKeys(Keys.chord(Keys.ALT, Keys.F7));
        WebElement popup = new WebDriverWait(browser.driver, Duration.ofSeconds(10))
                .until(d -> d.findElements(By.cssSelector(".symbol-popup:not([hidden])")).stream().findFirst().orElse(null));
        assertTrue(popup.getText().contains("Main.java"), popup.getText());
        assertTrue(popup.getText().contains("shape.area()"), popup.getText());
    }
}
