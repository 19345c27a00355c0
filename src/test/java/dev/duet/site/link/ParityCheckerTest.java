package dev.duet.site.link;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.duet.site.content.Page;
import dev.duet.site.diag.Diagnostics;
import dev.duet.site.markdown.MarkdownRenderer;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Both languages must tell the same story; each mismatch names both files and lines. */
class ParityCheckerTest {
    private final MarkdownRenderer markdown = new MarkdownRenderer();

    private LinkedPage page(String lang, String body, List<Page.Note> notes) {
        Page p = new Page("get", lang, "content/pages/get." + lang + ".md", Page.Kind.STEP, "Get", "Get", "",
                Optional.of("queue-get"), Optional.empty(), Optional.of("get-after-shutdown"), List.of(), List.of(),
                notes, body, 10, 3, Map.of());
        var rendered = markdown.render(p.path(), p.bodyLine(), body, (s, t, problem) -> Optional.of("#"), true, new Diagnostics());
        return new LinkedPage(p, 0, rendered, "", Map.of());
    }

    private static Page.Note note(int go, int line) {
        return new Page.Note(Optional.of(go), Optional.empty(), "text", line);
    }

    private List<String> compare(LinkedPage zh, LinkedPage en) {
        Diagnostics d = new Diagnostics();
        ParityChecker.compare(zh, en, d);
        return d.sorted().stream().map(Object::toString).toList();
    }

    @Test
    void matchingPagesPass() {
        String body = "## A {#a}\n\ntext\n\n@demo get-after-shutdown\n";
        assertEquals(List.of(), compare(page("zh", body, List.of(note(276, 5))), page("en", body, List.of(note(276, 6)))));
    }

    @Test
    void aMissingNoteNamesTheOtherFileAndLine() {
        assertEquals(List.of("content/pages/get.en.md:3:1: error: the note on go:276 (content/pages/get.zh.md:5) is missing here"),
                compare(page("zh", "", List.of(note(276, 5))), page("en", "", List.of())));
    }

    @Test
    void anExtraHeadingIsReportedWhereItStands() {
        assertEquals(List.of("content/pages/get.en.md:12:1: error: section #extra has no counterpart in content/pages/get.zh.md"),
                compare(page("zh", "## A {#a}\n", List.of()), page("en", "## A {#a}\n\n## B {#extra}\n", List.of())));
    }

    @Test
    void aMissingHeadingAndAReorderingAreReported() {
        assertEquals(List.of("content/pages/get.en.md:10:1: error: section #b (content/pages/get.zh.md:12) is missing here"),
                compare(page("zh", "## A {#a}\n\n## B {#b}\n", List.of()), page("en", "## A {#a}\n", List.of())));
        assertEquals(List.of("content/pages/get.en.md:10:1: error: sections are in a different order than in "
                        + "content/pages/get.zh.md: [b, a] vs [a, b]"),
                compare(page("zh", "## A {#a}\n\n## B {#b}\n", List.of()), page("en", "## B {#b}\n\n## A {#a}\n", List.of())));
    }

    @Test
    void aDemoEmbeddedInOneLanguageOnlyIsReported() {
        assertEquals(List.of("content/pages/get.en.md:10:1: error: embedded demos and diagrams [] differ from "
                        + "[@demo get-after-shutdown] in content/pages/get.zh.md"),
                compare(page("zh", "@demo get-after-shutdown\n", List.of()), page("en", "text\n", List.of())));
    }
}
