package dev.duet.site.render;

import dev.duet.site.content.Content;
import dev.duet.site.content.ContentLoader;
import dev.duet.site.content.Manifest;
import dev.duet.site.diag.Diagnostics;
import dev.duet.site.javasrc.JavaProject;
import dev.duet.site.javasrc.SourceFile;
import dev.duet.site.link.LinkedPage;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The source browser of a plain Java tree ({@code duet browse}): the walkthrough's source pages,
 * project tree, structure, search, quick docs and usages, with no walkthrough around them.
 *
 * <p>A site of one language whose only pages are source pages: the model has no content pages,
 * excerpts or demos. Source pages are rendered one at a time, as the analysis finishes each file
 * ({@link #page}), so that no more than a few files' highlighted lines exist at once; the data
 * scripts, the assets and the landing pages come at the end ({@link #finish}), from the complete
 * analysis, the way the walkthrough build renders them.
 */
public final class SourceBrowser {
    private final Templates templates;
    private final Content content;
    private final String lang;
    private final SiteModel model;
    private final ChromeFactory chrome;
    private final SourcePages sources;
    private final CodeHtml code;

    /**
     * @param declared the analysis as far as pages need it: every declaration (usages are only in
     *                 the data scripts) and every file's path
     */
    public SourceBrowser(Templates templates, Content content, JavaProject declared) {
        this.templates = templates;
        this.content = content;
        this.lang = content.manifest().defaultLanguage();
        this.model = model(content, declared);
        this.chrome = new ChromeFactory(model, f -> true);
        this.sources = new SourcePages(model, chrome);
        this.code = new CodeHtml(declared.declarations(), lang);
    }

    /** The content of a site with no content: a title and Duet's UI strings for {@code lang}. */
    public static Content content(String title, String lang) {
        Manifest manifest = new Manifest("duet browse", Map.of(lang, title), Map.of(), List.of(lang), lang, List.of(),
                Map.of(), Map.of(), List.of(), List.of(), List.of(), List.of(), Map.of(), 0, Map.of(),
                new Manifest.JavadocSettings(lang, false), false, 0);
        return new Content(manifest, Map.of(lang, Map.of()), new TreeMap<>(), new TreeMap<>(),
                Map.of(lang, ContentLoader.shippedMessages(lang)), List.of(), Content.Refused.none());
    }

    /**
     * One file's page and its code script (site-relative path to bytes); safe to call from several
     * threads. Without the page when the template failed (reported). The page loads its symbol
     * shards on demand: their sizes are known only once every file is analysed.
     */
    public SortedMap<String, byte[]> page(SourceFile file, Diagnostics diags) {
        SortedMap<String, byte[]> out = new TreeMap<>();
        out.put(SourcePages.codePath(file.path()), sources.codeScript(file, Map.of(lang, code)).getBytes(StandardCharsets.UTF_8));
        var view = sources.build(lang, file, List.of());
        templates.render("source", Map.of("page", view, "chrome", view.chrome()), diags)
                .ifPresent(html -> out.put(SitePaths.source(lang, file.path()), html.getBytes(StandardCharsets.UTF_8)));
        return out;
    }

    /**
     * Everything but the source pages, from the complete analysis: the search and symbol data, the
     * theme's assets, the landing page and the overview of packages ({@code <lang>/index.html},
     * where the site title links to).
     *
     * @param lineCounts lines of each file, for the overview
     * @param shardMemo  the symbol shards an earlier run left that may be kept (it puts them into the output itself)
     */
    public SortedMap<String, byte[]> finish(JavaProject complete, Map<String, Integer> lineCounts,
                                            DataScripts.ShardMemo shardMemo, Diagnostics diags) {
        SiteModel full = model(content, complete);
        SortedMap<String, byte[]> out = new TreeMap<>(new SiteRenderer(templates, shardMemo).render(full,
                new SiteRenderer.Selection(true, true, true, true, p -> false, f -> false), diags));
        String self = SitePaths.page(lang, "index");
        Views.Chrome pageChrome = new ChromeFactory(full, f -> true).chrome(lang, self, l -> self, "index", null);
        String title = content.manifest().title().get(lang);
        templates.render("browse", Map.of("page", overview(complete, lineCounts, self, title), "chrome", pageChrome), diags)
                .ifPresent(html -> out.put(self, html.getBytes(StandardCharsets.UTF_8)));
        return out;
    }

    /** The overview page: the packages, each with its files and lines. */
    public record Overview(String title, List<Views.Crumb> crumbs, List<PackageRow> packages, int files, long lines) {
    }

    public record PackageRow(String name, List<FileLink> files, long lines) {
    }

    public record FileLink(String name, String href) {
    }

    private Overview overview(JavaProject project, Map<String, Integer> lineCounts, String self, String title) {
        Map<String, List<SourceFile>> byPackage = new TreeMap<>();
        for (SourceFile f : project.files().values()) {
            byPackage.computeIfAbsent(f.packageName(), k -> new ArrayList<>()).add(f);
        }
        List<PackageRow> rows = new ArrayList<>();
        long total = 0;
        for (var e : byPackage.entrySet()) {
            List<FileLink> links = new ArrayList<>();
            long lines = 0;
            for (SourceFile f : e.getValue()) {
                links.add(new FileLink(f.path().substring(f.path().lastIndexOf('/') + 1),
                        SitePaths.relative(self, SitePaths.source(lang, f.path()))));
                lines += lineCounts.getOrDefault(f.path(), 0);
            }
            total += lines;
            rows.add(new PackageRow(e.getKey().isEmpty() ? "(default package)" : e.getKey(), links, lines));
        }
        return new Overview(title, List.of(new Views.Crumb(title, null)), rows, project.files().size(), total);
    }

    private static SiteModel model(Content content, JavaProject java) {
        String lang = content.manifest().defaultLanguage();
        Map<String, Map<String, LinkedPage>> noPages = Map.of(lang, Map.of());
        return new SiteModel(content, java, new TreeMap<>(), Map.of(), noPages, Map.of(), Map.of());
    }
}
