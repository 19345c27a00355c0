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
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * Analyses every {@code .java} file under a source root with JavaParser and its symbol solver.
 *
 * <p>One analyser keeps one type solver (and so one {@link JavaParserFacade}) for its whole life;
 * watch mode calls {@link #analyze} again after each edit. Per-file results are reused when the
 * file's text and the project's declarations (their ids and signatures) are both unchanged, which
 * is exactly what a file's highlighting and references depend on; when the declarations change,
 * every file is parsed and resolved again so no solver state from the old declarations survives.
 * {@link #close()} releases the facade JavaParser keeps in a static map.
 */
public final class JavaAnalyzer implements AutoCloseable {

    private final Path sourceRoot;
    private final String sourceRootRelative;
    private final ProjectTypeSolver typeSolver = new ProjectTypeSolver();
    private final JavaSymbolSolver resolver;
    /**
     * Idle parsers. A parser and its configuration serve one file at a time (neither is thread-safe),
     * but making one costs more than parsing a small file, so parsing threads take one from here
     * and put it back; there are never more than there were threads parsing at once.
     */
    private final java.util.Queue<JavaParser> idleParsers = new java.util.concurrent.ConcurrentLinkedQueue<>();
    private final Map<String, ParsedFile> parsed = new HashMap<>();
    private final Map<String, FileAnalysis> analysed = new HashMap<>();
    private String lastFingerprint;
    private ResolutionStats lastStats = new ResolutionStats(0, List.of());
    /** The last analysis and the texts (and problems) it was made from. */
    private Map<String, String> lastContents;
    private JavaProject lastProject;
    private List<Diagnostic> lastProblems = List.of();
    /** Where analyses are kept between runs, and what else their keys hold; null to keep them in memory only. */
    private dev.duet.site.cache.DiskStore disk;
    private String diskSalt = "";
    private int lastKept;
    private int lastTotal;

    /** A whole analysis as kept on disk, with what it said and the texts it was made from (hashed). */
    private record KeptProject(String contents, SortedMap<String, SourceFile> files, SortedMap<String, Declaration> declarations,
                               java.util.Set<String> unparsed, SortedMap<String, DocComment> docComments,
                               List<Diagnostic> problems, ResolutionStats stats) implements java.io.Serializable {
    }

    /** A file's syntax tree (null when it did not parse) and what it declares. */
    private record ParsedFile(String content, CompilationUnit cu, DeclarationCollector.Result declared,
                              List<Diagnostic> problems) {
    }

    /**
     * @param projectRoot the project root, against which diagnostic paths are written
     * @param sourceRoot  the Java source root, e.g. {@code projectRoot/src/main/java}
     */
    public JavaAnalyzer(Path projectRoot, Path sourceRoot) {
        this.sourceRoot = sourceRoot;
        this.sourceRootRelative = projectRoot.toAbsolutePath().normalize()
                .relativize(sourceRoot.toAbsolutePath().normalize()).toString().replace('\\', '/');
        this.resolver = new JavaSymbolSolver(typeSolver);
    }

    /**
     * Keeps each file's analysis in {@code store} too, so that a later run (another process) skips
     * resolving a file whose text and project declarations are unchanged: the key is the file's
     * path and text, the declarations' fingerprint and {@code salt} (what else the caller knows the
     * analysis depends on: Duet's version, the class path).
     */
    public synchronized void keepOnDisk(dev.duet.site.cache.DiskStore store, String salt) {
        this.disk = store;
        this.diskSalt = salt;
    }

    /** How many files the last {@link #analyze} took from an earlier analysis instead of resolving them, of how many. */
    public synchronized int[] lastKept() {
        return new int[] {lastKept, lastTotal};
    }

    /** Analyses the source root as it is now; problems go to {@code diags}. */
    public JavaProject analyze(Diagnostics diags) {
        return analyze(diags, path -> true);
    }

    /**
     * Analyses the files under the source root that {@code include} accepts (paths relative to the
     * source root). A site shows only its subject's packages, and skipping the rest also skips
     * references the solver could not resolve anyway (the generator's own libraries).
     */
    public synchronized JavaProject analyze(Diagnostics diags, java.util.function.Predicate<String> include) {
        Map<String, String> contents = readSources(diags);
        contents.keySet().removeIf(include.negate());
        if (contents.equals(lastContents)) {
            // The same text in every file: the same analysis, and the same problems.
            lastProblems.forEach(diags::add);
            lastKept = contents.size();
            lastTotal = contents.size();
            return lastProject;
        }
        // The same texts as a run kept the whole analysis of: not even parsing is needed. The
        // parse trees and fingerprint held in memory stay those of the last analysis made here.
        String projectKey = disk == null ? null : projectKey(contents);
        KeptProject kept = projectKey == null ? null : disk.get(projectKey, KeptProject.class)
                .filter(k -> k.contents().equals(projectKey)).orElse(null);
        if (kept != null) {
            lastProject = new JavaProject(kept.files(), kept.declarations(), kept.unparsed(), kept.docComments());
            lastContents = contents;
            lastProblems = kept.problems();
            lastStats = kept.stats();
            lastKept = contents.size();
            lastTotal = contents.size();
            lastProblems.forEach(diags::add);
            return lastProject;
        }
        parsed.keySet().retainAll(contents.keySet());
        analysed.keySet().retainAll(contents.keySet());
        Set<String> reparsed = new HashSet<>();
        contents.forEach((path, content) -> {
            ParsedFile file = parsed.get(path);
            if (file == null || !file.content().equals(content)) {
                reparsed.add(path);
            }
        });
        parsed.putAll(parseAll(reparsed, contents));
        Map<String, DeclarationCollector.Result> declared = collect(contents.keySet());
        String fingerprint = fingerprint(contents.keySet(), declared);
        if (lastFingerprint != null && !lastFingerprint.equals(fingerprint)) {
            // Unchanged files' syntax trees hold types the solver cached against the old declarations.
            Set<String> unchanged = new HashSet<>(contents.keySet());
            unchanged.removeAll(reparsed);
            parsed.putAll(parseAll(unchanged, contents));
            declared = collect(contents.keySet());
            analysed.clear();
        }
        lastFingerprint = fingerprint;

        Map<String, TypeDeclaration<?>> types = new HashMap<>();
        Map<Node, String> idsByNode = new IdentityHashMap<>();
        Map<String, DeclarationCollector.Entry> entries = new LinkedHashMap<>();
        for (DeclarationCollector.Result result : declared.values()) {
            result.types().forEach(types::putIfAbsent);
            for (DeclarationCollector.Entry entry : result.entries()) {
                entries.putIfAbsent(entry.declaration().id(), entry);
            }
            // a declaration whose id another file already took (a duplicate type) keeps no id
            result.idsByNode().forEach((node, id) -> {
                if (entries.get(id).declaration().file().equals(result.file())) {
                    idsByNode.put(node, id);
                }
            });
        }
        typeSolver.setTypes(types);
        SymbolLinks links = new SymbolLinks(idsByNode, entries.keySet());
        JavadocRenderer.Context javadoc = new JavadocRenderer.Context(entries);

        Map<String, FileAnalysis> analyses = new TreeMap<>();
        int keptFiles = 0;
        for (Map.Entry<String, String> source : contents.entrySet()) {
            String path = source.getKey();
            FileAnalysis analysis = analysed.get(path);
            if (analysis == null || !analysis.content().equals(source.getValue())
                    || !analysis.apiFingerprint().equals(fingerprint)) {
                analysis = fromDisk(path, source.getValue(), fingerprint);
                if (analysis == null) {
                    analysis = analyse(path, source.getValue(), fingerprint, idsByNode, links, javadoc);
                    toDisk(path, analysis);
                } else {
                    keptFiles++;
                }
                analysed.put(path, analysis);
            } else {
                keptFiles++;
            }
            analyses.put(path, analysis);
            diags.addAll(analysis.problems());
        }
        Hierarchy hierarchy = Hierarchy.of(entries, idsByNode, typeSolver);
        lastProject = assemble(contents, declared, entries, analyses, hierarchy);
        lastContents = contents;
        lastKept = keptFiles;
        lastTotal = contents.size();
        if (projectKey != null) {
            // One whole analysis is kept per source root (the last), so that each edit does not add one more.
            String latest = "latest project analysis\n" + diskSalt + "\n" + sourceRootRelative;
            disk.get(latest, String.class).filter(k -> !k.equals(projectKey)).ifPresent(disk::remove);
            disk.put(projectKey, new KeptProject(projectKey, lastProject.files(), lastProject.declarations(),
                    lastProject.unparsed(), lastProject.docComments(), lastProblems, lastStats));
            disk.put(latest, projectKey);
        }
        lastProblems = analyses.values().stream().flatMap(a -> a.problems().stream()).toList();
        return lastProject;
    }

    /** Resolution figures of the last {@link #analyze} call. */
    public synchronized ResolutionStats lastStats() {
        return lastStats;
    }

    /** Drops the facades JavaParser caches in a static map (one per type solver, never freed otherwise). */
    @Override
    public void close() {
        JavaParserFacade.clearInstances();
    }

    private FileAnalysis analyse(String path, String content, String fingerprint, Map<Node, String> idsByNode,
                                 SymbolLinks links, JavadocRenderer.Context javadoc) {
        ParsedFile file = parsed.get(path);
        if (file.cu() == null) {
            return FileAnalysis.unparsed(content, fingerprint, file.problems());
        }
        Map<String, String> javadocHtml = new HashMap<>();
        for (DeclarationCollector.Entry entry : file.declared().entries()) {
            javadocHtml.put(entry.declaration().id(), javadoc.render(entry));
        }
        try {
            return FileAnalysis.of(content, fingerprint, file.cu(), diagnosticPath(path), idsByNode, links, typeSolver,
                    javadocHtml);
        } catch (StackOverflowError e) {
            return FileAnalysis.unparsed(content, fingerprint, List.of(NestingLimit.stackRanOut(diagnosticPath(path))));
        }
    }

    /** The analysis a run kept for exactly this text and these declarations, or null. */
    private FileAnalysis fromDisk(String path, String content, String fingerprint) {
        if (disk == null) {
            return null;
        }
        // The key is a hash: the stored text and fingerprint are compared too, so a collision cannot mislead.
        return disk.get(diskKey(path, content, fingerprint), FileAnalysis.class)
                .filter(a -> a.content().equals(content) && a.apiFingerprint().equals(fingerprint))
                .orElse(null);
    }

    private void toDisk(String path, FileAnalysis analysis) {
        if (disk != null) {
            disk.put(diskKey(path, analysis.content(), analysis.apiFingerprint()), analysis);
        }
    }

    /** The key of a whole analysis: every file's path and text. */
    private String projectKey(Map<String, String> contents) {
        MessageDigest digest = sha256();
        update(digest, "project analysis");
        update(digest, diskSalt);
        update(digest, sourceRootRelative);
        contents.forEach((path, content) -> {
            update(digest, path);
            update(digest, dev.duet.site.cache.Hashes.of(content));
        });
        return HexFormat.of().formatHex(digest.digest());
    }

    private String diskKey(String path, String content, String fingerprint) {
        return "analysis\n" + diskSalt + "\n" + sourceRootRelative + "/" + path + "\n" + fingerprint + "\n"
                + dev.duet.site.cache.Hashes.of(content);
    }

    private JavaProject assemble(Map<String, String> contents, Map<String, DeclarationCollector.Result> declared,
                                 Map<String, DeclarationCollector.Entry> entries, Map<String, FileAnalysis> analyses,
                                 Hierarchy hierarchy) {
        Map<String, List<Usage>> usages = new HashMap<>();
        int resolved = 0;
        List<String> unresolved = new ArrayList<>();
        for (Map.Entry<String, FileAnalysis> e : analyses.entrySet()) {
            FileAnalysis analysis = e.getValue();
            resolved += analysis.resolved();
            analysis.unresolved().forEach(u -> unresolved.add(e.getKey() + ":" + u));
            for (ReferenceResolver.Reference ref : analysis.references()) {
                String lineText = lineText(analysis.lines(), ref.line());
                usages.computeIfAbsent(ref.targetId(), k -> new ArrayList<>())
                        .add(new Usage(e.getKey(), ref.line(), ref.column(), ref.kind(), lineText));
            }
        }
        lastStats = new ResolutionStats(resolved, unresolved);
        Comparator<Usage> order = Comparator.comparing(Usage::file).thenComparingInt(Usage::line)
                .thenComparingInt(Usage::column).thenComparing(Usage::kind);
        SortedMap<String, Declaration> declarations = new TreeMap<>();
        for (DeclarationCollector.Entry entry : entries.values()) {
            Declaration d = entry.declaration();
            List<Usage> list = hierarchyUsages(d, usages, hierarchy).stream().distinct().sorted(order).toList();
            declarations.put(d.id(), new Declaration(d.id(), d.anchor(), d.kind(), d.name(), d.signature(),
                    analyses.get(d.file()).javadocHtml().getOrDefault(d.id(), ""), d.file(), d.line(), d.parentId(),
                    list, d.endLine(), hierarchy.supers(d.id()), hierarchy.implementations(d.id())));
        }
        SortedMap<String, DocComment> docComments = new TreeMap<>();
        for (DeclarationCollector.Result result : declared.values()) {
            result.docComments().forEach((id, doc) -> {
                if (declarations.containsKey(id) && declarations.get(id).file().equals(result.file())) {
                    docComments.put(id, doc);
                }
            });
        }
        SortedMap<String, SourceFile> files = new TreeMap<>();
        java.util.Set<String> unparsed = new java.util.TreeSet<>();
        for (String path : contents.keySet()) {
            ParsedFile file = parsed.get(path);
            if (file.cu() == null) {
                unparsed.add(path);
            }
            DeclarationCollector.Result result = declared.get(path);
            String packageName = file.cu() == null ? "" : file.cu().getPackageDeclaration()
                    .map(p -> p.getNameAsString()).orElse("");
            FileAnalysis analysis = analyses.get(path);
            files.put(path, new SourceFile(path, packageName, analysis.lines(),
                    result == null ? List.of() : result.outline(), analysis.anchors()));
        }
        return new JavaProject(files, declarations, unparsed, docComments);
    }

    /**
     * A method's usages, as IntelliJ finds them when it searches from the base method: the references
     * to every method of its hierarchy, that is to the methods it overrides or implements (a call
     * through the interface may reach it), to every method overriding those (a call of a sibling
     * implementation is a call of the same interface method) and to its own overriders. Those not
     * naming it carry the id they name. Other declarations have their own references only.
     */
    static List<Usage> hierarchyUsages(Declaration d, Map<String, List<Usage>> usages, Hierarchy hierarchy) {
        List<Usage> own = usages.getOrDefault(d.id(), List.of());
        if (!d.kind().equals("method")) {
            return own;
        }
        List<Usage> all = new ArrayList<>(own);
        java.util.Set<String> related = new java.util.TreeSet<>(hierarchy.implementations(d.id()));
        for (String up : hierarchy.allSupers(d.id())) {
            related.add(up);
            related.addAll(hierarchy.implementations(up));
        }
        related.remove(d.id());
        for (String other : related) {
            for (Usage u : usages.getOrDefault(other, List.of())) {
                all.add(new Usage(u.file(), u.line(), u.column(), u.kind(), u.lineText(), other));
            }
        }
        return all;
    }

    private static String lineText(List<CodeLine> lines, int line) {
        return line >= 1 && line <= lines.size() ? lines.get(line - 1).text().strip() : "";
    }

    private Map<String, DeclarationCollector.Result> collect(Set<String> paths) {
        Map<String, DeclarationCollector.Result> declared = new TreeMap<>();
        for (String path : paths) {
            ParsedFile file = parsed.get(path);
            if (file.declared() != null) {
                declared.put(path, file.declared());
            }
        }
        return declared;
    }

    /** What other files' resolution can depend on: packages, imports and every declaration's id and signature. */
    private String fingerprint(Set<String> paths, Map<String, DeclarationCollector.Result> declared) {
        MessageDigest digest = sha256();
        for (String path : new TreeMap<>(parsed).keySet()) {
            CompilationUnit cu = parsed.get(path).cu();
            if (!paths.contains(path) || cu == null) {
                continue;
            }
            update(digest, "file " + path);
            cu.getPackageDeclaration().ifPresent(p -> update(digest, "package " + p.getNameAsString()));
            cu.getImports().forEach(i -> update(digest, "import " + (i.isStatic() ? "static " : "")
                    + i.getNameAsString() + (i.isAsterisk() ? ".*" : "")));
            for (DeclarationCollector.Entry entry : declared.get(path).entries()) {
                update(digest, entry.declaration().kind() + " " + entry.declaration().id() + " "
                        + entry.declaration().signature());
            }
        }
        return HexFormat.of().formatHex(digest.digest());
    }

    private static void update(MessageDigest digest, String text) {
        dev.duet.site.cache.Hashes.line(digest, text);
    }

    private static MessageDigest sha256() {
        return dev.duet.site.cache.Hashes.sha256();
    }

    /**
     * Parses files in parallel: parsing and collecting declarations touch only the file's own
     * tree (the symbol solver is not used until every file is parsed). All parsers share one
     * symbol solver.
     */
    private Map<String, ParsedFile> parseAll(Set<String> paths, Map<String, String> contents) {
        return paths.parallelStream().collect(java.util.stream.Collectors.toConcurrentMap(path -> path, path -> {
            JavaParser parser = idleParsers.poll();
            if (parser == null) {
                parser = new JavaParser(UnvalidatedJava17.configuration(resolver));
            }
            try {
                return parse(parser, path, contents.get(path));
            } finally {
                idleParsers.add(parser);
            }
        }));
    }

    private ParsedFile parse(JavaParser parser, String path, String content) {
        var tooDeep = NestingLimit.check(content);
        if (tooDeep.isPresent()) {
            return new ParsedFile(content, null, null, List.of(Diagnostic.error(diagnosticPath(path), tooDeep.get().line(),
                    tooDeep.get().column(), tooDeep.get().message())));
        }
        ParseResult<CompilationUnit> result;
        try {
            result = parser.parse(content);
            if (result.isSuccessful() && result.getResult().isPresent()) {
                CompilationUnit cu = result.getResult().get();
                return new ParsedFile(content, cu, DeclarationCollector.collect(cu, path), List.of());
            }
        } catch (StackOverflowError e) {
            return new ParsedFile(content, null, null, List.of(NestingLimit.stackRanOut(diagnosticPath(path))));
        }
        List<Diagnostic> problems = new ArrayList<>();
        for (Problem problem : result.getProblems()) {
            Position at = problem.getLocation()
                    .flatMap(range -> range.getBegin().getRange()).map(r -> r.begin).orElse(Position.HOME);
            String message = ParseMessages.shorten(problem.getMessage().lines().findFirst().orElse(""));
            problems.add(Diagnostic.error(diagnosticPath(path), at.line, at.column, message));
        }
        if (problems.isEmpty()) {
            problems.add(Diagnostic.error(diagnosticPath(path), 1, 1, "the file could not be parsed"));
        }
        return new ParsedFile(content, null, null, problems);
    }

    private String diagnosticPath(String path) {
        return sourceRootRelative.isEmpty() ? path : sourceRootRelative + "/" + path;
    }

    /** Every {@code .java} file under the source root by relative path, with line breaks normalised to LF. */
    private Map<String, String> readSources(Diagnostics diags) {
        Map<String, String> contents = new TreeMap<>();
        if (!Files.isDirectory(sourceRoot)) {
            diags.error(sourceRootRelative, 0, 0, "the Java source folder does not exist");
            return contents;
        }
        try (Stream<Path> walk = Files.walk(sourceRoot)) {
            List<Path> sources = walk.filter(p -> p.toString().endsWith(".java") && Files.isRegularFile(p))
                    .sorted().toList();
            for (Path source : sources) {
                String relative = sourceRoot.relativize(source).toString().replace('\\', '/');
                String text = Files.readString(source, StandardCharsets.UTF_8);
                if (text.startsWith("\uFEFF")) {
                    text = text.substring(1);
                }
                contents.put(relative, text.replace("\r\n", "\n").replace('\r', '\n'));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the Java sources under " + sourceRoot, e);
        }
        return contents;
    }
}
