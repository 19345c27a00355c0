package dev.duet.site.render;

import dev.duet.site.javasrc.Declaration;
import dev.duet.site.link.LinkedPage;
import dev.duet.site.markdown.Block;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;

/**
 * The search data of one language: every page's text
 * section by section (each linking to its heading), every demo's title and captions (linking to
 * the demo on each page that shows it), and the port's symbols.
 *
 * <p>Entries are {@code {t: title, k: kind, h: href, x: detail, b: body text}}; {@code b} is the
 * text the reader sees, taken from the rendered HTML (so inline code appears once, as on the
 * page), with runs of white space collapsed. The page script matches substrings (which is what
 * Chinese, written without spaces, needs) and cuts snippets from {@code b} itself.
 *
 * <p>No page loads it up front: search.js loads it when the search box is first opened, as
 * classic scripts calling {@code Duet.shard} (see {@link DataScripts}). The index,
 * {@code assets/data/search-<lang>.js}, holds each entry's title, kind, link and detail (all that
 * a title, symbol or camel-hump match needs) and the number of body shards; the bodies, the bulk,
 * are in {@code assets/data/search-<lang>/<n>.js}, about {@link #SHARD_BYTES} each, entry by
 * entry in index order. The box opens once they are all there, so results come with each key
 * typed: a substring of running text can be anywhere, so a query needs every body shard.
 */
final class SearchIndex {
    private SearchIndex() {}

    static final int SHARD_BYTES = 64 * 1024;

    /** Site-relative path → script: the index of {@code lang} and its body shards. */
    static Map<String, String> scripts(SiteModel model, String lang, Predicate<String> shownFile) {
        List<Object> entries = entries(model, lang, shownFile);
        List<Object> heads = new ArrayList<>();
        List<Map<String, Object>> shards = new ArrayList<>();
        Map<String, Object> shard = new java.util.TreeMap<>();
        int bytes = 0;
        for (int i = 0; i < entries.size(); i++) {
            @SuppressWarnings("unchecked")
            Map<String, Object> e = new LinkedHashMap<>((Map<String, Object>) entries.get(i));
            Object body = e.remove("b");
            heads.add(e);
            if (body != null) {
                if (bytes > SHARD_BYTES) {
                    shards.add(shard);
                    shard = new java.util.TreeMap<>();
                    bytes = 0;
                }
                shard.put(String.valueOf(i), body);
                bytes += body.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8).length;
            }
        }
        if (!shard.isEmpty()) {
            shards.add(shard);
        }
        Map<String, String> out = new java.util.TreeMap<>();
        String name = "search-" + lang;
        Map<String, Object> index = new LinkedHashMap<>();
        index.put("n", shards.size());
        index.put("e", heads);
        out.put(DataScripts.shardPath(name), "Duet.shard(" + Json.script(name) + ", " + Json.script(index) + ");\n");
        for (int i = 0; i < shards.size(); i++) {
            String part = name + "/" + i;
            out.put(DataScripts.shardPath(part), "Duet.shard(" + Json.script(part) + ", " + Json.script(shards.get(i)) + ");\n");
        }
        return out;
    }

    /** Every entry of {@code lang}, as maps in the order the index lists them. */
    static List<Object> entries(SiteModel model, String lang, Predicate<String> shownFile) {
        List<Object> entries = new ArrayList<>();
        for (LinkedPage p : model.pages().get(lang).values()) {
            page(p, lang, entries);
            // a demo shown on several pages is found on each: its captions are part of each page's text
            for (String id : demosShown(p)) {
                SiteModel.DemoRecord run = model.demos().get(id);
                if (run != null) {
                    entries.add(demo(run, lang, p));
                }
            }
        }
        for (Declaration d : model.java().declarations().values()) {
            if (!shownFile.test(d.file())) {
                continue;
            }
            String owner = d.parentId() == null ? d.file() : d.parentId().substring(d.parentId().lastIndexOf('.') + 1);
            // On a page in another language than the Javadoc's, its translation is what readers search.
            entries.add(entry(d.name(), d.kind(), SitePaths.source(lang, d.file()) + "#" + SitePaths.fragment(d),
                    owner + " · " + d.signature(), text(model.translatedJavadoc(lang, d.id()))));
        }
        return entries;
    }

    /** The demos a page shows: its {@code @demo} directives, then its main demo if no directive showed it. */
    private static Set<String> demosShown(LinkedPage p) {
        Set<String> ids = new LinkedHashSet<>();
        for (Block block : p.body().blocks()) {
            if (block instanceof Block.Directive d && d.name().equals("demo")) {
                ids.add(d.arg());
            }
        }
        p.page().demo().ifPresent(ids::add);
        return ids;
    }

    private static Map<String, Object> demo(SiteModel.DemoRecord run, String lang, LinkedPage on) {
        StringBuilder captions = new StringBuilder();
        for (SiteModel.StepRecord step : run.steps()) {
            append(captions, text(step.caption().getOrDefault(lang, "")));
            if (step.exercise() != null) {
                append(captions, step.exercise().question(lang)); // exercises are found by their questions
            }
        }
        return entry(run.title().getOrDefault(lang, run.id()), "demo",
                SitePaths.page(lang, on.slug()) + "#demo-" + run.id(), on.page().title(), captions.toString());
    }

    /**
     * The page itself (its summary, the text before its first heading and its margin notes), then
     * one entry per heading with the text up to the next heading.
     */
    private static void page(LinkedPage p, String lang, List<Object> entries) {
        String href = SitePaths.page(lang, p.slug());
        StringBuilder intro = new StringBuilder();
        append(intro, text(p.summaryHtml()));
        List<Object> sections = new ArrayList<>();
        StringBuilder current = intro;
        String[] heading = null;
        for (Block block : p.body().blocks()) {
            if (block instanceof Block.Directive) {
                continue; // demos are entries of their own; diagrams and card lists repeat other pages
            }
            for (Element element : Jsoup.parseBodyFragment(((Block.Html) block).html()).body().children()) {
                if (element.tagName().matches("h[1-6]") && !element.id().isEmpty()) {
                    flush(sections, heading, current, href, p);
                    heading = new String[] {element.id(), element.text()};
                    current = new StringBuilder();
                } else {
                    append(current, element.text());
                }
            }
        }
        flush(sections, heading, current, href, p);
        for (String note : p.notes().values()) {
            append(intro, text(note));
        }
        entries.add(entry(p.page().title(), "page", href, p.page().summary(), intro.toString()));
        entries.addAll(sections);
    }

    private static void flush(List<Object> sections, String[] heading, StringBuilder text, String href, LinkedPage p) {
        if (heading != null) {
            sections.add(entry(heading[1], "section", href + "#" + heading[0], p.page().title(), text.toString()));
        }
    }

    private static String text(String html) {
        return html == null || html.isEmpty() ? "" : Jsoup.parseBodyFragment(html).body().text();
    }

    private static void append(StringBuilder sb, String text) {
        String t = text.replaceAll("\\s+", " ").strip();
        if (t.isEmpty()) {
            return;
        }
        if (sb.length() > 0) {
            sb.append(' ');
        }
        sb.append(t);
    }

    private static Map<String, Object> entry(String title, String kind, String href, String detail, String body) {
        Map<String, Object> e = new LinkedHashMap<>();
        e.put("t", title);
        e.put("k", kind);
        e.put("h", href);
        e.put("x", detail);
        if (body != null && !body.isEmpty()) {
            e.put("b", body);
        }
        return e;
    }
}
