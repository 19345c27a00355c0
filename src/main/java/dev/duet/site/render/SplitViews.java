package dev.duet.site.render;

import dev.duet.site.align.Alignment;
import dev.duet.site.align.Link;
import dev.duet.site.align.Row;
import dev.duet.site.code.CodeLine;
import dev.duet.site.content.Excerpt;
import dev.duet.site.javasrc.Declaration;
import dev.duet.site.javasrc.DocComment;
import dev.duet.site.javasrc.SourceFile;
import dev.duet.site.link.LinkedPage;
import dev.duet.site.render.Views.SplitRow;
import dev.duet.site.render.Views.SplitView;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;

/** Builds the Go/Java split view of a step page from its excerpt's alignment. */
final class SplitViews {
    private final SiteModel model;
    private final GoNavigation go;

    SplitViews(SiteModel model, GoNavigation go) {
        this.model = model;
        this.go = go;
    }

    SplitView build(LinkedPage page, Excerpt excerpt, CodeHtml code, String self) {
        Alignment alignment = model.alignments().get(excerpt.id());
        SourceFile source = model.java().files().get(excerpt.javaFile());
        List<CodeLine> go = model.goCode().get(excerpt.id());
        Map<Integer, TreeSet<Integer>> goToJava = new TreeMap<>();
        Map<Integer, TreeSet<Integer>> javaToGo = new TreeMap<>();
        TreeSet<Integer> crossingGo = new TreeSet<>();
        for (Link l : alignment.links()) {
            goToJava.computeIfAbsent(l.goLine(), k -> new TreeSet<>()).add(l.javaLine());
            javaToGo.computeIfAbsent(l.javaLine(), k -> new TreeSet<>()).add(l.goLine());
            if (l.crossing()) {
                crossingGo.add(l.goLine());
            }
        }
        Map<Integer, String> translatedDocs = translatedDocs(page.page().lang(), excerpt.javaFile(), self, code);
        List<SplitRow> rows = new ArrayList<>();
        for (Row r : alignment.rows()) {
            String goHtml = r.goLine() == null ? null : this.go.line(excerpt, go.get(r.goLine() - excerpt.first()), code, self);
            String javaHtml = r.javaLine() == null ? null : translatedDocs.containsKey(r.javaLine())
                    ? translatedDocs.get(r.javaLine()) : code.line(source.lines().get(r.javaLine() - 1), self, false,
                    model.translatedComment(page.page().lang(), excerpt.javaFile(), r.javaLine()));
            String note = r.goLine() == null ? null : page.notes().get("go:" + r.goLine());
            rows.add(new SplitRow(r.goLine(), goHtml, r.goLine() == null ? null : joined(goToJava.get(r.goLine())),
                    r.javaLine(), javaHtml, r.javaLine() == null ? null : joined(javaToGo.get(r.javaLine())), note, r.goLine() != null && crossingGo.contains(r.goLine())));
        }
        List<Object> links = new ArrayList<>();
        for (Link l : alignment.links()) {
            links.add(List.of(l.goLine(), l.javaLine(), l.crossing()));
        }
        String javaPage = SitePaths.source(page.page().lang(), excerpt.javaFile());
        return new SplitView(excerpt.id(), page.page().caption().orElse(page.page().title()), excerpt.path(),
                excerpt.fileName(), excerpt.repository(), excerpt.tag(), excerpt.first(), excerpt.last(),
                excerpt.originalUrl(), excerpt.license(), excerpt.copyright(), excerpt.javaFile(),
                SitePaths.relative(self, javaPage) + "#L" + alignment.javaFirst(), rows, Json.write(links),
                legend(rows, page));
    }

    /**
     * The tints this split view uses, in the legend's order: Go lines alone on their row, Java
     * lines alone on theirs, dashed connectors, and the lines a step of the page's demo lights.
     */
    private static List<String> legend(List<SplitRow> rows, LinkedPage page) {
        List<String> used = new ArrayList<>();
        if (rows.stream().anyMatch(r -> r.goLine() != null && r.javaLine() == null)) {
            used.add("go-only");
        }
        if (rows.stream().anyMatch(r -> r.goLine() == null && r.javaLine() != null)) {
            used.add("java-only");
        }
        if (rows.stream().anyMatch(SplitRow::crossing)) {
            used.add("crossing");
        }
        if (page.page().demo().isPresent()) {
            used.add("exec");
        }
        return List.copyOf(used);
    }

    /**
     * On a page in a language the Javadoc is translated into, the rows of each translated comment
     * of the aligned file, as source and topic pages show it: its first row holds the translation,
     * its other rows stay empty (the original is on the source page), by Java line.
     */
    private Map<Integer, String> translatedDocs(String lang, String javaFile, String self, CodeHtml code) {
        Map<Integer, String> out = new TreeMap<>();
        for (DocComment doc : model.java().docComments().values()) {
            Declaration d = model.java().declarations().get(doc.id());
            String html = model.translatedJavadoc(lang, doc.id());
            if (d == null || html == null || !d.file().equals(javaFile)) {
                continue;
            }
            out.put(doc.firstLine(), "<span class=\"doc-tr\" lang=\"" + CodeHtml.escape(lang) + "\" data-doc=\""
                    + CodeHtml.escape(d.id()) + "\"><span class=\"doc-body\">" + TranslatedDocRows.phrasing(html, self, model, code)
                    + "</span></span>");
            for (int line = doc.firstLine() + 1; line <= doc.lastLine(); line++) {
                out.put(line, "");
            }
        }
        return out;
    }

    private static String joined(TreeSet<Integer> lines) {
        return lines == null ? null : lines.stream().map(String::valueOf).collect(Collectors.joining(" "));
    }
}
