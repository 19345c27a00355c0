package dev.duet.site.render;

import dev.duet.site.javasrc.Declaration;
import dev.duet.site.javasrc.Usage;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Predicate;

/**
 * The data the pages load as classic scripts (so they work from {@code file://}, where fetch and
 * XHR of local files are blocked): the symbol table with usages and hierarchy; {@link SearchIndex} writes
 * the search index per language.
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
                    // a fifth element names the method of the hierarchy the reference calls, when not this one
                    usages.add(u.via() == null ? List.of(u.file(), u.line(), u.kind(), u.lineText())
                            : List.of(u.file(), u.line(), u.kind(), u.lineText(), u.via()));
                }
            }
            s.put("u", usages);
            // super methods / supertypes (Ctrl+U) and implementations (Ctrl+Alt+B), only when there are any
            List<String> supers = shown(d.supers(), model, shownFile);
            if (!supers.isEmpty()) {
                s.put("p", supers);
            }
            List<String> implementations = shown(d.implementations(), model, shownFile);
            if (!implementations.isEmpty()) {
                s.put("i", implementations);
            }
            out.put(d.id(), s);
        }
        return "window.DUET_SYMBOLS = " + Json.write(out) + ";\n";
    }

    /** The ids among {@code ids} whose declarations the source browser shows. */
    private static List<String> shown(List<String> ids, SiteModel model, Predicate<String> shownFile) {
        return ids.stream().filter(id -> {
            Declaration target = model.java().declarations().get(id);
            return target != null && shownFile.test(target.file());
        }).toList();
    }
}
