package dev.duet.site.browserrun;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;

/**
 * The flagship's bundle for runs in the browser (kept current by SiteIsCurrentTest) stays within
 * its budget, and no page pays for it before the reader presses Run.
 */
class BrowserBundleBudgetTest {
    private static final Path SITE = Path.of("site");
    private static final int GZIPPED_BUDGET = 150_000;

    @Test
    void theBundleIsAtMost150KbGzipped() throws IOException {
        byte[] bundle = Files.readAllBytes(SITE.resolve("assets/duet-run.js"));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GZIPOutputStream gz = new GZIPOutputStream(out)) {
            gz.write(bundle);
        }
        System.out.printf("duet-run.js: %,d bytes, %,d gzipped (budget %,d)%n", bundle.length, out.size(), GZIPPED_BUDGET);
        assertTrue(out.size() <= GZIPPED_BUDGET, "duet-run.js is " + out.size() + " bytes gzipped");
    }

    @Test
    void noPageLoadsTheBundleBeforeTheFirstRun() throws IOException {
        List<Path> pages;
        try (Stream<Path> files = Files.walk(SITE)) {
            pages = files.filter(f -> f.toString().endsWith(".html")).toList();
        }
        assertTrue(pages.size() > 100, "the site has its pages");
        for (Path page : pages) {
            assertFalse(Files.readString(page).contains("duet-run.js\""), page + " loads the bundle with the page");
        }
    }
}
