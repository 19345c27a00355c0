package dev.duet.site.render;

import dev.duet.site.content.Excerpt;
import dev.duet.site.javasrc.Declaration;
import dev.duet.site.javasrc.GoAnchor;
import dev.duet.site.javasrc.OutlineEntry;
import dev.duet.site.javasrc.SourceFile;
import dev.duet.site.link.LinkedPage;
import dev.duet.site.render.Views.Crumb;
import dev.duet.site.render.RowsHtml.GoChip;
import dev.duet.site.render.Views.OutlineItem;
import dev.duet.site.render.Views.SourceView;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Builds the source browser page of one Java file. */
final class SourcePages {
    private final SiteModel model;
    private final ChromeFactory chrome;

    SourcePages(SiteModel model, ChromeFactory chrome) {
        this.model = model;
        this.chrome = chrome;
    }

    /**
     * The page of one file in one language: its chrome, outline and code as plain text; the
     * highlighted code is the file's {@link #codeScript code script}, shared by every language, and the file's own
     * symbol shards are loaded with the page (a click on a declaration answers at once).
     */
    SourceView build(String lang, SourceFile file, List<String> ownShards) {
        String self = SitePaths.source(lang, file.path());
        List<String> scripts = new ArrayList<>();
        for (String shard : ownShards) {
            scripts.add(SitePaths.relative(self, DataScripts.shardPath(shard)));
        }
        List<OutlineItem> outline = new ArrayList<>();
        for (OutlineEntry e : file.outline()) {
            Declaration d = model.java().declarations().get(e.id());
            String href = d == null ? "#L" + e.line() : "#" + SitePaths.hrefFragment(SitePaths.fragment(d));
            outline.add(new OutlineItem(e.name(), e.kind(), href, e.depth(), e.line()));
        }
        String name = file.path().substring(file.path().lastIndexOf('/') + 1);
        // The site title is the brand link beside the crumbs, so the crumbs start below it.
        List<Crumb> crumbs = new ArrayList<>();
        for (String part : file.packageName().split("\\.")) {
            crumbs.add(new Crumb(part, null));
        }
        crumbs.add(new Crumb(name, null));
        return new SourceView(chrome.chrome(lang, self, other -> SitePaths.source(other, file.path()), null, file.path()),
                file.path(), file.packageName(), name, crumbs, text(file), SitePaths.relative(self, codePath(file.path())),
                SitePaths.relative(self, SitePaths.asset("source.js")), scripts, outline);
    }

    /** The file's lines as plain text, one per line, as the page holds them before its scripts run. */
    private static String text(SourceFile file) {
        StringBuilder out = new StringBuilder();
        for (var line : file.lines()) {
            out.append(line.text()).append('\n');
        }
        return out.toString();
    }

    /** Where the code script of a Java file lives, site-relative. */
    static String codePath(String javaFile) {
        return SitePaths.asset("data/code/" + javaFile + ".js");
    }

    /**
     * The code of a source page, once for all languages, as a classic script that
     * {@code assets/source.js} turns into the rows: {@code DuetSource({o: first line number,
     * r: [each line's highlighted HTML], x: {lang: {b: {line: rows before it}, c: {line: its extra
     * classes}, g: {line: [[chip label, href]]}, t: chip tooltip, l: {line: the line's HTML with its
     * comment translated}}}})}. The lines' HTML is the same
     * in every language (links between source pages are relative, and every language's pages sit
     * at the same depth); what differs (translated Javadoc rows, the folded originals, the chips
     * to the language's step pages) is small and kept per language.
     */
    String codeScript(SourceFile file, Map<String, CodeHtml> codes) {
        var languages = model.content().manifest().languages();
        String first = languages.get(0);
        String firstSelf = SitePaths.source(first, file.path());
        List<String> rows = new ArrayList<>();
        int number = file.lines().isEmpty() ? 1 : file.lines().get(0).number();
        for (var line : file.lines()) {
            if (line.number() != number + rows.size()) {
                throw new IllegalStateException(file.path() + ": lines are not numbered one by one");
            }
            rows.add(codes.get(first).line(line, firstSelf, true));
        }
        Map<String, Object> perLanguage = new java.util.TreeMap<>();
        for (String lang : languages) {
            String self = SitePaths.source(lang, file.path());
            var messages = model.content().messages().get(lang);
            TranslatedDocRows docs = new TranslatedDocRows(model, lang, file, self, codes.get(lang),
                    messages == null ? "original" : messages.get("doc.original"),
                    messages == null ? "" : messages.get("doc.original-title"));
            Map<String, Object> before = new java.util.TreeMap<>();
            Map<String, Object> classes = new java.util.TreeMap<>();
            for (var line : file.lines()) {
                String key = String.valueOf(line.number());
                if (!docs.before(line.number()).isEmpty()) {
                    before.put(key, docs.before(line.number()));
                }
                if (!docs.rowClass(line.number()).isEmpty()) {
                    classes.put(key, docs.rowClass(line.number()));
                }
            }
            // lines whose comment reads in this language replace the shared row
            Map<String, Object> translatedLines = new java.util.TreeMap<>();
            for (var line : file.lines()) {
                var comment = model.translatedComment(lang, file.path(), line.number());
                if (comment != null) {
                    translatedLines.put(String.valueOf(line.number()), codes.get(lang).line(line, self, true, comment));
                }
            }
            Map<String, Object> chips = new java.util.TreeMap<>();
            chips(lang, file, self).forEach((line, list) -> chips.put(String.valueOf(line),
                    list.stream().map(c -> List.of(c.label(), c.href())).toList()));
            Map<String, Object> x = new java.util.LinkedHashMap<>();
            x.put("b", before);
            x.put("c", classes);
            x.put("g", chips);
            if (!translatedLines.isEmpty()) {
                x.put("l", translatedLines);
            }
            x.put("t", messages == null ? "" : messages.get("code.go-line"));
            perLanguage.put(lang, x);
        }
        Map<String, Object> data = new java.util.LinkedHashMap<>();
        data.put("o", number);
        data.put("r", rows);
        data.put("x", perLanguage);
        return "DuetSource(" + Json.script(data) + ");\n";
    }

    /** Gutter chips: a Java line anchored to Go lines links to those lines on the step page. */
    private Map<Integer, List<GoChip>> chips(String lang, SourceFile file, String self) {
        Map<String, String> excerptPage = new HashMap<>();
        for (LinkedPage p : model.pages().get(lang).values()) {
            p.page().excerpt().ifPresent(id -> excerptPage.putIfAbsent(id, p.slug()));
        }
        Map<Integer, List<GoChip>> out = new HashMap<>();
        for (GoAnchor a : file.anchors()) {
            for (int goLine : a.goLines()) {
                for (Excerpt e : model.content().excerpts().values()) {
                    String slug = excerptPage.get(e.id());
                    if (e.javaFile().equals(file.path()) && goLine >= e.first() && goLine <= e.last() && slug != null) {
                        String href = SitePaths.relative(self, SitePaths.page(lang, slug)) + "#go-" + goLine;
                        out.computeIfAbsent(a.javaLine(), k -> new ArrayList<>()).add(new GoChip("go:" + goLine, href));
                    }
                }
            }
        }
        return out;
    }
}
