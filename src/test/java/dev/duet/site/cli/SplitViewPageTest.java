package dev.duet.site.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The step page's split view: a legend for the tints it uses, and Javadoc in the page's language. */
class SplitViewPageTest {
    @TempDir
    Path dir;

    @Test
    void theLegendNamesTheTintsThisSplitViewUses() throws IOException {
        FixtureProject project = new FixtureProject(dir);
        FixtureProject.Run run = project.duet("build");
        assertEquals(0, run.exit(), run.err());
        Document en = Jsoup.parse(project.read("site/en/step.html"));
        Element legend = en.selectFirst(".split .split-legend");
        assertTrue(legend != null, "a legend under the split view");
        // The fixture's finally has no Go line beside it, and its unlock ports the defer above: dashed.
        assertEquals("Java only: no Go line beside it", legend.selectFirst(".legend-java-only").text());
        assertTrue(legend.selectFirst(".legend-crossing").text().startsWith("Dashed link: "));
        assertTrue(legend.select(".legend-exec").isEmpty(), "the page has no demo, so no executed lines");
        Document zh = Jsoup.parse(project.read("site/zh/step.html"));
        assertEquals("仅 Java：旁边没有对应的 Go 行", zh.selectFirst(".split-legend .legend-java-only").text());
    }

    @Test
    void aTranslatedPageShowsTheTranslatedJavadocInTheSplitView() throws IOException {
        FixtureProject project = new FixtureProject(dir);
        // Anchor the class line too, so that the split view's Java side holds inc()'s Javadoc.
        project.replace("src/main/java/demo/tiny/Counter.java", "public final class Counter {",
                "public final class Counter { // go:10");
        FixtureProject.Run run = project.duet("build");
        assertEquals(0, run.exit(), run.err());
        Element zhDoc = Jsoup.parse(project.read("site/zh/step.html")).selectFirst(".split .java-src .doc-tr");
        assertTrue(zhDoc != null, "the zh split view shows the translation");
        assertEquals("加一。", zhDoc.text());
        assertEquals("zh", zhDoc.attr("lang"));
        Document en = Jsoup.parse(project.read("site/en/step.html"));
        assertTrue(en.select(".split .java-src .doc-tr").isEmpty());
        assertTrue(en.select(".split .java-src").text().contains("/** Adds one. */"));
        assertFalse(Jsoup.parse(project.read("site/zh/step.html")).select(".split .java-src").text().contains("Adds one"));
    }
}
