package dev.duet.site.render;

import dev.duet.site.javasrc.Declaration;
import dev.duet.site.javasrc.DocComment;
import dev.duet.site.javasrc.SourceFile;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Entities;

/**
 * On a source page or a topic page's declaration in a language the Javadoc is translated into, each
 * translated comment is shown rendered in that language where the comment starts, and the comment's
 * own lines (the English original) are folded away behind a button on it, like an IDE's rendered
 * documentation view.
 */
final class TranslatedDocRows implements RowsHtml.RowDecor {
    /** Block elements of rendered Javadoc, written as spans since the rows are inside a {@code pre}. */
    private static final Set<String> BLOCKS = Set.of("p", "ul", "ol", "li", "pre", "blockquote", "dl", "dt", "dd");
    private static final Document.OutputSettings OUTPUT = new Document.OutputSettings()
            .prettyPrint(false).charset("UTF-8").escapeMode(Entities.EscapeMode.base);

    private final Map<Integer, String> before = new HashMap<>();
    private final Map<Integer, String> rowClass = new HashMap<>();

    /**
     * @param self       the page's site-relative path, which links are written relative to
     * @param toggleText  the button's label ("the original"), in the page's language
     * @param toggleTitle the button's tooltip
     */
    TranslatedDocRows(SiteModel model, String lang, SourceFile file, String self, CodeHtml code, String toggleText,
                      String toggleTitle) {
        for (DocComment doc : model.java().docComments().values()) {
            Declaration d = model.java().declarations().get(doc.id());
            String html = model.translatedJavadoc(lang, doc.id());
            if (d == null || html == null || !d.file().equals(file.path())) {
                continue;
            }
            String rows = doc.firstLine() + "-" + doc.lastLine();
            before.put(doc.firstLine(), "<span class=\"ln doc-tr\" lang=\"" + CodeHtml.escape(lang)
                    + "\" data-doc=\"" + CodeHtml.escape(d.id()) + "\"><span class=\"num\"></span><span class=\"chips\">"
                    + "</span><span class=\"src\"><span class=\"doc-body\">" + phrasing(html, self, model, code)
                    + "</span><button type=\"button\" class=\"doc-toggle\" aria-expanded=\"false\" title=\""
                    + CodeHtml.escape(toggleTitle) + "\" data-doc-rows=\"" + rows + "\">" + CodeHtml.escape(toggleText) + "</button></span>\n</span>");
            for (int line = doc.firstLine(); line <= doc.lastLine(); line++) {
                rowClass.put(line, " doc-orig");
            }
        }
    }

    @Override
    public String before(int line) {
        return before.getOrDefault(line, "");
    }

    @Override
    public String rowClass(int line) {
        return rowClass.getOrDefault(line, "");
    }

    /** The rendered Javadoc with block elements as classed spans and declaration links as links. */
    static String phrasing(String html, String self, SiteModel model, CodeHtml code) {
        Document doc = Jsoup.parseBodyFragment(html);
        doc.outputSettings(OUTPUT);
        for (Element e : doc.body().select("*")) {
            if (BLOCKS.contains(e.normalName())) {
                String cls = "doc-" + e.normalName() + (e.hasAttr("class") ? " " + e.attr("class") : "");
                e.tagName("span").attr("class", cls);
            }
        }
        for (Element c : doc.body().select("code[data-target]")) {
            Declaration target = model.java().declarations().get(c.attr("data-target"));
            c.removeAttr("data-target");
            if (target != null && model.content().manifest().showsSource(target.file())) {
                c.wrap("<a class=\"ref\" href=\"" + CodeHtml.escape(code.href(target, self)) + "\" data-sym=\""
                        + CodeHtml.escape(target.id()) + "\"></a>");
            }
        }
        return doc.body().html();
    }
}
