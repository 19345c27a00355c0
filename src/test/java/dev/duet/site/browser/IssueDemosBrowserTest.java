package dev.duet.site.browser;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The demos a reader needs for many failing keys, a late delayed entry, another storage and two controller
 * instances: each on its page in both languages, stepping through every step with the state changing on the way
 * and the port's executed lines counted.
 */
class IssueDemosBrowserTest {
    private static Browser browser;

    @BeforeAll
    static void start() {
        browser = Browser.start(1600, 1000);
    }

    @AfterAll
    static void stop() {
        if (browser != null) browser.close();
    }

    @ParameterizedTest
    @CsvSource({
            "en, rate-limiting, rate-limit-shared-bucket, Step",
            "zh, rate-limiting, rate-limit-shared-bucket, 步",
            "en, delaying-queue, delayed-after-add, Step",
            "zh, delaying-queue, delayed-after-add, 步",
            "en, add-dirty, priority-storage, Step",
            "zh, add-dirty, priority-storage, 步",
            "en, sync-deployment, two-controllers-conflict, Step",
            "zh, sync-deployment, two-controllers-conflict, 步",
    })
    void thePlayerStepsThroughTheDemoAndTheStateChanges(String lang, String page, String demoId, String stepWord) {
        browser.open(SiteFiles.root().toUri() + lang + "/" + page + ".html");
        WebElement demo = browser.driver.findElement(By.cssSelector("#demo-" + demoId));
        int steps = demo.findElements(By.cssSelector(".demo-step")).size();
        assertTrue(steps >= 4, demoId + " has " + steps + " steps");
        List<String> states = new ArrayList<>();
        long stepsThatRanThePort = 0;
        for (int i = 1; i <= steps; i++) {
            demo.findElement(By.cssSelector("[data-demo='next']")).click();
            String pos = demo.findElement(By.cssSelector(".player-pos")).getText();
            assertTrue(pos.contains(String.valueOf(i)) && pos.contains(stepWord), lang + " " + demoId + ": " + pos);
            states.add(demo.findElement(By.cssSelector(".variables")).getText());
            String executed = demo.findElement(By.cssSelector(".executed:not([hidden])")).getText();
            Matcher count = Pattern.compile("[:：]\\s*(\\d+)").matcher(executed);
            assertTrue(count.find(), executed);
            stepsThatRanThePort += Integer.parseInt(count.group(1)) > 0 ? 1 : 0;
        }
        assertTrue(states.stream().distinct().count() > 1, "the state changes: " + states);
        assertTrue(stepsThatRanThePort > 0, "the player reports the port's lines each step executed");
        assertEquals(List.of(), browser.consoleErrors());
    }
}
