package dev.duet.site.content;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The home page teaches every point of the design card, in both languages: checked on the
 * generated pages by section id and by the links and embeds each section must carry, never by
 * matching sentences.
 */
class HomePageSectionsTest {
    private static final List<String> SECTIONS = List.of("problem", "implementation", "flow", "excerpts", "benefits",
            "costs", "alternatives", "scope", "lifecycle");

    private static Document home(String lang) throws IOException {
        Path file = Path.of("site", lang, "index.html");
        return Jsoup.parse(Files.readString(file), file.toUri().toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"zh", "en"})
    void everySectionOfTheCardIsThereInOrder(String lang) throws IOException {
        Document doc = home(lang);
        List<String> ids = doc.select("article.prose h2[id]").eachAttr("id");
        assertEquals(SECTIONS, ids.stream().filter(SECTIONS::contains).toList(), "sections of " + lang + "/index.html");
        assertEquals(lang, doc.selectFirst("html").attr("lang"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"zh", "en"})
    void theFlowLinksEveryStepAndTheAlternativesShowTheirDemos(String lang) throws IOException {
        Document doc = home(lang);
        for (String step : List.of("enqueue", "process-next-work-item", "add-dirty", "add-processing", "get", "done")) {
            assertTrue(!doc.select("a[href^=" + step + ".html]").isEmpty(), lang + " home links step " + step);
        }
        assertTrue(doc.selectFirst("section.demo#demo-alt-fifo-every-event") != null, "FIFO alternative demo");
        assertTrue(doc.selectFirst("section.demo#demo-alt-single-dedup-set") != null, "single-set alternative demo");
        assertEquals(6, doc.select(".excerpt-card").size(), "the six pinned excerpts with captions");
        assertEquals(2, doc.select("svg.diagram").size(), "the flow and the key's life as diagrams");
    }
}
