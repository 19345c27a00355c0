package dev.duet.site.markdown;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.duet.site.diag.Diagnostics;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class MarkdownRendererTest {
    private final MarkdownRenderer renderer = new MarkdownRenderer();

    private final LinkTargets targets = (scheme, target, problem) -> {
        if (scheme.equals("page") && target.equals("get")) {
            return Optional.of("get.html");
        }
        problem.append("no such ").append(scheme).append(": ").append(target);
        return Optional.empty();
    };

    @Test
    void headingsKeepTheirExplicitIdsAndLines() {
        Diagnostics d = new Diagnostics();
        RenderedMarkdown r = renderer.render("p.md", 10, "intro\n\n## 工程问题 {#problem}\n\ntext\n", targets, true, d);
        assertFalse(d.hasErrors(), d.sorted().toString());
        assertEquals(1, r.headings().size());
        assertEquals(new Heading("problem", "工程问题", 2, 12), r.headings().get(0));
        assertTrue(r.html().contains("<h2 id=\"problem\">工程问题</h2>"), r.html());
    }

    @Test
    void plainTextHoldsInlineCodeOnce() {
        Diagnostics d = new Diagnostics();
        assertEquals("Add 是最常用的方法。", renderer.render("p.md", 1, "`Add` 是最常用的方法。\n", targets, true, d).plainText());
    }

    @Test
    void headingWithoutIdIsAnError() {
        Diagnostics d = new Diagnostics();
        renderer.render("p.md", 5, "# Title\n", targets, true, d);
        assertEquals("p.md:5:1: error: heading 'Title' needs an explicit id, e.g. {#some-id}, so both languages can be matched",
                d.sorted().get(0).toString());
    }

    @Test
    void schemeLinksAreRewrittenOrReported() {
        Diagnostics d = new Diagnostics();
        RenderedMarkdown r = renderer.render("p.md", 1, "See [Get](page:get) and\n[x](java:Nope#x()).\n", targets, true, d);
        assertTrue(r.html().contains("<a href=\"get.html\">Get</a>"), r.html());
        assertEquals("p.md:2:1: error: no such java: Nope#x()", d.sorted().get(0).toString());
    }

    @Test
    void linksOnLaterLinesAreLocatedByLineAndColumn() {
        Diagnostics d = new Diagnostics();
        renderer.render("p.md", 20, "# T {#t}\n\nfirst line\nand then [x](java:Nope#x()) and [y](page:nope)\n", targets, true, d);
        assertEquals("[p.md:23:10: error: no such java: Nope#x(), p.md:23:33: error: no such page: nope]",
                d.sorted().toString());
    }

    @Test
    void aHeadingIdUsedTwiceIsAnError() {
        Diagnostics d = new Diagnostics();
        renderer.render("p.md", 7, "## One {#same}\n\ntext\n\n### Two  {#same}\n", targets, true, d);
        assertEquals("[p.md:11:10: error: heading id 'same' is used twice in this page (first on line 7)]",
                d.sorted().toString());
    }

    @Test
    void directivesSplitTheBody() {
        Diagnostics d = new Diagnostics();
        RenderedMarkdown r = renderer.render("p.md", 1, "before\n\n@demo collapse\n\nafter\n", targets, true, d);
        assertFalse(d.hasErrors(), d.sorted().toString());
        assertEquals(3, r.blocks().size());
        assertEquals(new Block.Directive("demo", "collapse", 3, 7), r.blocks().get(1));
        assertTrue(((Block.Html) r.blocks().get(2)).html().contains("after"));
    }

    @Test
    void directiveInsideAParagraphIsAnError() {
        Diagnostics d = new Diagnostics();
        renderer.render("p.md", 1, "text\n@demo x\n", targets, true, d);
        assertEquals("p.md:2:1: error: directive @demo must stand alone, with blank lines before and after it",
                d.sorted().get(0).toString());
    }

    @Test
    void rawHtmlIsEscapedAndHttpLinksRefused() {
        Diagnostics d = new Diagnostics();
        RenderedMarkdown r = renderer.render("p.md", 1, "<script>x</script>\n\n[a](http://example.com)\n", targets, false, d);
        assertFalse(r.html().contains("<script>"), r.html());
        assertEquals("p.md:3:1: error: links to other sites must use https: 'http://example.com'", d.sorted().get(0).toString());
    }
}
