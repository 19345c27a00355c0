package dev.duet.site.build;

import dev.duet.site.align.Aligner;
import dev.duet.site.anchors.CrossedAnchors;
import dev.duet.site.anchors.ExcerptLines;
import dev.duet.site.anchors.GoLine;
import dev.duet.site.align.Alignment;
import dev.duet.site.align.GoTwins;
import dev.duet.site.align.ExcerptInput;
import dev.duet.site.code.CodeLine;
import dev.duet.site.content.Content;
import dev.duet.site.content.ContentFiles;
import dev.duet.site.content.ContentLoader;
import dev.duet.site.content.JavadocTranslationLoader;
import dev.duet.site.translate.JavadocTranslationStage;
import dev.duet.site.content.Excerpt;
import dev.duet.site.diag.Diagnostic;
import dev.duet.site.diag.Diagnostics;
import dev.duet.site.golang.GoLexer;
import dev.duet.site.javasrc.GoAnchor;
import dev.duet.site.javasrc.JavaAnalyzer;
import dev.duet.site.javasrc.JavaProject;
import dev.duet.site.link.LinkedPage;
import dev.duet.site.link.Linker;
import dev.duet.site.markdown.MarkdownRenderer;
import dev.duet.site.browserrun.BrowserRunStage;
import dev.duet.site.render.SiteModel;
import dev.duet.site.render.SiteRenderer;
import dev.duet.site.render.Templates;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The build, as a recipe: load content, analyse Java, lex Go, align, run demos, link, render.
 * Nothing is written here; callers write the result ({@link SiteOutput}) only when it has no
 * errors. One builder is kept for a serve session, so the symbol solver, the template cache and
 * demo results are reused between rebuilds.
 */
public final class SiteBuilder {
    private final BuildConfig config;
    private final MarkdownRenderer markdown = new MarkdownRenderer();
    private final JavaAnalyzer analyzer;
    private final Templates templates;
    private final DemoStage demos;
    private final PortCompiler compiler;
    /** The author's code as last compiled; null until the first build, or after {@link #sourcesChanged}. */
    private PortCompiler.Compiled compiled;

    /** One daemon thread for the demos, so a build never waits on a pool's shutdown. */
    private static final java.util.concurrent.Executor DEMO_THREAD = work -> {
        Thread t = new Thread(work, "duet-demos");
        t.setDaemon(true);
        t.start();
    };

    /** The browser bundle's assets as last built, reused while only pages change (serve). */
    private volatile Map<String, byte[]> browserAssets = Map.of();

    public SiteBuilder(BuildConfig config, DemoStage demos) {
        this.config = config;
        this.analyzer = new JavaAnalyzer(config.projectRoot(), config.sourceRoot());
        this.templates = new Templates(config.templatesDir(), config.display(config.templatesDir()));
        this.demos = demos;
        this.compiler = new PortCompiler(config);
    }

    /** The Java sources changed on disk: the next full build compiles them again. */
    public synchronized void sourcesChanged() {
        compiled = null;
    }

    /** The author's code as the last build compiled it, if a build got that far. */
    public synchronized Optional<PortCompiler.Compiled> compiled() {
        return Optional.ofNullable(compiled);
    }

    /** The result of one build; {@code files} is empty when there were errors. */
    public record Result(SortedMap<String, byte[]> files, List<Diagnostic> diagnostics, Map<String, Long> millis,
            Optional<SiteModel> model) {
        public boolean ok() {
            return diagnostics.stream().noneMatch(d -> d.severity() == Diagnostic.Severity.ERROR);
        }
    }

    public BuildConfig config() {
        return config;
    }

    public Templates templates() {
        return templates;
    }

    public Result build() {
        return build(SiteRenderer.Selection.ALL);
    }

    public Result build(SiteRenderer.Selection selection) {
        return build(selection, null);
    }

    /**
     * Builds, reusing {@code previous}'s Java analysis and demo runs when it is given: a serve
     * session passes the last model when only page text changed, since neither the port nor the
     * demos can have changed then.
     */
    public Result build(SiteRenderer.Selection selection, SiteModel previous) {
        Diagnostics diags = new Diagnostics();
        Map<String, Long> millis = java.util.Collections.synchronizedMap(new LinkedHashMap<>());
        Stopwatch clock = new Stopwatch(millis);
        if (!Files.isDirectory(config.contentDir())) {
            diags.error(config.display(config.contentDir()), 0, 0,
                    "folder is missing (is this a Duet project? `duet init DIR` writes one to start from)");
        }
        if (diags.hasErrors()) {
            return new Result(new TreeMap<>(), diags.sorted(), millis, Optional.empty());
        }
        ContentFiles files = new ContentFiles(config.projectRoot(), config.contentDir());
        Optional<Content> content = clock.time("load", () -> ContentLoader.load(files, diags));
        if (content.isEmpty()) {
            return new Result(new TreeMap<>(), diags.sorted(), millis, Optional.empty());
        }
        Content c = content.get();
        if (previous == null) {
            // The demos run the author's code as it is on disk: compile it first (once per
            // session until the sources change).
            PortCompiler.Compiled code = clock.time("compile", () -> compiledFor(c, diags));
            if (code == null) {
                return new Result(new TreeMap<>(), diags.sorted(), millis, Optional.empty());
            }
            demos.prepare(c.manifest().languages(), c.manifest().defaultLanguage(), code);
        }
        // The demos run the compiled port and need nothing from the analysis: on a cold build
        // they run on a second thread while the sources are analysed. Their problems are kept
        // apart until they are done, since the browser build waits for them.
        Diagnostics demoProblems = new Diagnostics();
        java.util.concurrent.CompletableFuture<Map<String, SiteModel.DemoRecord>> demoRuns = previous != null
                ? java.util.concurrent.CompletableFuture.completedFuture(previous.demos())
                : java.util.concurrent.CompletableFuture.supplyAsync(
                        () -> clock.time("demos", () -> demos.run(c.demoFiles(), demoProblems)), DEMO_THREAD);
        // browserRuns: true compiles the port and the demos to JavaScript (TeaVM) and checks
        // them in Node, after the JShell runs and only when they passed: a wrong expectation is
        // then said once, by JShell, in the author's terms, and no bundle is built for nothing.
        java.util.concurrent.CompletableFuture<Map<String, byte[]>> browserRuns;
        if (!c.manifest().browserRuns()) {
            browserRuns = java.util.concurrent.CompletableFuture.completedFuture(Map.of());
        } else if (previous != null) {
            browserRuns = java.util.concurrent.CompletableFuture.completedFuture(browserAssets);
        } else {
            PortCompiler.Compiled code = compiled;
            List<Path> portClassPath = new java.util.ArrayList<>();
            portClassPath.add(code.classes());
            portClassPath.addAll(code.classpath());
            browserRuns = demoRuns.thenApplyAsync(records -> demoProblems.hasErrors() ? Map.<String, byte[]>of()
                    : clock.time("browser", () -> new BrowserRunStage(config.projectRoot().resolve("target/duet-browser"),
                            line -> System.err.println("duet: " + line))
                            .run(c.demoFiles(), portClassPath, config.projectRoot(), c.manifest().path(),
                                    c.manifest().browserRunsLine(), diags)), DEMO_THREAD);
        }
        JavaProject java = previous != null ? previous.java()
                : clock.time("analyse", () -> analyzer.analyze(diags, c.manifest()::showsSource));
        Map<String, Map<String, String>> translations = clock.time("translate", () -> JavadocTranslationStage.apply(
                c.manifest(), c.messages(), JavadocTranslationLoader.load(files, c.manifest(), diags), java,
                config.display(config.sourceRoot()), diags));
        Map<String, List<CodeLine>> lexed = clock.time("lex", () -> lexExcerpts(c));
        SortedMap<String, Alignment> alignments = clock.time("align", () -> align(c, java, diags));
        Map<String, List<CodeLine>> goCode = GoTwins.link(lexed, alignments, javaLines(java), java.declarations().keySet());
        TreeSet<String> demoIds = new TreeSet<>();
        for (var f : c.demoFiles()) {
            String name = f.getFileName().toString();
            demoIds.add(name.substring(0, name.length() - ".jsh".length()));
        }
        Map<String, Map<String, LinkedPage>> pages = clock.time("link",
                () -> new Linker(markdown).link(new Linker.Targets(c, java, demoIds),
                        previous == null ? Map.of() : previous.pages(), diags));
        SiteRenderer renderer = new SiteRenderer(templates);
        SortedMap<String, byte[]> out = new TreeMap<>();
        if (!diags.hasErrors()) {
            // Source pages, the symbol table and assets do not show demos: render them while the
            // demos may still be running.
            SiteModel withoutDemos = new SiteModel(c, java, alignments, goCode, pages, Map.of(), translations);
            out.putAll(clock.time("render", () -> renderer.render(withoutDemos, selection.withoutPages(), diags)));
        }
        Map<String, SiteModel.DemoRecord> demoRecords = demoRuns.join();
        diags.addAll(demoProblems.sorted());
        Map<String, byte[]> browser = browserRuns.join();
        browserAssets = browser;
        if (diags.hasErrors()) {
            return new Result(new TreeMap<>(), diags.sorted(), millis, Optional.empty());
        }
        SiteModel model = new SiteModel(c, java, alignments, goCode, pages, demoRecords, translations);
        out.putAll(clock.time("render", () -> renderer.render(model, selection.pagesOnly(), diags)));
        if (selection.assets()) {
            out.putAll(browser);
        }
        return new Result(diags.hasErrors() ? new TreeMap<>() : out, diags.sorted(), millis, Optional.of(model));
    }

    private synchronized PortCompiler.Compiled compiledFor(Content c, Diagnostics diags) {
        if (compiled == null || !c.manifest().equals(compiledManifest)) {
            compiled = compiler.compile(c.manifest(), diags).orElse(null);
            compiledManifest = compiled == null ? null : c.manifest();
        }
        return compiled;
    }

    private Object compiledManifest;

    private static Map<String, List<CodeLine>> javaLines(JavaProject java) {
        Map<String, List<CodeLine>> out = new TreeMap<>();
        java.files().forEach((path, file) -> out.put(path, file.lines()));
        return out;
    }

    private static Map<String, List<CodeLine>> lexExcerpts(Content c) {
        Map<String, List<CodeLine>> out = new TreeMap<>();
        for (Excerpt e : c.excerpts().values()) {
            out.put(e.id(), GoLexer.highlight(String.join("\n", e.lines()) + "\n", e.first()));
        }
        return out;
    }

    private SortedMap<String, Alignment> align(Content c, JavaProject java, Diagnostics diags) {
        // An excerpt aligned to a file that did not parse has no anchors to check: the parse error
        // is the one mistake to report.
        List<ExcerptInput> inputs = c.excerpts().values().stream()
                .filter(e -> !java.unparsed().contains(e.javaFile()))
                .map(e -> new ExcerptInput(e.id(), e.goFile(), e.metaFile(), e.first(), e.lines(), e.noCounterpart(),
                        e.noCounterpartLines(),
                        e.javaFile(), e.javaKeyLine()))
                .toList();
        Map<String, List<GoAnchor>> anchors = new TreeMap<>();
        java.files().forEach((path, file) -> anchors.put(path, file.anchors()));
        SortedMap<String, Alignment> alignments =
                Aligner.align(inputs, anchors, config.display(config.sourceRoot()), c.refused()::mayAlign, diags);
        java.files().forEach((path, file) -> {
            List<GoLine> goLines = ExcerptLines.of(c.excerpts().values(), path);
            if (!goLines.isEmpty() && !file.anchors().isEmpty()) {
                CrossedAnchors.check(config.display(config.sourceRoot()) + "/" + path,
                        file.lines().stream().map(CodeLine::text).toList(), file.anchors(), goLines, diags);
            }
        });
        return alignments;
    }

    /** Times each stage, for the build report and the benchmark. */
    private record Stopwatch(Map<String, Long> millis) {
        // Stages may run on two threads; the map is synchronised.
        <T> T time(String stage, java.util.function.Supplier<T> work) {
            long start = System.nanoTime();
            try {
                return work.get();
            } finally {
                millis.merge(stage, (System.nanoTime() - start) / 1_000_000, Long::sum);
            }
        }
    }
}
