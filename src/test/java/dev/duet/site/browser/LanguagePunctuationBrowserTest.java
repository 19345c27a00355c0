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
 * What the pages' script writes keeps each language's punctuation: the player's "lines this step
 * executed" of a French page has the narrow no-break space before its colon, a Japanese page a
 * full-width colon, because the pattern holds them, not the script.
 */
class LanguagePunctuationBrowserTest {
    private static Browser browser;
    private static Path project;

    @BeforeAll
    static void buildAndStart() throws IOException {
        browser = Browser.start(1400, 1000);
        project = Files.createTempDirectory("duet-punctuation-").resolve("p");
        StringWriter err = new StringWriter();
        assertEquals(0, Main.run(new String[] {"init", project.toString(), "--languages", "en,fr,ja"},
                new PrintWriter(new StringWriter()), new PrintWriter(err)), err.toString());
        assertEquals(0, Main.run(new String[] {"build", "--root", project.toString()}, new PrintWriter(new StringWriter()),
                new PrintWriter(err)), err.toString());
    }

    @AfterAll
    static void stop() throws IOException {
        if (browser != null) browser.close();
        if (project != null) {
            try (Stream<Path> walk = Files.walk(project.getParent())) {
                walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    private static String executedAfterFirstStep(String lang) {
        browser.open(project.resolve("site/" + lang + "/push.html").toUri().toString());
        WebElement demo = browser.driver.findElement(By.cssSelector("section.demo"));
        demo.findElement(By.cssSelector("[data-demo='next']")).click();
        return demo.findElement(By.cssSelector(".executed")).getAttribute("textContent");
    }

    @Test
    void frenchHasANarrowNoBreakSpaceBeforeTheColon() {
        String executed = executedAfterFirstStep("fr");
        assertTrue(executed.matches("Lignes Java exécutées par cette étape\u202F: \\d+ \\(dont \\d+ dans le code de cette page\\)"
                + "\u202F: Stack\\.java \\(\\d+\\)"), executed);
        assertEquals(List.of(), browser.consoleErrors());
    }

    @Test
    void japaneseUsesFullWidthMarks() {
        String executed = executedAfterFirstStep("ja");
        assertTrue(executed.matches("このステップで実行されたJavaの行：\\d+（うち\\d+行はこのページのコード）：Stack\\.java（\\d+）"), executed);
        assertEquals(List.of(), browser.consoleErrors());
    }
}
