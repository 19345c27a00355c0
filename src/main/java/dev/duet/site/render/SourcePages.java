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

    SourceView build(String lang, SourceFile file, CodeHtml code) {
        String self = SitePaths.source(lang, file.path());
        Map<Integer, List<GoChip>> chips = chips(lang, file, self);
        var messages = model.content().messages().get(lang);
        String chipTitle = messages == null ? "" : messages.get("code.go-line");
        TranslatedDocRows docs = new TranslatedDocRows(model, lang, file, self, code,
                messages == null ? "original" : messages.get("doc.original"),
                messages == null ? "" : messages.get("doc.original-title"));
        String lines = RowsHtml.codeRows(file.lines(), chips, chipTitle, line -> code.line(line, self, true), docs);
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
                file.path(), file.packageName(), name, crumbs, lines, outline);
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
