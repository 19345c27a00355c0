package dev.duet.site.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.duet.site.cli.Main;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * The second walkthrough (examples/union-find, English and German), built from a copy outside the
 * repository and read from file://: the player steps, the snapshot's fields are labelled boxes,
 * the executed lines light up, and nothing logs an error.
 */
class ExampleSiteBrowserTest {
    private static Browser browser;
    private static Path site;
    private static Path copy;

    @BeforeAll
    static void buildAndStart() throws IOException {
        browser = Browser.start(1400, 1000);
        copy = Files.createTempDirectory("duet-example-");
        try (Stream<Path> walk = Files.walk(Path.of("examples/union-find"))) {
            for (Path p : walk.sorted().toList()) {
                Path rel = Path.of("examples/union-find").relativize(p);
                if (rel.startsWith("site") || rel.startsWith("target")) {
                    continue;
                }
                if (Files.isDirectory(p)) {
                    Files.createDirectories(copy.resolve(rel.toString()));
                } else {
                    Files.copy(p, copy.resolve(rel.toString()));
                }
            }
        }
        StringWriter err = new StringWriter();
        int exit = Main.run(new String[] {"build", "--root", copy.toString()}, new PrintWriter(new StringWriter()),
                new PrintWriter(err));
        assertEquals(0, exit, err.toString());
        site = copy.resolve("site");
    }

    @AfterAll
    static void stop() throws IOException {
        if (browser != null) browser.close();
        if (copy != null) {
            try (Stream<Path> walk = Files.walk(copy)) {
                walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    /** Text content, not the visible text: a chip that just appeared may still be fading in. */
    private static List<String> texts(WebElement scope, String css) {
        return scope.findElements(By.cssSelector(css)).stream().map(e -> e.getAttribute("textContent").strip()).toList();
    }

    @Test
    void thePlayerShowsTheSnapshotsFieldsAsBoxesAndLightsExecutedLines() {
        browser.open(site.resolve("de/union.html").toUri().toString());
        browser.consoleErrors();
        WebElement demo = browser.driver.findElement(By.cssSelector("section.demo#demo-merge-sets"));
        WebElement next = demo.findElement(By.cssSelector("[data-demo='next']"));
        next.click();
        assertTrue(demo.findElement(By.cssSelector(".player-pos")).getText().startsWith("Schritt 1 von 4"),
                demo.findElement(By.cssSelector(".player-pos")).getText());
        assertEquals(List.of("parent", "size", "sets"), texts(demo, ".state-box h5"));
        assertEquals(List.of("0", "1", "2", "3", "4"), texts(demo, ".box-parent .key-chip"));
        assertEquals(List.of("5"), texts(demo, ".box-sets .key-chip"));
        next.click();
        next.click();
        // After union(3, 4) and union(1, 4): 1 and 3 hang under 0, 4 under 3; one set of four and one of one.
        assertEquals(List.of("0", "0", "2", "0", "3"), texts(demo, ".box-parent .key-chip"));
        assertEquals(List.of("2"), texts(demo, ".box-sets .key-chip"));
        browser.js("arguments[0].scrollIntoView()", demo);
        browser.screenshot("example-union-find-de-player");
        Object lit = browser.js("return Array.from(document.querySelectorAll('.split .java-src.exec')).map(n => n.dataset.java)");
        assertTrue(lit instanceof List<?> l && !l.isEmpty(), "Java lines of union() are lit: " + lit);
        Object goLit = browser.js("return document.querySelectorAll('.split .go-src.exec').length");
        assertTrue(((Number) goLit).intValue() > 0, "and their Go counterparts");
        assertEquals(List.of(), browser.consoleErrors());
    }

    @Test
    void germanPagesCarryTheExcerptsOwnLicenceAndLink() {
        browser.open(site.resolve("de/find.html").toUri().toString());
        browser.screenshot("example-union-find-de-find");
        String licence = browser.driver.findElement(By.cssSelector(".split .license")).getText();
        assertTrue(licence.contains("MIT") && licence.contains("the authors of the Duet union-find example"), licence);
        String href = browser.driver.findElement(By.cssSelector(".split a.ext")).getAttribute("href");
        assertTrue(href.startsWith("https://git.example.org/example/unionfind/"), href);
        assertEquals("de", browser.js("return document.documentElement.lang"));
        assertEquals(List.of(), browser.consoleErrors());
    }
}
