package dev.duet.site.browser;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every page of the committed site loads in a real browser, from file:// and from a loopback web
 * server, without console errors and without a single request leaving the machine.
 */
class SitePagesBrowserTest {
    private static Browser browser;
    private static LoopbackSite server;

    @BeforeAll
    static void start() {
        browser = Browser.start(1400, 900);
        server = new LoopbackSite(SiteFiles.root());
    }

    @BeforeEach
    void forgetEarlierPages() {
        browser.open("about:blank");
        browser.consoleErrors();
        browser.requestedUrls();
    }

    @AfterAll
    static void stop() {
        if (server != null) server.close();
        if (browser != null) browser.close();
    }

    /**
     * Every content page in both languages, and every source page in one of the two languages
     * (alternating, so each Java file is opened once): the two languages of a source page differ
     * only in their UI strings, and loading all of them twice would double the run time.
     */
    @Test
    void everyPageLoadsFromFileWithoutErrorsOrNetwork() {
        List<String> problems = new ArrayList<>();
        List<String> sourceFiles = new ArrayList<>();
        for (Path page : SiteFiles.htmlPages()) {
            String path = SiteFiles.root().relativize(page).toString().replace('\\', '/');
            if (path.matches("[a-z]+/src/.*")) {
                String file = path.substring(path.indexOf("/src/"));
                if (!sourceFiles.contains(file)) sourceFiles.add(file);
                String lang = sourceFiles.indexOf(file) % 2 == 0 ? "en" : "zh";
                if (!path.startsWith(lang + "/")) continue;
            }
            String url = page.toUri().toString();
            browser.open(url);
            check(url, problems, "file:");
        }
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }

    @Test
    void pagesServedOverLoopbackLoadWithoutErrorsOrNetwork() {
        List<String> problems = new ArrayList<>();
        String[] pages = {"index.html", "en/index.html", "zh/index.html", "en/add-dirty.html", "zh/process-next-work-item.html",
                "en/rate-limiting.html", "zh/glossary.html", "en/src/dev/duet/workqueue/Typed.java.html",
                "zh/src/dev/duet/deployment/DeploymentController.java.html"};
        String local = server.url("");
        for (String page : pages) {
            browser.open(server.url(page));
            check(page, problems, local);
        }
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }

    @Test
    void everyPageDeclaresItsLanguageAndCodeIsMarkedEnglish() {
        browser.open(SiteFiles.root().resolve("zh/add-dirty.html").toUri().toString());
        assertEquals("zh", browser.js("return document.documentElement.lang"));
        Object unmarked = browser.js("return Array.from(document.querySelectorAll('pre, code.src'))"
                + ".filter(n => !n.closest('[lang=en]')).length");
        assertEquals(0L, unmarked, "code outside a lang=en element");
    }

    private static void check(String page, List<String> problems, String allowedPrefix) {
        for (String error : browser.consoleErrors()) problems.add(page + ": console: " + error);
        for (String url : browser.requestedUrls()) {
            if (!url.startsWith(allowedPrefix) && !url.startsWith("data:")) problems.add(page + ": request to " + url);
        }
    }
}
