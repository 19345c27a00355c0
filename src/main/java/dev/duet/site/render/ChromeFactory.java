package dev.duet.site.render;

import dev.duet.site.content.Page;
import dev.duet.site.link.LinkedPage;
import dev.duet.site.render.Views.Chrome;
import dev.duet.site.render.Views.LangLink;
import dev.duet.site.render.Views.NavLink;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
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
        return chrome(lang, self, samePlace, currentSlug, currentFile, currentFile == null ? Set.of() : Set.of(currentFile));
    }

    /** @param revealed the Java files whose folders the Project tree opens (those the page shows) */
    Chrome chrome(String lang, String self, Function<String, String> samePlace, String currentSlug, String currentFile,
                  Set<String> revealed) {
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
                SitePaths.relative(self, treePath(lang)), Json.write(new TreeSet<>(revealed)),
                currentFile == null ? "" : currentFile,
                SitePaths.relative(self, SitePaths.asset("data/symbols.js")),
                Json.write(new java.util.TreeMap<>(messages(lang))), manifest.stateView().isEmpty() ? "" : Json.write(manifest.stateView()), manifest.browserRuns());
    }

    private Map<String, String> messages(String lang) {
        var m = model.content().messages().get(lang);
        return m == null ? Map.of() : m.asMap();
    }

    /**
     * The shown Java files, grouped under the manifest's source folders in the manifest's order
     * (the author's reading order, not the alphabet); without a {@code sources:} list, under
     * their top folder. The same on every page.
     */
    private static TreeSet<String> treeEntries(SiteModel model, Predicate<String> shownFile) {
        TreeSet<String> entries = new TreeSet<>();
        for (String file : model.java().files().keySet()) {
            if (shownFile.test(file)) {
                entries.add(file);
            }
        }
        return entries;
    }

    /** Where the Project tree of {@code lang}'s pages is, site-relative. */
    static String treePath(String lang) {
        return SitePaths.asset("data/tree-" + lang + ".js");
    }

    /**
     * The Project tool window of {@code lang}'s pages, as a classic script every page loads: the
     * same on every page, so it is written once rather than into each page (on a large tree it was
     * most of a page's bytes). Links are site-relative; duet.js puts the page's root before them,
     * marks the current file and opens the folders of those the page shows.
     */
    String treeScript(String lang) {
        return "window.DuetTreeHtml = " + Json.script(tree(lang)) + ";\n";
    }

    /** Collapsible folders of the shown files, in the manifest's order of source folders. */
    private String tree(String lang) {
        List<String> roots = new ArrayList<>();
        for (String source : model.content().manifest().sources()) {
            roots.add(source.endsWith("/") ? source.substring(0, source.length() - 1) : source);
        }
        RowsHtml.Folder top = new RowsHtml.Folder("");
        for (String file : treeEntries) {
            String root = roots.stream().filter(r -> file.startsWith(r + "/")).findFirst()
                    .orElse(file.contains("/") ? file.substring(0, file.indexOf('/')) : "");
            RowsHtml.Folder folder = top.child(root, root.replace('/', '.'));
            String rest = root.isEmpty() ? file : file.substring(root.length() + 1);
            String[] parts = rest.split("/");
            String path = root;
            for (int i = 0; i < parts.length - 1; i++) {
                path = path + "/" + parts[i];
                folder = folder.child(path, parts[i]);
            }
            folder.files().add(new RowsHtml.TreeFile(parts[parts.length - 1], SitePaths.source(lang, file), file));
        }
        // Folders in the manifest's order of roots, then by name; a root folder with no
        // manifest entry comes after those that have one.
        List<String> order = new ArrayList<>(roots);
        java.util.function.ToIntFunction<RowsHtml.Folder> rank = f -> {
            int i = order.indexOf(f.path());
            return i < 0 ? Integer.MAX_VALUE : i;
        };
        return RowsHtml.tree(top, java.util.Comparator.comparingInt(rank).thenComparing(RowsHtml.Folder::name));
    }
}
