package dev.duet.site.browser;

import nu.validator.client.EmbeddedValidator;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every generated page of the committed site passes the Nu HTML Checker without errors. */
class HtmlValidityTest {

    @Test
    void everyGeneratedPageIsValidHtml() throws Exception {
        List<Path> pages = SiteFiles.htmlPages();
        assertTrue(pages.size() > 40, "expected the whole site, found " + pages.size() + " pages");
        EmbeddedValidator validator = new EmbeddedValidator();
        validator.setOutputFormat(EmbeddedValidator.OutputFormat.GNU);
        // The pages declare their language; guessing it from the text only costs time.
        validator.setNoLangDetect(true);
        Map<String, String> firstPageByError = new TreeMap<>();
        int errors = 0;
        for (Path page : pages) {
            for (String line : validator.validate(page).split("\n")) {
                int at = line.indexOf(": error:") >= 0 ? line.indexOf(": error:") : line.indexOf(": fatal:");
                if (at < 0) continue;
                errors++;
                String where = SiteFiles.root().relativize(page) + line.substring(line.indexOf("\":") + 1, at);
                firstPageByError.putIfAbsent(line.substring(at + 2), where);
            }
        }
        StringBuilder report = new StringBuilder(errors + " validation errors, by kind (first place):\n");
        firstPageByError.forEach((message, where) -> report.append(where).append(' ').append(message).append('\n'));
        assertTrue(errors == 0, report.toString());
    }
}
