package dev.duet.site.render;

import dev.duet.site.diag.Diagnostics;
import dev.duet.site.javasrc.Declaration;
import dev.duet.site.javasrc.SourceFile;
import dev.duet.site.link.LinkedPage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * Renders the whole site into memory: site-relative path → bytes, sorted, so writing and
 * comparing with {@code site/} are simple and the output is deterministic.
 */
public final class SiteRenderer {
    private final Templates templates;
    private final DataScripts.ShardMemo shardMemo;

    public SiteRenderer(Templates templates) {
        this(templates, DataScripts.ShardMemo.NONE);
    }

    /** @param shardMemo what an earlier run's symbol shards may be reused from (see {@link DataScripts.ShardMemo}) */
    public SiteRenderer(Templates templates, DataScripts.ShardMemo shardMemo) {
        this.templates = templates;
        this.shardMemo = shardMemo;
    }

    /** Which outputs to render; a serve session re-renders only what an edit affects. */
    /**
     * @param search the search data (the pages' text and the demos' titles and captions change it)
     * @param symbols the symbol table (only the Java sources change it)
     */
    public record Selection(boolean landing, boolean assets, boolean search, boolean symbols,
            Predicate<LinkedPage> pages, Predicate<String> sources) {
        public static final Selection ALL = new Selection(true, true, true, true, p -> true, f -> true);

        /** Everything selected except what shows the demos' records: the content pages and the search data. */
        public Selection withoutPages() {
            return new Selection(landing, assets, false, symbols, p -> false, sources);
        }

        /** Only the selected content pages, and the search data if selected (it holds the demos' captions). */
        public Selection pagesOnly() {
            return new Selection(false, false, search, false, pages, f -> false);
        }

        /** Pages matching {@code pages} and the search data: what an edit to page text affects. */
        public static Selection pages(Predicate<LinkedPage> pages) {
            return new Selection(false, false, true, false, pages, f -> false);
        }
    }

    public SortedMap<String, byte[]> render(SiteModel model, Selection selection, Diagnostics diags) {
        SortedMap<String, byte[]> out = new TreeMap<>();
        var manifest = model.content().manifest();
        Predicate<String> shown = manifest::showsSource;
        ChromeFactory chrome = new ChromeFactory(model, shown);
        ContentPages pages = new ContentPages(model, chrome);
        SourcePages sources = new SourcePages(model, chrome);
        // Pages are independent of one another, so they are rendered in parallel; the output map
        // is sorted by path, so the order they finish in does not show.
        List<Runnable> tasks = new ArrayList<>();
        Map<String, byte[]> rendered = new java.util.concurrent.ConcurrentHashMap<>();
        // the symbol data in shards (a source page names its own file's), see DataScripts; a
        // serve session's re-render of page text needs neither
        boolean anySource = model.java().files().keySet().stream().anyMatch(f -> shown.test(f) && selection.sources().test(f));
        // source pages name their shards, so those come first; without them, the shards are one more task
        java.util.concurrent.atomic.AtomicReference<DataScripts.Shards> shardsFound = new java.util.concurrent.atomic.AtomicReference<>();
        Runnable shardsTask = () -> {
            try {
                shardsFound.set(DataScripts.scripts(model, shown, shardMemo));
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        };
        if (anySource) {
            shardsTask.run();
        } else if (selection.symbols()) {
            tasks.add(shardsTask);
        }
        DataScripts.Shards shards = shardsFound.get();
        Map<String, CodeHtml> codes = new HashMap<>();
        for (String lang : manifest.languages()) {
            codes.put(lang, new CodeHtml(shownDeclarations(model, shown), lang));
        }
        for (SourceFile f : model.java().files().values()) {
            if (shown.test(f.path()) && selection.sources().test(f.path())) {
                // a source file's code is written once, for every language's page of it
                tasks.add(() -> rendered.put(SourcePages.codePath(f.path()), bytes(sources.codeScript(f, codes))));
            }
        }
        for (String lang : manifest.languages()) {
            CodeHtml code = codes.get(lang);
            for (LinkedPage p : model.pages().getOrDefault(lang, Map.of()).values()) {
                if (selection.pages().test(p)) {
                    tasks.add(() -> {
                        var view = pages.build(p, code);
                        templates.render("page", Map.of("page", view, "chrome", view.chrome()), diags)
                                .ifPresent(html -> rendered.put(SitePaths.page(lang, p.slug()), bytes(html)));
                    });
                }
            }
            for (SourceFile f : model.java().files().values()) {
                if (shown.test(f.path()) && selection.sources().test(f.path())) {
                    tasks.add(() -> {
                        var view = sources.build(lang, f, shards.of(f.path()));
                        templates.render("source", Map.of("page", view, "chrome", view.chrome()), diags)
                                .ifPresent(html -> rendered.put(SitePaths.source(lang, f.path()), bytes(html)));
                    });
                }
            }
            if (selection.search()) {
                tasks.add(() -> SearchIndex.scripts(model, lang, shown).forEach((path, js) -> rendered.put(path, bytes(js))));
            }
        }
        tasks.parallelStream().forEach(Runnable::run);
        out.putAll(rendered);
        if (selection.symbols()) {
            shardsFound.get().scripts().forEach((path, js) -> out.put(path, bytes(js)));
            for (String lang : manifest.languages()) {
                out.put(ChromeFactory.treePath(lang), bytes(chrome.treeScript(lang)));
            }
            out.put(SitePaths.asset("data/" + GoNavigation.DATA + ".js"), bytes(pages.goNavigation().script()));
        }
        // Each demo's source, as serve's editor opens it (live-demo.js); demos are in the model only
        // once they ran, so the pass that renders pages with them writes these.
        model.demos().forEach((id, demo) -> out.put(demoSourcePath(id), bytes(demo.source())));
        if (selection.landing()) {
            landing(model, diags).ifPresent(html -> out.put(SitePaths.landing(), bytes(html)));
        }
        if (selection.assets()) {
            copyAssets(out, diags);
        }
        return out;
    }

    /** Where a demo's source is written: {@code assets/data/demos/ID.jsh}. */
    static String demoSourcePath(String demoId) {
        return SitePaths.asset("data/demos/" + demoId + ".jsh");
    }

    private java.util.Optional<String> landing(SiteModel model, Diagnostics diags) {
        var manifest = model.content().manifest();
        List<Views.LangLink> links = manifest.languages().stream()
                .map(l -> new Views.LangLink(l, model.content().messages().containsKey(l)
                        ? model.content().messages().get(l).get("language.name") : l, SitePaths.page(l, "index"), false))
                .toList();
        Map<String, String> taglines = new LinkedHashMap<>(manifest.tagline());
        Map<String, Object> messages = new HashMap<>();
        model.content().messages().forEach((lang, m) -> messages.put(lang, m.asMap()));
        var view = new Views.LandingView(manifest.title().getOrDefault(manifest.defaultLanguage(), ""), links, taglines);
        return templates.render("landing", Map.of("page", view, "titles", manifest.title(), "messages", messages,
                "defaultLanguage", manifest.defaultLanguage()), diags);
    }

    /**
     * Copies the theme's assets and then {@code templates/assets/**} to {@code site/assets/}: a
     * project's file replaces the theme's file of the same name.
     */
    private void copyAssets(SortedMap<String, byte[]> out, Diagnostics diags) {
        Theme.files().forEach((rel, bytes) -> {
            if (rel.startsWith("assets/")) {
                out.put(SitePaths.asset(rel.substring("assets/".length())), bytes);
            }
        });
        Path assets = templates.dir().resolve("assets");
        if (!Files.isDirectory(assets)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(assets)) {
            for (Path file : walk.filter(Files::isRegularFile).sorted().toList()) {
                String rel = assets.relativize(file).toString().replace('\\', '/');
                out.put(SitePaths.asset(rel), Files.readAllBytes(file));
            }
        } catch (IOException e) {
            diags.error("templates/assets", 0, 0, "cannot copy assets: " + e.getMessage());
        }
    }

    /** Declarations in files the site does not show are not linked. */
    private static Map<String, Declaration> shownDeclarations(SiteModel model, Predicate<String> shown) {
        Map<String, Declaration> out = new HashMap<>();
        model.java().declarations().forEach((id, d) -> {
            if (shown.test(d.file())) {
                out.put(id, d);
            }
        });
        return out;
    }

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }
}
