package dev.duet.site.render;

import dev.duet.site.content.Page;
import dev.duet.site.link.LinkedPage;
import dev.duet.site.render.Views.Chrome;
import dev.duet.site.render.Views.LangLink;
import dev.duet.site.render.Views.NavLink;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.function.Predicate;

/** Builds the parts every page shares: navigation, language links, project tree. */
final class ChromeFactory {
    private final SiteModel model;
    private final TreeSet<String> treeEntries;

    ChromeFactory(SiteModel model, Predicate<String> shownFile) {
        this.model = model;
        this.treeEntries = treeEntries(model, shownFile);
    }

    /**
     * @param samePlace maps a language to the site-relative path of this same page in it
     * @param currentSlug the content page being shown, or null on source pages
     * @param currentFile the Java file being shown, or null on content pages
     */
    Chrome chrome(String lang, String self, Function<String, String> samePlace, String currentSlug, String currentFile) {
        var manifest = model.content().manifest();
        List<NavLink> nav = new ArrayList<>();
        int step = 0;
        for (LinkedPage p : model.pages().get(lang).values()) {
            boolean isStep = p.page().kind() == Page.Kind.STEP;
            nav.add(new NavLink(SitePaths.relative(self, SitePaths.page(lang, p.slug())), p.page().nav(),
                    p.page().kind().name().toLowerCase(java.util.Locale.ROOT), p.slug().equals(currentSlug),
                    isStep ? ++step : 0));
        }
        List<LangLink> languages = new ArrayList<>();
        for (String other : manifest.languages()) {
            String label = model.content().messages().containsKey(other)
                    ? model.content().messages().get(other).get("language.name") : other;
            languages.add(new LangLink(other, label, SitePaths.relative(self, samePlace.apply(other)), other.equals(lang)));
        }
        return new Chrome(lang, SitePaths.root(self), self, manifest.title().getOrDefault(lang, ""),
                manifest.tagline().getOrDefault(lang, ""), messages(lang), nav, languages,
                tree(lang, self, currentFile),
                SitePaths.relative(self, SitePaths.asset("data/search-" + lang + ".js")),
                SitePaths.relative(self, SitePaths.asset("data/symbols.js")),
                Json.write(new java.util.TreeMap<>(messages(lang))), manifest.stateViewJson());
    }

    private Map<String, String> messages(String lang) {
        var m = model.content().messages().get(lang);
        return m == null ? Map.of() : m.asMap();
    }

    /** The shown Java files and their folders (ending in {@code /}), in path order; the same on every page. */
    private static TreeSet<String> treeEntries(SiteModel model, Predicate<String> shownFile) {
        TreeSet<String> entries = new TreeSet<>();
        for (String file : model.java().files().keySet()) {
            if (!shownFile.test(file)) {
                continue;
            }
            String[] parts = file.split("/");
            StringBuilder prefix = new StringBuilder();
            for (int i = 0; i < parts.length - 1; i++) {
                prefix.append(parts[i]).append('/');
                entries.add(prefix.toString());
            }
            entries.add(file);
        }
        return entries;
    }

    /** The Project tool window: each folder before what it contains, links relative to {@code self}. */
    private String tree(String lang, String self, String currentFile) {
        List<RowsHtml.TreeRow> out = new ArrayList<>();
        for (String entry : treeEntries) {
            boolean folder = entry.endsWith("/");
            String trimmed = folder ? entry.substring(0, entry.length() - 1) : entry;
            int depth = trimmed.split("/").length - 1;
            String name = trimmed.substring(trimmed.lastIndexOf('/') + 1);
            String href = folder ? null : SitePaths.relative(self, SitePaths.source(lang, entry));
            out.add(new RowsHtml.TreeRow(name, href, depth, folder, entry.equals(currentFile)));
        }
        return RowsHtml.treeRows(out);
    }
}
