package dev.duet.site.api;

import dev.duet.site.build.OutputFolder;
import dev.duet.site.build.SiteOutput;
import dev.duet.site.cache.CodeVersion;
import dev.duet.site.cache.DiskStore;
import dev.duet.site.cache.Hashes;
import dev.duet.site.content.LanguageTags;
import dev.duet.site.diag.Report;
import dev.duet.site.diag.Diagnostics;
import dev.duet.site.javasrc.JavaProject;
import dev.duet.site.javasrc.KeptAnalysis;
import dev.duet.site.javasrc.LibraryDocs;
import dev.duet.site.javasrc.SourceFile;
import dev.duet.site.javasrc.SourceTree;
import dev.duet.site.javasrc.TreeAnalyzer;
import dev.duet.site.render.DataScripts;
import dev.duet.site.render.SitePaths;
import dev.duet.site.render.SourceBrowser;
import dev.duet.site.render.Templates;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The source browser of any Java tree, as {@code duet browse} writes it: pages are written into a
 * temporary sibling of the output folder as the analysis finishes each file, and swapped in whole
 * at the end; a run that fails leaves the folder as it was. Progress goes to {@code stdout},
 * problems ({@code path:line:col: error: message}, all of them) to {@code err}.
 */
public final class SourceBrowse {
    private SourceBrowse() {
    }

    /** @return 0 when the browser was written, 1 when there were problems (printed) */
    public static int run(BrowseRequest request, PrintWriter stdout, PrintWriter err) throws IOException {
        return run(request, stdout, err, CodeVersion.current());
    }

    /**
     * @param codeVersion the Duet whose kept analyses may be reused (the running one; tests give
     *                    another to see that a new Duet does not reuse an old one's)
     */
    static int run(BrowseRequest request, PrintWriter stdout, PrintWriter err, String codeVersion) throws IOException {
        if (!LanguageTags.isWellFormed(request.lang()) || request.threads() < 1 || request.roots().isEmpty()) {
            throw new IllegalArgumentException("a browse needs a source folder, a BCP 47 language and at least one thread");
        }
        Diagnostics diags = new Diagnostics();
        Path target = request.out().toAbsolutePath().normalize();
        String out = request.outDisplay();
        String display = request.roots().get(0).display();
        for (SourceRoot root : request.roots()) {
            Path source = root.folder().toAbsolutePath().normalize();
            if (!Files.isDirectory(source)) {
                diags.error(root.display(), 0, 0, Files.exists(source) ? "not a folder" : "no such folder");
            } else if (source.startsWith(target)) {
                diags.error(out, 0, 0, "the output folder holds the sources (" + root.display()
                        + "); it is replaced whole, so choose another one");
            }
        }
        if (!diags.hasErrors()) {
            // a folder that cannot be an earlier browser is refused before the sources are read
            OutputFolder.refusal(target, null).ifPresent(reason -> diags.error(out, 0, 0, reason));
        }
        if (request.cache() != null) {
            Path cache = request.cache().toAbsolutePath().normalize();
            if (cache.startsWith(target) || target.startsWith(cache)) {
                diags.error(request.cache().toString(), 0, 0, "the cache folder and the output folder must not hold"
                        + " each other (the output is replaced whole); choose another cache folder");
            } else if (Files.exists(cache) && !Files.isDirectory(cache)) {
                diags.error(request.cache().toString(), 0, 0, "the cache folder is not a folder");
            }
        }
        for (Path entry : request.classpath()) {
            if (!Files.exists(entry)) {
                diags.error(entry.toString(), 0, 0, "--classpath entry does not exist");
            } else if (!Files.isDirectory(entry) && !entry.toString().endsWith(".jar")) {
                diags.error(entry.toString(), 0, 0, "--classpath entry is neither a jar nor a folder");
            }
        }
        if (diags.hasErrors()) {
            return failed(diags, out, err);
        }

        long start = System.nanoTime();
        SortedMap<String, String> sources = new TreeMap<>();
        // each file's path in messages, under the folder it was read from
        Map<String, String> rootOf = new java.util.HashMap<>();
        for (SourceRoot root : request.roots()) {
            SortedMap<String, String> read = SourceTree.read(root.folder().toAbsolutePath().normalize(), root.display(),
                    request.encoding(), diags);
            read.forEach((path, text) -> {
                if (root.include().test(path) && sources.putIfAbsent(path, text) == null) {
                    rootOf.put(path, root.display().endsWith("/") ? root.display() : root.display() + "/");
                }
            });
        }
        java.util.function.UnaryOperator<String> where = path -> rootOf.getOrDefault(path, display + "/") + path;
        // an unresolved reference is "path:line:col name"
        java.util.function.UnaryOperator<String> located = u -> where.apply(u.substring(0, Math.max(0, u.indexOf(':'))))
                + u.substring(Math.max(0, u.indexOf(':')));
        if (sources.isEmpty() && !diags.hasErrors()) {
            diags.error(display, 0, 0, request.roots().size() == 1 ? "no .java files in this folder or below"
                    : "no .java files in these folders or below");
        }
        if (sources.isEmpty()) {
            return failed(diags, out, err);
        }
        long readMillis = (System.nanoTime() - start) / 1_000_000;
        String lang = request.lang();
        int threads = request.threads();
        stdout.printf(Locale.ROOT, "browse %s: %,d files, %d threads%n", display, sources.size(), threads);
        stdout.flush();

        // The default theme alone: a folder that does not exist has no templates to replace the theme's.
        Templates templates = new Templates(target.resolveSibling("." + target.getFileName() + ".no-templates"), "duet:theme");
        KeptOutput kept = request.cache() == null ? null : new KeptOutput(new DiskStore(request.cache().resolve("output")),
                Hashes.of("title " + request.title() + "\nlang " + lang + "\njxr " + request.jxrLocations()));
        AtomicLong renderNanos = new AtomicLong();
        AtomicLong writeNanos = new AtomicLong();
        try (SiteOutput.Staging staging = SiteOutput.Staging.open(target, out)) {
            SourceBrowser[] browser = new SourceBrowser[1];
            TreeAnalyzer.PageSink sink = new TreeAnalyzer.PageSink() {
                @Override
                public void declarations(JavaProject declared) {
                    browser[0] = new SourceBrowser(templates, SourceBrowser.content(request.title(), lang), declared);
                }

                @Override
                public void page(SourceFile file) throws IOException {
                    page(file, null);
                }

                @Override
                public void page(SourceFile file, String key) throws IOException {
                    long t0 = System.nanoTime();
                    var files = new TreeMap<>(browser[0].page(file, diags));
                    if (request.jxrLocations()) {
                        files.put(JxrLocations.page(file.path()), JxrLocations.forward(file.path(), lang));
                    }
                    long t1 = System.nanoTime();
                    for (var e : files.entrySet()) {
                        staging.write(e.getKey(), e.getValue());
                    }
                    if (kept != null && key != null && !diags.hasErrors()) {
                        kept.recordPages(file.path(), key, files.keySet(), staging);
                    }
                    renderNanos.addAndGet(t1 - t0);
                    writeNanos.addAndGet(System.nanoTime() - t1);
                }

                @Override
                public boolean reuse(SourceFile file, String key) throws IOException {
                    long t1 = System.nanoTime();
                    boolean reused = kept != null && kept.reusePages(file.path(), key, staging);
                    writeNanos.addAndGet(System.nanoTime() - t1);
                    return reused;
                }
            };
            TreeAnalyzer.Options options = new TreeAnalyzer.Options(threads, request.classpath(), progress(stdout))
                    .withLibraryDocs(LibraryDocs.of(request.libraryDocs()));
            if (request.cache() != null) {
                options = options.withKept(new KeptAnalysis(new DiskStore(request.cache().resolve("analysis")),
                        codeVersion, analysisInputs(request, codeVersion)));
            }
            var analysed = TreeAnalyzer.analyze(sources, where, options, sink, diags);
            if (analysed.isEmpty() || diags.hasErrors()) {
                return failed(diags, out, err);
            }
            TreeAnalyzer.Result result = analysed.get();
            if (request.cache() != null) {
                stdout.printf(Locale.ROOT, "reused %,d of %,d files' analysis and pages (%,d parsed, %,d more for the solver)%n",
                        result.reused(), sources.size(), result.reparsed(), result.parsedForSolver());
            }
            var stats = result.stats();
            int total = stats.resolved() + stats.unresolved().size();
            stdout.printf(Locale.ROOT, "references: %,d of %,d resolved (%.2f %%), %,d not%n", stats.resolved(), total,
                    100.0 * stats.ratio(), stats.unresolved().size());
            List<String> unresolved = stats.unresolved();
            if (request.listUnresolved()) {
                unresolved.forEach(u -> stdout.println("  not resolved: " + located.apply(u)));
            } else if (!unresolved.isEmpty()) {
                unresolved.stream().limit(5).forEach(u -> stdout.println("  not resolved: " + located.apply(u)));
                if (unresolved.size() > 5) {
                    stdout.println("  ... (--unresolved lists all " + unresolved.size() + ")");
                }
            }

            long t0 = System.nanoTime();
            Map<String, Integer> lineCounts = new TreeMap<>();
            sources.forEach((path, text) -> lineCounts.put(path, (int) text.lines().count()));
            if (kept != null) {
                kept.analysed(result.fileKeys());
                kept.into(staging);
            }
            SortedMap<String, byte[]> rest;
            try {
                rest = browser[0].finish(result.project(), lineCounts, kept != null ? kept : DataScripts.ShardMemo.NONE, diags);
            } catch (java.io.UncheckedIOException e) {
                throw e.getCause();
            }
            long finishRender = System.nanoTime() - t0;
            if (diags.hasErrors()) {
                return failed(diags, out, err);
            }
            long t1 = System.nanoTime();
            for (var e : rest.entrySet()) {
                staging.write(e.getKey(), e.getValue());
            }
            if (kept != null) {
                kept.recordShards(staging);
            }
            int files = staging.files();
            long bytes = staging.bytes();
            try {
                staging.commit();
            } catch (OutputFolder.Refused e) {
                diags.error(e.folder(), 0, 0, e.reason());
                return failed(diags, out, err);
            }
            if (kept != null) {
                kept.save();
            }
            long writeRest = System.nanoTime() - t1;
            Map<String, Long> millis = result.millis();
            stdout.printf(Locale.ROOT, "lines: %,d%n", result.lines());
            // Pages are rendered and written by the analysing threads as each file is resolved, so
            // their time is part of the resolve stage's wall time; it is given summed over the threads.
            stdout.printf(Locale.ROOT, "time: read %,d ms, parse %,d ms, resolve %,d ms (of which reuse %,d ms, assemble %,d ms;"
                            + " meanwhile, summed over %d threads: render %,d ms, write %,d ms), then render %,d ms, write %,d ms;"
                            + " total %,d ms%n",
                    readMillis, millis.get("parse"), millis.get("resolve") + millis.get("assemble"), millis.get("reuse"),
                    millis.get("assemble"), threads,
                    renderNanos.get() / 1_000_000, writeNanos.get() / 1_000_000, finishRender / 1_000_000,
                    writeRest / 1_000_000, (System.nanoTime() - start) / 1_000_000);
            stdout.printf(Locale.ROOT, "wrote %s: %,d files, %,d bytes%n", out, files, bytes);
            stdout.flush();
            Report.print(diags.sorted(), err);
            return 0;
        }
    }

    /**
     * What a file's kept analysis depends on besides the sources: Duet's version, the class path's
     * contents (a jar's bytes, a class folder's files), the documentation its libraries link to.
     */
    private static String analysisInputs(BrowseRequest request, String codeVersion) {
        StringBuilder inputs = new StringBuilder("duet ").append(codeVersion).append('\n');
        inputs.append("classpath ").append(Hashes.ofClassPath(request.classpath())).append('\n');
        new TreeMap<>(request.libraryDocs()).forEach((jar, url) -> inputs.append("docs ").append(jar.toAbsolutePath().normalize())
                .append(' ').append(url).append('\n'));
        return Hashes.of(inputs.toString());
    }

    /** A line at every fifth of a stage, for trees large enough that a stage takes a while. */
    private static TreeAnalyzer.Progress progress(PrintWriter stdout) {
        return (stage, done, total) -> {
            if (total >= 100 && done < total && done * 5 / total != (done - 1) * 5 / total) {
                synchronized (stdout) {
                    stdout.printf(Locale.ROOT, "  %s: %,d of %,d files%n", stage, done, total);
                    stdout.flush();
                }
            }
        };
    }

    private static int failed(Diagnostics diags, String out, PrintWriter err) {
        Report.print(diags.sorted(), err);
        err.println(out + " was not changed");
        err.flush();
        return 1;
    }

    /** JXR's page locations, each forwarding to the Duet page of the same file, at the same line. */
    static final class JxrLocations {
        private JxrLocations() {
        }

        /** {@code org/x/Foo.java} → {@code org/x/Foo.html}, where JXR writes it. */
        static String page(String javaFile) {
            return javaFile.replaceFirst("\\.java$", "") + ".html";
        }

        /**
         * A page that replaces itself with Duet's page of the file, keeping the fragment (JXR's
         * {@code #L12} is Duet's line anchor too); without scripts, the refresh opens the page at its top.
         */
        static byte[] forward(String javaFile, String lang) {
            String self = page(javaFile);
            String href = SitePaths.relative(self, SitePaths.source(lang, javaFile));
            String name = javaFile.substring(javaFile.lastIndexOf('/') + 1);
            String html = "<!DOCTYPE html>\n<html lang=\"" + lang + "\"><head><meta charset=\"utf-8\">"
                    + "<meta name=\"robots\" content=\"noindex\"><title>" + escape(name) + "</title>\n"
                    + "<script>location.replace(" + jsString(href) + " + location.hash)</script>\n"
                    + "<meta http-equiv=\"refresh\" content=\"0; url=" + escape(href) + "\">\n"
                    + "<link rel=\"canonical\" href=\"" + escape(href) + "\"></head>\n"
                    + "<body><a href=\"" + escape(href) + "\">" + escape(name) + "</a></body></html>\n";
            return html.getBytes(StandardCharsets.UTF_8);
        }

        private static String escape(String s) {
            return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
        }

        private static String jsString(String s) {
            StringBuilder sb = new StringBuilder("'");
            for (char c : s.toCharArray()) {
                if (c == '\'' || c == '\\' || c == '<' || c == '>' || c < 0x20) {
                    sb.append(String.format("\\u%04x", (int) c));
                } else {
                    sb.append(c);
                }
            }
            return sb.append('\'').toString();
        }
    }
}
