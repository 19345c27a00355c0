package dev.duet.site.render;

import dev.duet.site.javasrc.Declaration;
import dev.duet.site.javasrc.Usage;
import dev.duet.site.link.LinkedPage;
import dev.duet.site.markdown.Heading;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Predicate;

/**
 * The data the pages load as classic scripts (so they work from {@code file://}, where fetch and
 * XHR of local files are blocked): the symbol table with usages, and a search index per language.
 * Paths inside are site-relative; the page script prefixes its own root.
 */
final class DataScripts {
    private DataScripts() {}

    /** {@code assets/data/symbols.js}: every declaration shown in the source browser. */
    static String symbols(SiteModel model, Predicate<String> shownFile) {
        Map<String, Object> out = new TreeMap<>();
        for (Declaration d : model.java().declarations().values()) {
            if (!shownFile.test(d.file())) {
                continue;
            }
            Map<String, Object> s = new LinkedHashMap<>();
            s.put("n", d.name());
            s.put("k", d.kind());
            s.put("s", d.signature());
            s.put("d", d.javadocHtml());
            Map<String, Object> translated = new TreeMap<>();
            model.javadocTranslations().forEach((lang, docs) -> {
                if (docs.containsKey(d.id())) {
                    translated.put(lang, docs.get(d.id()));
                }
            });
            if (!translated.isEmpty()) {
                // the quick doc of a page in one of these languages shows this, the original a click away
                s.put("t", translated);
            }
            s.put("f", d.file());
            s.put("l", d.line());
            s.put("a", SitePaths.fragment(d));
            List<Object> usages = new ArrayList<>();
            for (Usage u : d.usages()) {
                if (shownFile.test(u.file())) {
                    usages.add(List.of(u.file(), u.line(), u.kind(), u.lineText()));
                }
            }
            s.put("u", usages);
            out.put(d.id(), s);
        }
        return "window.DUET_SYMBOLS = " + Json.write(out) + ";\n";
    }

    /** {@code assets/data/search-<lang>.js}: pages, their sections, and the port's symbols. */
    static String search(SiteModel model, String lang, Predicate<String> shownFile) {
        List<Object> entries = new ArrayList<>();
        for (LinkedPage p : model.pages().get(lang).values()) {
            String href = SitePaths.page(lang, p.slug());
            entries.add(entry(p.page().title(), "page", href, p.body().plainText().length() > 160
                    ? p.body().plainText().substring(0, 160) : p.body().plainText()));
            for (Heading h : p.body().headings()) {
                entries.add(entry(h.text(), "section", href + "#" + h.id(), p.page().title()));
            }
        }
        for (Declaration d : model.java().declarations().values()) {
            if (!shownFile.test(d.file())) {
                continue;
            }
            String owner = d.parentId() == null ? d.file() : d.parentId().substring(d.parentId().lastIndexOf('.') + 1);
            entries.add(entry(d.name(), d.kind(), SitePaths.source(lang, d.file()) + "#" + SitePaths.fragment(d),
                    owner + " · " + d.signature()));
        }
        return "window.DUET_SEARCH = " + Json.write(entries) + ";\n";
    }

    private static Map<String, Object> entry(String title, String kind, String href, String detail) {
        Map<String, Object> e = new LinkedHashMap<>();
        e.put("t", title);
        e.put("k", kind);
        e.put("h", href);
        e.put("x", detail);
        return e;
    }
}
