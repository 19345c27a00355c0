package dev.duet.site.build;

import dev.duet.site.align.Aligner;
import dev.duet.site.anchors.CrossedAnchors;
import dev.duet.site.anchors.ExcerptLines;
import dev.duet.site.anchors.GoLine;
import dev.duet.site.align.Alignment;
import dev.duet.site.align.ExcerptInput;
import dev.duet.site.align.GoTwins;
import dev.duet.site.browserrun.BrowserRunStage;
import dev.duet.site.code.CodeLine;
import dev.duet.site.code.TranslatedComment;
import dev.duet.site.content.Content;
import dev.duet.site.content.ContentFiles;
import dev.duet.site.content.ContentLoader;
import dev.duet.site.content.Excerpt;
import dev.duet.site.content.JavadocTranslationLoader;
import dev.duet.site.content.JavadocTranslations;
import dev.duet.site.content.Manifest;
import dev.duet.site.diag.Diagnostic;
import dev.duet.site.diag.Diagnostics;
import dev.duet.site.golang.GoLexer;
import dev.duet.site.javasrc.GoAnchor;
import dev.duet.site.javasrc.JavaAnalyzer;
import dev.duet.site.javasrc.JavaProject;
import dev.duet.site.link.LinkedPage;
import dev.duet.site.link.Linker;
import dev.duet.site.markdown.MarkdownRenderer;
import dev.duet.site.render.SiteModel;
import dev.duet.site.render.SiteRenderer;
import dev.duet.site.render.Templates;
import dev.duet.site.translate.CommentTranslationStage;
import dev.duet.site.translate.JavadocTranslationStage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Supplier;

/**
 * The build, as a recipe: load content, compile the port, run demos (and the browser bundle)
 * meanwhile, analyse Java, lex Go, align, link, render. Nothing is written here; callers write the
 * result ({@link SiteOutput}) only when it has no errors. One builder is kept for a serve session:
 * each stage keeps its last output with the inputs it was made from, and gives it again while
 * those are unchanged (the compiled code, the demos' runs, the bundle, each file's analysis in
 * {@link JavaAnalyzer}, each page's links in {@link Linker}), so the recipe has no branches for it.
 * Given a {@link BuildCache}, the compiled code and each file's analysis are kept on disk too, for
 * the next process; the demos' runs and the bundle always are (see {@link DemoCache}).
 */
public final class SiteBuilder {
    private final BuildConfig config;
    private final MarkdownRenderer markdown = new MarkdownRenderer();
    private final JavaAnalyzer analyzer;
    private final Templates templates;
    private final DemoStage demos;
    private final PortCompiler compiler;
    private final Linker linker;
    /** Where the compile and analysis stages keep their output between runs; null for none. */
    private final BuildCache cache;
    /** The author's code as last compiled; null until the first build, or after {@link #sourcesChanged}. */
    private PortCompiler.Compiled compiled;
    private final KeptStage<DemoInputs, DemoRuns> demoRuns = new KeptStage<>();
    private final KeptStage<DemoInputs, Map<String, byte[]>> browserRuns = new KeptStage<>();

    /** What the demos' runs and the browser bundle are made from: the compiled code, the manifest, each demo's text. */
    private record DemoInputs(PortCompiler.Compiled code, Manifest manifest, Map<Path, String> demoTexts) {
        static DemoInputs of(Content c, PortCompiler.Compiled code) {
            Map<Path, String> texts = new TreeMap<>();
            for (Path f : c.demoFiles()) {
                try {
                    texts.put(f, Files.readString(f));
                } catch (IOException e) {
                    texts.put(f, "\0unreadable"); // the demo stage reports it
                }
            }
            return new DemoInputs(code, c.manifest(), texts);
        }
    }

    public SiteBuilder(BuildConfig config, DemoStage demos) {
        this(config, demos, null);
    }

    /** A builder whose compile and analysis stages keep their output in {@code cache} (null for none) for later runs. */
    public SiteBuilder(BuildConfig config, DemoStage demos, BuildCache cache) {
        this.config = config;
        this.cache = cache;
        this.analyzer = new JavaAnalyzer(config.projectRoot(), config.sourceRoot());
        this.templates = new Templates(config.templatesDir(), config.display(config.templatesDir()));
        this.demos = demos;
        this.compiler = new PortCompiler(config);
        this.linker = new Linker(markdown);
        if (cache != null) {
            compiler.keepIn(cache);
        }
    }

    /** The Java sources changed on disk: the next build compiles them again. */
    public synchronized void sourcesChanged() {
        compiled = null;
    }

    /** The author's code as the last build compiled it, if a build got that far. */
    public synchronized Optional<PortCompiler.Compiled> compiled() {
        return Optional.ofNullable(compiled);
    }

    /**
     * The result of one build; {@code files} is empty when there were errors. {@code reused} says
     * what earlier runs' output was taken instead of made ("compile: unchanged, kept").
     */
    public record Result(SortedMap<String, byte[]> files, List<Diagnostic> diagnostics, Map<String, Long> millis,
            Optional<SiteModel> model, List<String> reused) {
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

    /** Builds, rendering {@code selection}. */
    public Result build(SiteRenderer.Selection selection) {
        Diagnostics diags = new Diagnostics();
        Map<String, Long> millis = Collections.synchronizedMap(new LinkedHashMap<>());
        Stopwatch clock = new Stopwatch(millis);
        List<String> reused = Collections.synchronizedList(new ArrayList<>());
        if (!Files.isDirectory(config.contentDir())) {
            diags.error(config.display(config.contentDir()), 0, 0,
                    "folder is missing (is this a Duet project? `duet init DIR` writes one to start from)");
            return failed(diags, millis, reused);
        }
        ContentFiles files = new ContentFiles(config.projectRoot(), config.contentDir());
        Optional<Content> content = clock.time("load", () -> ContentLoader.load(files, diags));
        if (content.isEmpty()) {
            return failed(diags, millis, reused);
        }
        Content c = content.get();
        // The demos run the author's code as it is on disk: compile it first.
        PortCompiler.Compiled code = clock.time("compile", () -> compiledFor(c, diags, reused));
        if (code == null) {
            return failed(diags, millis, reused);
        }
        // The demos, and with browserRuns: true the browser bundle (TeaVM, checked in Node), run the
        // compiled port and need nothing from the analysis: they run meanwhile, on threads of their own.
        // The bundle waits for the JShell runs and is built only when they passed: a wrong expectation
        // is then said once, by JShell, in the author's terms, and no bundle is built for nothing.
        DemoInputs demoInputs = DemoInputs.of(c, code);
        Background<DemoRuns> demoRecords = Background.start("duet-demos", () ->
                demoRuns.get(demoInputs, diags, own -> clock.time("demos", () -> runDemos(c, code, own))));
        Background<Map<String, byte[]>> browserAssets = demoRecords.then("duet-browser", runs -> !runs.passed() ? Map.of()
                : browserRuns.get(demoInputs, diags, own -> clock.time("browser", () -> browserAssets(c, code, own))));
        JavaProject java = clock.time("analyse", () -> analysed(c, code, diags, reused));
        JavadocTranslations loaded = JavadocTranslationLoader.load(files, c.manifest(), diags);
        Map<String, Map<String, String>> translations = clock.time("translate", () -> JavadocTranslationStage.apply(
                c.manifest(), c.messages(), loaded, java, config.display(config.sourceRoot()), diags));
        Map<String, Map<String, Map<Integer, TranslatedComment>>> comments = clock.time("translate",
                () -> CommentTranslationStage.apply(c.manifest(), loaded, java, config.display(config.sourceRoot()), diags));
        Map<String, List<CodeLine>> lexed = clock.time("lex", () -> lexExcerpts(c));
        SortedMap<String, Alignment> alignments = clock.time("align", () -> align(c, java, diags));
        Map<String, List<CodeLine>> goCode = GoTwins.link(lexed, alignments, javaLines(java), java.declarations().keySet());
        Map<String, Map<String, LinkedPage>> pages = clock.time("link",
                () -> linker.link(new Linker.Targets(c, java, demoIds(c)), diags));
        SiteRenderer renderer = new SiteRenderer(templates);
        SortedMap<String, byte[]> out = new TreeMap<>();
        if (!diags.hasErrors()) {
            // Source pages, the symbol table and assets do not show demos: render them while the
            // demos may still be running.
            SiteModel withoutDemos = new SiteModel(c, java, alignments, goCode, pages, Map.of(), translations, comments);
            out.putAll(clock.time("render", () -> renderer.render(withoutDemos, selection.withoutPages(), diags)));
        }
        Map<String, SiteModel.DemoRecord> demoRuns = demoRecords.join().records();
        Map<String, byte[]> browser = browserAssets.join();
        if (diags.hasErrors()) {
            return failed(diags, millis, reused);
        }
        SiteModel model = new SiteModel(c, java, alignments, goCode, pages, demoRuns, translations, comments);
        out.putAll(clock.time("render", () -> renderer.render(model, selection.pagesOnly(), diags)));
        if (selection.assets()) {
            out.putAll(browser);
        }
        return new Result(diags.hasErrors() ? new TreeMap<>() : out, diags.sorted(), millis, Optional.of(model),
                List.copyOf(reused));
    }

    private static Result failed(Diagnostics diags, Map<String, Long> millis, List<String> reused) {
        return new Result(new TreeMap<>(), diags.sorted(), millis, Optional.empty(), List.copyOf(reused));
    }

    /**
     * The Java analysis; with a cache, each file's is kept on disk, keyed also by the class path
     * the port compiles against and Duet's version (the cache's keys hold it).
     */
    private JavaProject analysed(Content c, PortCompiler.Compiled code, Diagnostics diags, List<String> reused) {
        if (cache != null) {
            analyzer.keepOnDisk(cache.store(), cache.key("java analysis", dev.duet.site.cache.Hashes.ofClassPath(code.classpath())));
        }
        JavaProject java = analyzer.analyze(diags, c.manifest()::showsSource);
        int[] kept = analyzer.lastKept();
        if (kept[0] > 0) {
            reused.add("analysis: " + kept[0] + " of " + kept[1] + " files kept");
        }
        return java;
    }

    /** What the JShell runs recorded, and whether every step did what its {@code .jsh} expects. */
    private record DemoRuns(Map<String, SiteModel.DemoRecord> records, boolean passed) {}

    private DemoRuns runDemos(Content c, PortCompiler.Compiled code, Diagnostics diags) {
        demos.prepare(c.manifest().languages(), c.manifest().defaultLanguage(), code);
        Map<String, SiteModel.DemoRecord> records = demos.run(c.demoFiles(), diags);
        return new DemoRuns(records, !diags.hasErrors());
    }

    /** With browserRuns: true, the port and the demos compiled to JavaScript (TeaVM) and checked in Node. */
    private Map<String, byte[]> browserAssets(Content c, PortCompiler.Compiled code, Diagnostics diags) {
        if (!c.manifest().browserRuns()) {
            return Map.of();
        }
        List<Path> portClassPath = new ArrayList<>();
        portClassPath.add(code.classes());
        portClassPath.addAll(code.classpath());
        return new BrowserRunStage(config.projectRoot().resolve("target/duet-browser"), line -> System.err.println("duet: " + line))
                .run(c.demoFiles(), portClassPath, config.projectRoot(), c.manifest().path(), c.manifest().browserRunsLine(),
                        diags);
    }

    private static TreeSet<String> demoIds(Content c) {
        TreeSet<String> ids = new TreeSet<>();
        for (Path f : c.demoFiles()) {
            String name = f.getFileName().toString();
            ids.add(name.substring(0, name.length() - ".jsh".length()));
        }
        return ids;
    }

    private synchronized PortCompiler.Compiled compiledFor(Content c, Diagnostics diags, List<String> reused) {
        if (compiled == null || !c.manifest().equals(compiledManifest)) {
            compiled = compiler.compile(c.manifest(), diags).orElse(null);
            compiledManifest = compiled == null ? null : c.manifest();
            if (compiled != null && compiler.lastKept()) {
                reused.add("compile: unchanged, kept");
            }
        } else {
            reused.add("compile: unchanged, kept");
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
        <T> T time(String stage, Supplier<T> work) {
            long start = System.nanoTime();
            try {
                return work.get();
            } finally {
                millis.merge(stage, (System.nanoTime() - start) / 1_000_000, Long::sum);
            }
        }
    }
}
