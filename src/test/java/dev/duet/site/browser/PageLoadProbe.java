package dev.duet.site.browser;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * For {@code bench/browse-vs-jxr.sh} (not a test): opens pages in headless Chromium and prints how
 * long each took to load (the navigation's load event, median of several loads) and how many DOM
 * elements it has once its scripts ran.
 *
 * <p>{@code java -cp ... dev.duet.site.browser.PageLoadProbe ROUNDS LABEL=FILE...}
 */
public final class PageLoadProbe {
    private PageLoadProbe() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 2) {
            System.err.println("usage: PageLoadProbe ROUNDS LABEL=FILE...");
            System.exit(2);
        }
        int rounds = Integer.parseInt(args[0]);
        System.setProperty("SE_OFFLINE", "true");
        Path profile = Files.createTempDirectory("duet-probe-");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(new File("/usr/bin/chromium"));
        options.addArguments("--headless=new", "--no-sandbox", "--user-data-dir=" + profile,
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--no-first-run", "--disable-gpu", "--disable-dev-shm-usage", "--allow-file-access-from-files",
                "--window-size=1440,900");
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File("/usr/bin/chromedriver")).usingAnyFreePort().build();
        ChromeDriver driver = new ChromeDriver(service, options);
        try {
            driver.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(60));
            for (int i = 1; i < args.length; i++) {
                String label = args[i].substring(0, args[i].indexOf('='));
                Path file = Path.of(args[i].substring(args[i].indexOf('=') + 1)).toAbsolutePath();
                List<Double> loads = new ArrayList<>();
                long nodes = 0;
                for (int r = 0; r < rounds; r++) {
                    driver.get("about:blank");
                    driver.get(file.toUri().toString());
                    JavascriptExecutor js = driver;
                    loads.add(((Number) js.executeScript(
                            "return performance.getEntriesByType('navigation')[0].loadEventEnd;")).doubleValue());
                    nodes = ((Number) js.executeScript("return document.getElementsByTagName('*').length;")).longValue();
                }
                loads.sort(null);
                System.out.printf(Locale.ROOT, "%s load_ms=%.0f dom_elements=%d loads=%s%n", label,
                        loads.get(loads.size() / 2), nodes, loads);
            }
        } finally {
            driver.quit();
        }
    }
}
