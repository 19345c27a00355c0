package dev.duet.site.javasrc;

import com.github.javaparser.JavaParser;
import com.github.javaparser.ParseResult;
import com.github.javaparser.Position;
import com.github.javaparser.Problem;
import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.symbolsolver.JavaSymbolSolver;
import com.github.javaparser.symbolsolver.javaparsermodel.JavaParserFacade;
import dev.duet.site.code.CodeLine;
import dev.duet.site.diag.Diagnostic;
import dev.duet.site.diag.Diagnostics;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Analyses a whole Java tree on several threads, for the source browser of any project
 * ({@code duet browse}); the walkthrough build keeps {@link JavaAnalyzer}, which reuses its work
 * between edits.
 *
 * <p>JavaParser's symbol solver is not thread-safe: its facade caches answers in maps, and in the
 * syntax trees' own data. So each worker thread has its own parser, type solver and syntax trees;
 * nothing of JavaParser is shared. A worker parses the files it is given, and copies the
 * {@link Skeleton} of each other file its solver needs (a supertype, a called method's class) on
 * first use; the trees stay with it until the analysis ends. Declaration ids come from the trees by {@link DeclarationCollector}, which gives
 * every copy of a file the same ids, so what one worker links to is what another declared.
 *
 * <p>Three stages: parse (each file once, its declarations and outline are kept), resolve (each
 * file's references and highlighting; the highlighted lines go to a {@link PageSink} at once and
 * are not kept, only the references with their line text are), then usages and hierarchy are
 * assembled. Files are taken from a shared counter, so a busy core does not hold the others up;
 * what comes out is sorted, so it does not depend on which thread did what.
 */
public final class TreeAnalyzer {

    /** Where the browser writes pages as files are resolved; called from the worker threads. */
    public interface PageSink {
        /**
         * Called once, after parsing, when every declaration (without usages) is known: the pages
         * link to declarations of other files, so they cannot be rendered before.
         */
        void declarations(JavaProject declared) throws IOException;

        /** One file's highlighted lines; the analysis keeps none of them after this returns. */
        void page(SourceFile file) throws IOException;

        /**
         * The same, when the analysis is kept between runs: {@code key} names everything the
         * file's lines were made from (its text, the tree's API fingerprint, the class path, Duet's
         * version), so pages rendered from them can be kept under it.
         */
        default void page(SourceFile file, String key) throws IOException {
            page(file);
        }

        /**
         * Asked, instead of {@link #page}, for a file whose kept resolution is still valid: writes
         * the pages kept under {@code key} and answers true, or answers false when it has none (the
         * file is then resolved again and given to {@link #page}). {@code file} has no lines.
         */
        default boolean reuse(SourceFile file, String key) throws IOException {
            return false;
        }
    }

    /** Progress of a stage: {@code done} of {@code total} files; called from the worker threads. */
    public interface Progress {
        void advanced(String stage, int done, int total);
    }

    /**
     * @param threads   worker threads (each has its own symbol solver and syntax trees)
     * @param classpath jars (or class folders) the tree's third-party types come from
     */
    public record Options(int threads, List<Path> classpath, Progress progress, int solverSteps, LibraryDocs libraryDocs,
                          KeptAnalysis kept) {
        public Options {
            java.util.Objects.requireNonNull(libraryDocs, "libraryDocs");
            java.util.Objects.requireNonNull(kept, "kept");
            if (threads < 1) {
                throw new IllegalArgumentException("threads must be at least 1");
            }
            if (solverSteps < 1) {
                throw new IllegalArgumentException("solverSteps must be at least 1");
            }
            classpath = List.copyOf(classpath);
            java.util.Objects.requireNonNull(progress, "progress");
        }

        /** With the default step budget of one solver query ({@link SolverBudget#STEPS}). */
        public Options(int threads, List<Path> classpath, Progress progress) {
            this(threads, classpath, progress, SolverBudget.STEPS, LibraryDocs.NONE, KeptAnalysis.NONE);
        }

        public Options(int threads, List<Path> classpath, Progress progress, int solverSteps) {
            this(threads, classpath, progress, solverSteps, LibraryDocs.NONE, KeptAnalysis.NONE);
        }

        /** With the documentation of the class path's libraries, where their types link. */
        public Options withLibraryDocs(LibraryDocs docs) {
            return new Options(threads, classpath, progress, solverSteps, docs, kept);
        }

        /** Reusing what earlier runs kept of each file, and keeping this run's. */
        public Options withKept(KeptAnalysis analyses) {
            return new Options(threads, classpath, progress, solverSteps, libraryDocs, analyses);
        }
    }

    /**
     * @param project every declaration with its usages and hierarchy; files carry their outline, not their lines
     * @param stats   references resolved and not
     * @param lines   source lines analysed
     * @param millis  wall time of each stage: parse, resolve (which includes the sink's pages and the
     *                reuse of kept ones, also given alone as reuse), assemble
     * @param reused  files whose kept analysis (and pages) were reused, not resolved again
     * @param reparsed files parsed in the parse stage (the others' declarations were kept)
     * @param parsedForSolver files whose declarations were kept but whose trees a solver needed, parsed then
     */
    /**
     * @param fileKeys each file's key when the analysis is kept (what its analysis and pages are
     *                 made from: its text and everything its resolution depends on), empty otherwise
     */
    public record Result(JavaProject project, ResolutionStats stats, long lines, Map<String, Long> millis, int reused,
                         int reparsed, int parsedForSolver, Map<String, String> fileKeys) {
    }

    /** A reference with the text of its line, which is all the usages list needs of the file. */
    record Use(String target, int line, int column, String kind, String lineText) {
    }

    /** What resolving one file leaves behind once its page is written. */
    record Resolved(List<Use> uses, int resolved, List<String> unresolved, Map<String, String> javadocHtml) {
    }

    /**
     * What parsing one file found: its declarations, not its tree. {@code kept} when it was read
     * back from an earlier run: its entries then have no Javadoc objects (the Javadoc HTML is kept
     * with the resolution, or the file is parsed again to resolve it).
     */
    private record Declared(String packageName, List<DeclarationCollector.Entry> entries, List<OutlineEntry> outline,
                            Map<String, DocComment> docComments, Set<String> typeNames, List<String> imports,
                            boolean kept) {
        KeptAnalysis.Parse toKept() {
            // ArrayLists: an immutable list cannot hold the null context of a top-level type
            return new KeptAnalysis.Parse(packageName, new ArrayList<>(imports),
                    new ArrayList<>(entries.stream().map(DeclarationCollector.Entry::declaration).toList()),
                    new ArrayList<>(entries.stream().map(DeclarationCollector.Entry::contextTypeId).toList()),
                    new ArrayList<>(outline),
                    new TreeMap<>(docComments), new java.util.TreeSet<>(typeNames));
        }

        static Declared of(KeptAnalysis.Parse p) {
            List<DeclarationCollector.Entry> entries = new ArrayList<>();
            for (int i = 0; i < p.declarations().size(); i++) {
                entries.add(new DeclarationCollector.Entry(p.declarations().get(i), null, p.contextTypeIds().get(i)));
            }
            return new Declared(p.packageName(), entries, p.outline(), new LinkedHashMap<>(p.docComments()),
                    p.typeNames(), p.imports(), true);
        }
    }

    private final SortedMap<String, String> sources;
    /** A file's path (relative to its root) as diagnostics write it. */
    private final java.util.function.UnaryOperator<String> display;
    private final Options options;
    private final Map<String, Declared> declared = new ConcurrentHashMap<>();
    /** The hash of each file's text, by path (only when {@link Options#kept} keeps anything). */
    private final Map<String, String> contentHashes = new ConcurrentHashMap<>();
    /** What an earlier run kept of the files whose text is still the same, by path. */
    private final Map<String, KeptAnalysis.Entry> keptEntries = new ConcurrentHashMap<>();
    /** The files whose kept resolution and pages this run reused. */
    private final Set<String> reusedFiles = ConcurrentHashMap.newKeySet();
    private final AtomicInteger parsedForSolver = new AtomicInteger();
    private final Map<String, List<Diagnostic>> problems = new ConcurrentHashMap<>();
    /** Every parsed file's declarations without bodies, which a worker copies when its solver needs another worker's file. */
    private final Map<String, Skeleton> skeletons = new ConcurrentHashMap<>();
    /** Qualified type name → the file declaring it (the first by path, as the build does for duplicates). */
    private final Map<String, String> typeFiles = new HashMap<>();
    private final Map<String, DeclarationCollector.Entry> entries = new LinkedHashMap<>();
    /** Set once every file is parsed and its declarations indexed (before the resolving stage starts). */
    private boolean indexed;
    private JavadocRenderer.Context javadoc;

    private TreeAnalyzer(SortedMap<String, String> sources, java.util.function.UnaryOperator<String> display, Options options) {
        this.sources = sources;
        this.display = display;
        this.options = options;
    }

    /**
     * Analyses {@code sources} (path relative to the tree's root → text, as {@link SourceTree} reads
     * them). Parse errors are reported (all of them) and end the analysis before any page is made;
     * so do errors already in {@code diags}, once parsing has added its own.
     *
     * @param displayRoot how the tree's root is written in diagnostics
     */
    public static Optional<Result> analyze(SortedMap<String, String> sources, String displayRoot, Options options,
                                           PageSink sink, Diagnostics diags) throws IOException {
        String root = displayRoot.endsWith("/") ? displayRoot : displayRoot + "/";
        return new TreeAnalyzer(sources, path -> root + path, options).run(sink, diags);
    }

    /**
     * The same, for a tree read from several folders (a reactor's modules): {@code display} gives
     * each file's path as diagnostics write it, under the folder it was read from.
     */
    public static Optional<Result> analyze(SortedMap<String, String> sources, java.util.function.UnaryOperator<String> display,
                                           Options options, PageSink sink, Diagnostics diags) throws IOException {
        return new TreeAnalyzer(sources, display, options).run(sink, diags);
    }

    private Optional<Result> run(PageSink sink, Diagnostics diags) throws IOException {
        Map<String, Long> millis = new LinkedHashMap<>();
        List<String> paths = List.copyOf(sources.keySet());
        List<Worker> workers = new ArrayList<>();
        for (int i = 0; i < options.threads(); i++) {
            workers.add(new Worker());
        }
        // Deep generic code can recurse deeply in the solver: a large stack keeps a file's answers
        // from depending on how much stack the JIT's frames happened to take.
        AtomicInteger threadNumber = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(options.threads(), work -> {
            Thread t = new Thread(null, work, "duet-analyse-" + threadNumber.incrementAndGet(), 64L << 20);
            t.setDaemon(true);
            return t;
        });
        try {
            long start = System.nanoTime();
            forEachFile(pool, workers, paths, "parse", (worker, path) -> worker.parseOwn(path));
            millis.put("parse", (System.nanoTime() - start) / 1_000_000);
            problems.values().forEach(diags::addAll);
            // the caller's own problems (a file that could not be read) end it here too, reported with these
            if (!problems.isEmpty() || diags.hasErrors()) {
                return Optional.empty();
            }

            start = System.nanoTime();
            indexDeclarations();
            workers.forEach(Worker::prune);
            sink.declarations(declarationsOnly());
            Map<String, Resolved> resolved = new ConcurrentHashMap<>();
            Map<String, Hierarchy> parts = new ConcurrentHashMap<>();
            long reuseStart = System.nanoTime();
            String resolutionKey = reuseKept(pool, workers, sink, resolved, parts);
            millis.put("reuse", (System.nanoTime() - reuseStart) / 1_000_000);
            int reused = resolved.size();
            List<String> toResolve = paths.stream().filter(p -> !resolved.containsKey(p)).toList();
            assignQueues(workers, toResolve);
            resolveAll(pool, workers, sink, resolved, resolutionKey, toResolve.size());
            if (!problems.isEmpty()) {
                problems.values().forEach(diags::addAll);
                return Optional.empty();
            }
            for (Future<Map<String, Hierarchy>> part : pool.invokeAll(workers.stream()
                    .map(w -> (java.util.concurrent.Callable<Map<String, Hierarchy>>) w::hierarchy).toList())) {
                parts.putAll(part.get());
            }
            millis.put("resolve", (System.nanoTime() - start) / 1_000_000);

            start = System.nanoTime();
            workers.clear(); // the syntax trees are no longer needed
            Result result = assemble(resolved, Hierarchy.merge(paths.stream().map(parts::get).toList()));
            keep(pool, resolutionKey, resolved, parts);
            millis.put("assemble", (System.nanoTime() - start) / 1_000_000);
            Map<String, String> fileKeys = new TreeMap<>();
            if (resolutionKey != null) {
                paths.forEach(path -> fileKeys.put(path, pageKey(path, resolutionKey)));
            }
            return Optional.of(new Result(result.project(), result.stats(), result.lines(), millis, reused,
                    paths.size() - (int) declared.values().stream().filter(Declared::kept).count(), parsedForSolver.get(),
                    fileKeys));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        } catch (ExecutionException e) {
            throw rethrow(e.getCause());
        } finally {
            pool.shutdownNow();
            JavaParserFacade.clearInstances();
        }
    }

    /**
     * Reuses the kept resolution (and the sink's kept pages) of every file whose text and the
     * tree's fingerprint are unchanged.
     *
     * @return the key this run's resolutions are kept under, or null when nothing is kept
     */
    private String reuseKept(ExecutorService pool, List<Worker> workers, PageSink sink, Map<String, Resolved> resolved,
                             Map<String, Hierarchy> parts) throws InterruptedException, ExecutionException {
        if (!options.kept().enabled()) {
            return null;
        }
        SortedMap<String, KeptAnalysis.Parse> parses = new TreeMap<>();
        for (String path : sources.keySet()) {
            Declared d = declared.get(path);
            KeptAnalysis.Entry entry = keptEntries.get(path);
            parses.put(path, entry != null ? entry.parse() : d.toKept());
        }
        String key = options.kept().resolutionKey(KeptAnalysis.fingerprint(parses) + " steps " + options.solverSteps());
        List<String> candidates = sources.keySet().stream().filter(path -> {
            KeptAnalysis.Entry entry = keptEntries.get(path);
            return entry != null && entry.resolution() != null && key.equals(entry.resolutionKey());
        }).toList();
        forEachFile(pool, workers, candidates, "reuse", (worker, path) -> {
            if (sink.reuse(pageless(path), pageKey(path, key))) {
                KeptAnalysis.Resolution kept = keptEntries.get(path).resolution();
                resolved.put(path, kept.resolvedFile());
                reusedFiles.add(path);
                parts.put(path, kept.hierarchy());
            }
        });
        return key;
    }

    /** What a file's pages are made from: its path and text, and what its resolution was made under. */
    private String pageKey(String path, String resolutionKey) {
        return resolutionKey == null ? null
                : dev.duet.site.cache.Hashes.of("page\n" + path + "\n" + contentHashes.get(path) + "\n" + resolutionKey);
    }

    /**
     * Keeps what this run parsed or resolved of each file (the rest is kept as it was read): the
     * entries are encoded on every thread of the pool, then stored together.
     */
    private void keep(ExecutorService pool, String resolutionKey, Map<String, Resolved> resolved,
                      Map<String, Hierarchy> parts) throws InterruptedException, ExecutionException {
        if (resolutionKey == null) {
            return;
        }
        List<String> toKeep = sources.keySet().stream().filter(path -> !reusedFiles.contains(path)).toList();
        AtomicInteger next = new AtomicInteger();
        List<java.util.concurrent.Callable<Void>> tasks = new ArrayList<>();
        for (int t = 0; t < options.threads(); t++) {
            tasks.add(() -> {
                for (int i = next.getAndIncrement(); i < toKeep.size(); i = next.getAndIncrement()) {
                    String path = toKeep.get(i);
                    KeptAnalysis.Entry old = keptEntries.get(path);
                    KeptAnalysis.Parse parse = old != null ? old.parse() : declared.get(path).toKept();
                    options.kept().put(path, contentHashes.get(path), parse, resolutionKey,
                            KeptAnalysis.Resolution.of(resolved.get(path), parts.get(path)));
                }
                return null;
            });
        }
        for (Future<Void> f : pool.invokeAll(tasks)) {
            f.get();
        }
        options.kept().save(sources.keySet());
    }

    /** A file as the sink's {@link PageSink#reuse} sees it: its outline, no lines. */
    private SourceFile pageless(String path) {
        Declared d = declared.get(path);
        return new SourceFile(path, d.packageName(), List.of(), d.outline(), List.of());
    }

    /**
     * Gives each file to resolve to the worker holding its complete tree (the one that parsed
     * it), and the files no worker parsed (kept, but their resolution is not valid any more) in
     * turn to every worker; each worker's queue is in path order.
     */
    private void assignQueues(List<Worker> workers, List<String> toResolve) {
        int next = 0;
        for (String path : toResolve) {
            Worker holder = null;
            for (Worker w : workers) {
                if (w.complete.contains(path)) {
                    holder = w;
                }
            }
            if (holder == null) {
                holder = workers.get(next++ % workers.size());
            }
            holder.queue.add(path);
        }
    }

    private interface FileWork {
        void run(Worker worker, String path) throws IOException;
    }

    /** Runs {@code work} on every file, each worker on one thread taking the next file until none are left. */
    private void forEachFile(ExecutorService pool, List<Worker> workers, List<String> paths, String stage,
                             FileWork work) throws InterruptedException, ExecutionException {
        AtomicInteger next = new AtomicInteger();
        AtomicInteger done = new AtomicInteger();
        AtomicReference<Throwable> failed = new AtomicReference<>();
        List<java.util.concurrent.Callable<Void>> tasks = new ArrayList<>();
        for (Worker worker : workers) {
            tasks.add(() -> {
                for (int i = next.getAndIncrement(); i < paths.size() && failed.get() == null; i = next.getAndIncrement()) {
                    try {
                        work.run(worker, paths.get(i));
                    } catch (IOException | RuntimeException | Error e) {
                        failed.compareAndSet(null, e);
                        throw e;
                    }
                    options.progress().advanced(stage, done.incrementAndGet(), paths.size());
                }
                return null;
            });
        }
        for (Future<Void> f : pool.invokeAll(tasks)) {
            f.get();
        }
    }

    /**
     * The resolving stage: each worker first resolves the files it parsed (it has their trees), in
     * path order, then helps the others with theirs from the far end of their lists, so a worker
     * parses another's file only when it would otherwise be idle.
     */
    private void resolveAll(ExecutorService pool, List<Worker> workers, PageSink sink, Map<String, Resolved> resolved,
                            String resolutionKey, int total) throws InterruptedException, ExecutionException {
        AtomicInteger done = new AtomicInteger();
        AtomicReference<Throwable> failed = new AtomicReference<>();
        List<java.util.concurrent.Callable<Void>> tasks = new ArrayList<>();
        for (Worker worker : workers) {
            tasks.add(() -> {
                while (failed.get() == null) {
                    String path = worker.queue.pollFirst();
                    for (int i = 0; path == null && i < workers.size(); i++) {
                        path = workers.get(i).queue.pollLast();
                    }
                    if (path == null) {
                        return null;
                    }
                    try {
                        resolved.put(path, worker.resolve(path, sink, pageKey(path, resolutionKey)));
                    } catch (StackOverflowError e) {
                        problems.put(path, List.of(NestingLimit.stackRanOut(display(path))));
                    } catch (IOException | RuntimeException | Error e) {
                        failed.compareAndSet(null, e);
                        throw e;
                    }
                    options.progress().advanced("resolve", done.incrementAndGet(), total);
                }
                return null;
            });
        }
        for (Future<Void> f : pool.invokeAll(tasks)) {
            f.get();
        }
    }

    private static IOException rethrow(Throwable cause) {
        if (cause instanceof IOException io) {
            return io;
        }
        if (cause instanceof RuntimeException r) {
            throw r;
        }
        if (cause instanceof Error e) {
            throw e;
        }
        return new IOException(cause);
    }

    /** Every declaration by id, in path order: a duplicate id (a type declared twice) keeps the first file's. */
    private void indexDeclarations() {
        for (String path : sources.keySet()) {
            Declared d = declared.get(path);
            for (String type : d.typeNames()) {
                typeFiles.putIfAbsent(type, path);
            }
            for (DeclarationCollector.Entry entry : d.entries()) {
                entries.putIfAbsent(entry.declaration().id(), entry);
            }
        }
        indexed = true;
        javadoc = new JavadocRenderer.Context(entries);
    }

    /** The project as the pages need it while files are resolved: declarations (no usages yet) and outlines. */
    private JavaProject declarationsOnly() {
        SortedMap<String, Declaration> declarations = new TreeMap<>();
        entries.forEach((id, entry) -> declarations.put(id, entry.declaration()));
        return new JavaProject(files(), declarations);
    }

    private SortedMap<String, SourceFile> files() {
        SortedMap<String, SourceFile> files = new TreeMap<>();
        for (String path : sources.keySet()) {
            Declared d = declared.get(path);
            files.put(path, new SourceFile(path, d.packageName(), List.of(), d.outline(), List.of()));
        }
        return files;
    }

    private Result assemble(Map<String, Resolved> resolved, Hierarchy hierarchy) {
        Map<String, List<Usage>> usages = new HashMap<>();
        int resolvedCount = 0;
        List<String> unresolved = new ArrayList<>();
        long lines = 0;
        for (String path : sources.keySet()) {
            Resolved r = resolved.get(path);
            resolvedCount += r.resolved();
            r.unresolved().stream().sorted(BY_POSITION).forEach(u -> unresolved.add(path + ":" + u));
            for (Use use : r.uses()) {
                usages.computeIfAbsent(use.target(), k -> new ArrayList<>())
                        .add(new Usage(path, use.line(), use.column(), use.kind(), use.lineText()));
            }
            lines += sources.get(path).lines().count();
        }
        Comparator<Usage> order = Comparator.comparing(Usage::file).thenComparingInt(Usage::line)
                .thenComparingInt(Usage::column).thenComparing(Usage::kind)
                .thenComparing(u -> u.via() == null ? "" : u.via());
        SortedMap<String, Declaration> declarations = new TreeMap<>();
        SortedMap<String, DocComment> docComments = new TreeMap<>();
        for (DeclarationCollector.Entry entry : entries.values()) {
            Declaration d = entry.declaration();
            List<Usage> list = JavaAnalyzer.hierarchyUsages(d, usages, hierarchy).stream().distinct().sorted(order).toList();
            declarations.put(d.id(), new Declaration(d.id(), d.anchor(), d.kind(), d.name(), d.signature(),
                    resolved.get(d.file()).javadocHtml().getOrDefault(d.id(), ""), d.file(), d.line(), d.parentId(),
                    list, d.endLine(), hierarchy.supers(d.id()), hierarchy.implementations(d.id())));
            DocComment doc = declared.get(d.file()).docComments().get(d.id());
            if (doc != null) {
                docComments.put(d.id(), doc);
            }
        }
        JavaProject project = new JavaProject(files(), declarations, Set.of(), docComments);
        return new Result(project, new ResolutionStats(resolvedCount, unresolved), lines, Map.of(), 0, 0, 0, Map.of());
    }

    /** {@code line:column name}, in the order of the file. */
    private static final Comparator<String> BY_POSITION = Comparator
            .<String>comparingInt(u -> Integer.parseInt(u.substring(0, u.indexOf(':'))))
            .thenComparingInt(u -> Integer.parseInt(u.substring(u.indexOf(':') + 1, u.indexOf(' '))))
            .thenComparing(u -> u);

    private String display(String path) {
        return display.apply(path);
    }

    /**
     * One thread's share of JavaParser: a parser, a type solver over its own syntax trees, and the
     * ids of the declarations in them. Used by one thread at a time.
     */
    private final class Worker {
        private final ProjectTypeSolver typeSolver;
        private final JavaParser parser;
        private final JavaSymbolSolver solver;
        private final Map<String, CompilationUnit> units = new HashMap<>();
        /** The files whose tree here has its tokens and comments (those this worker parsed or resolves). */
        private final Set<String> complete = new java.util.HashSet<>();
        /** This worker's declaring nodes → ids (its own copies of the trees). */
        private final Map<Node, String> idsByNode = new IdentityHashMap<>();
        private final Map<String, TypeDeclaration<?>> types = new HashMap<>();
        /** The files this worker resolved, whose declarations' hierarchy it computes. */
        private final List<String> resolvedHere = new ArrayList<>();
        /** The files this worker parsed and has not resolved yet, in path order; other workers take from the end. */
        private final java.util.concurrent.ConcurrentLinkedDeque<String> queue = new java.util.concurrent.ConcurrentLinkedDeque<>();
        private SymbolLinks links;
        /** What the overload choice learns of this worker's trees, kept across its files. */
        private final OverloadMemo overloads = new OverloadMemo();

        Worker() throws IOException {
            this.typeSolver = new ProjectTypeSolver(this::type, options.classpath(), options.solverSteps());
            this.solver = new JavaSymbolSolver(typeSolver);
            this.parser = new JavaParser(UnvalidatedJava17.configuration(solver));
        }

        /** Parsing stage: parse {@code path}, keep its tree, and publish what it declares. */
        void parseOwn(String path) {
            if (options.kept().enabled()) {
                String content = dev.duet.site.cache.Hashes.of(sources.get(path));
                contentHashes.put(path, content);
                var kept = options.kept().get(path, content);
                if (kept.isPresent()) {
                    keptEntries.put(path, kept.get());
                    declared.put(path, Declared.of(kept.get().parse()));
                    return;
                }
            }
            var tooDeep = NestingLimit.check(sources.get(path));
            if (tooDeep.isPresent()) {
                problems.put(path, List.of(Diagnostic.error(display(path), tooDeep.get().line(), tooDeep.get().column(),
                        tooDeep.get().message())));
                return;
            }
            ParseResult<CompilationUnit> result;
            try {
                result = parser.parse(sources.get(path));
            } catch (StackOverflowError e) {
                problems.put(path, List.of(NestingLimit.stackRanOut(display(path))));
                return;
            }
            if (!result.isSuccessful() || result.getResult().isEmpty()) {
                problems.put(path, parseProblems(path, result));
                return;
            }
            CompilationUnit cu = result.getResult().get();
            complete.add(path);
            DeclarationCollector.Result found;
            try {
                if (options.threads() > 1) { // with one worker, no other one needs a copy
                    skeletons.put(path, Skeleton.of(cu));
                }
                found = register(path, cu);
            } catch (StackOverflowError e) {
                // The parser got through (its frames may be compiled by now), copying or walking the
                // tree did not: the same file, reported the same way.
                complete.remove(path);
                skeletons.remove(path);
                problems.put(path, List.of(NestingLimit.stackRanOut(display(path))));
                return;
            }
            List<String> imports = cu.getImports().stream().map(i -> (i.isStatic() ? "static " : "")
                    + i.getNameAsString() + (i.isAsterisk() ? ".*" : "")).toList();
            declared.put(path, new Declared(cu.getPackageDeclaration().map(p -> p.getNameAsString()).orElse(""),
                    found.entries(), found.outline(), found.docComments(), found.types().keySet(), imports, false));
        }

        /** Resolution stage: one file's references and highlighting; the lines go to the sink. */
        Resolved resolve(String path, PageSink sink, String pageKey) throws IOException {
            if (links == null) {
                links = new SymbolLinks(idsByNode, entries.keySet(), options.libraryDocs());
            }
            CompilationUnit cu = units.get(path);
            if (!complete.contains(path)) {
                // another worker parsed it first; the light copy (if this one made one) stays
                // registered too, since this solver may have answered with its declarations
                cu = parser.parse(sources.get(path)).getResult().orElseThrow();
                complete.add(path);
                registerComplete(path, cu);
            }
            ReferenceResolver.Result resolution = ReferenceResolver.resolve(cu, idsByNode, links, typeSolver, overloads);
            List<CodeLine> lines = LineBuilder.build(cu, resolution.semantics(), Map.of());
            Map<Integer, String> lineTexts = new HashMap<>();
            List<Use> uses = new ArrayList<>();
            for (ReferenceResolver.Reference ref : resolution.references()) {
                String text = lineTexts.computeIfAbsent(ref.line(), line ->
                        line >= 1 && line <= lines.size() ? lines.get(line - 1).text().strip() : "");
                uses.add(new Use(ref.targetId(), ref.line(), ref.column(), ref.kind(), text));
            }
            Map<String, String> docs = new HashMap<>();
            Declared d = declared.get(path);
            // a kept parse has no Javadoc objects: this tree's entries (the same text, so the same
            // entries in the same order) have them
            List<DeclarationCollector.Entry> withJavadoc = d.kept() ? DeclarationCollector.collect(cu, path).entries()
                    : d.entries();
            for (int i = 0; i < d.entries().size(); i++) {
                DeclarationCollector.Entry entry = d.entries().get(i);
                if (entries.get(entry.declaration().id()) == entry) {
                    docs.put(entry.declaration().id(), javadoc.render(withJavadoc.get(i)));
                }
            }
            sink.page(new SourceFile(path, d.packageName(), lines, d.outline(), List.of()), pageKey);
            resolvedHere.add(path);
            return new Resolved(uses, resolution.resolved(), resolution.unresolved(), docs);
        }

        /**
         * What the declarations of each file this worker resolved extend and override, by file
         * (kept with the file's resolution); one part over all of them, then split.
         */
        Map<String, Hierarchy> hierarchy() {
            List<DeclarationCollector.Entry> mine = new ArrayList<>();
            for (String path : resolvedHere) {
                for (DeclarationCollector.Entry entry : declared.get(path).entries()) {
                    if (entries.get(entry.declaration().id()) == entry) {
                        mine.add(entry);
                    }
                }
            }
            Map<String, Hierarchy> parts = Hierarchy.partial(mine, entries, idsByNode, typeSolver)
                    .byFile(id -> entries.get(id).declaration().file());
            for (String path : resolvedHere) {
                parts.putIfAbsent(path, Hierarchy.none());
            }
            return parts;
        }

        /** The type solver's view of the project: this worker's copy of the file declaring {@code name}. */
        private TypeDeclaration<?> type(String name) {
            TypeDeclaration<?> type = types.get(name);
            if (type != null || !indexed) {
                return type;
            }
            String path = typeFiles.get(name);
            if (path == null || units.containsKey(path)) {
                return null;
            }
            Skeleton skeleton = skeletons.get(path);
            if (skeleton != null) {
                // a copy of the skeleton its parser made in the first stage: no bodies, no comments
                register(path, skeleton.copy(solver));
            } else {
                // a file whose declarations were kept from an earlier run: parsed now, when the solver first needs it
                register(path, parser.parse(sources.get(path)).getResult().orElseThrow());
                parsedForSolver.incrementAndGet();
            }
            return types.get(name);
        }

        /** A complete tree of a file this worker has a light one of, or none: the light one keeps answering for its types. */
        private void registerComplete(String path, CompilationUnit cu) {
            boolean hadOne = units.containsKey(path);
            DeclarationCollector.Result found = DeclarationCollector.collect(cu, path);
            units.put(path, cu);
            found.idsByNode().forEach((node, id) -> {
                if (entries.get(id).declaration().file().equals(path)) {
                    idsByNode.put(node, id);
                }
            });
            if (!hadOne) {
                found.types().forEach((name, type) -> {
                    if (path.equals(typeFiles.get(name))) {
                        types.putIfAbsent(name, type);
                    }
                });
            }
        }

        private DeclarationCollector.Result register(String path, CompilationUnit cu) {
            units.put(path, cu);
            DeclarationCollector.Result found = DeclarationCollector.collect(cu, path);
            found.types().forEach((name, type) -> {
                if (!indexed || path.equals(typeFiles.get(name))) {
                    types.putIfAbsent(name, type);
                }
            });
            found.idsByNode().forEach((node, id) -> {
                if (!indexed || entries.get(id).declaration().file().equals(path)) {
                    idsByNode.put(node, id);
                }
            });
            return found;
        }

        /**
         * Once declarations are indexed: a type or id declared twice (a type in two files) belongs
         * to the file the index chose, whichever this worker happened to parse first.
         */
        void prune() {
            types.entrySet().removeIf(e -> units.get(typeFiles.get(e.getKey()))
                    != e.getValue().findCompilationUnit().orElse(null));
            idsByNode.entrySet().removeIf(e -> units.get(entries.get(e.getValue()).declaration().file())
                    != e.getKey().findCompilationUnit().orElse(null));
        }

        private List<Diagnostic> parseProblems(String path, ParseResult<CompilationUnit> result) {
            List<Diagnostic> out = new ArrayList<>();
            for (Problem problem : result.getProblems()) {
                Position at = problem.getLocation()
                        .flatMap(range -> range.getBegin().getRange()).map(r -> r.begin).orElse(Position.HOME);
                String message = ParseMessages.shorten(problem.getMessage().lines().findFirst().orElse(""));
                out.add(Diagnostic.error(display(path), at.line, at.column, message));
            }
            if (out.isEmpty()) {
                out.add(Diagnostic.error(display(path), 1, 1, "the file could not be parsed"));
            }
            return out;
        }
    }
}
