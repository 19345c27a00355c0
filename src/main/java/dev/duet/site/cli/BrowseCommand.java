package dev.duet.site.cli;

import dev.duet.site.build.OutputFolder;
import dev.duet.site.build.SiteOutput;
import dev.duet.site.content.LanguageTags;
import dev.duet.site.diag.Diagnostics;
import dev.duet.site.javasrc.JavaProject;
import dev.duet.site.javasrc.SourceFile;
import dev.duet.site.javasrc.SourceTree;
import dev.duet.site.javasrc.TreeAnalyzer;
import dev.duet.site.render.SourceBrowser;
import dev.duet.site.render.Templates;
import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SortedMap;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicLong;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code duet browse SRC_DIR --out DIR}: the source browser alone, for any Java tree. Pages are
 * written into a temporary sibling of DIR as the analysis finishes each file, and swapped in
 * whole at the end; a run that fails leaves DIR as it was.
 */
@Command(name = "browse", mixinStandardHelpOptions = true,
        description = "Write the source browser of any Java tree (no walkthrough): source pages with "
                + "semantic links, project tree, structure, search, quick docs and usages.")
final class BrowseCommand implements Callable<Integer> {
    @Parameters(paramLabel = "SRC_DIR", description = "The folder of .java files (a source root, such as src/main/java).")
    Path sourceDir;

    @Option(names = "--out", paramLabel = "DIR", required = true,
            description = "The folder to write the browser into: a new or empty folder, or an earlier output of Duet's (it is replaced whole).")
    Path out;

    @Option(names = "--lang", paramLabel = "LANG", defaultValue = "en",
            description = "The language of the browser's UI, a BCP 47 tag (default: ${DEFAULT-VALUE}).")
    String lang;

    @Option(names = "--classpath", paramLabel = "PATHS",
            description = "Jars (or class folders) the sources use, separated by the system's path separator "
                    + "(':', or ';' on Windows); the option may be repeated. Their types resolve and are highlighted as such.")
    List<String> classpathOptions = new ArrayList<>();

    @Option(names = "--title", paramLabel = "TEXT",
            description = "The site's title (default: the name of SRC_DIR's folder).")
    String title;

    @Option(names = "--threads", paramLabel = "N",
            description = "Threads that analyse and render (default: the number of processors).")
    int threads = Runtime.getRuntime().availableProcessors();

    @Option(names = "--unresolved", description = "List every reference that did not resolve, as path:line:col.")
    boolean listUnresolved;

    @Option(names = "--stacktrace", description = "Print stack traces of unexpected failures.")
    boolean stacktrace;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (!LanguageTags.isWellFormed(lang)) {
            throw new ParameterException(spec.commandLine(), "--lang: '" + lang + "' is not a BCP 47 language tag (like en, de, pt-BR)");
        }
        if (threads < 1) {
            throw new ParameterException(spec.commandLine(), "--threads must be at least 1");
        }
        List<Path> classpath = new ArrayList<>();
        for (String option : classpathOptions) {
            for (String entry : option.split(java.util.regex.Pattern.quote(File.pathSeparator))) {
                if (!entry.isBlank()) {
                    classpath.add(Path.of(entry));
                }
            }
        }
        Diagnostics diags = new Diagnostics();
        String display = sourceDir.toString();
        Path source = sourceDir.toAbsolutePath().normalize();
        Path target = out.toAbsolutePath().normalize();
        if (!Files.isDirectory(source)) {
            diags.error(display, 0, 0, Files.exists(source) ? "not a folder" : "no such folder");
        } else if (source.startsWith(target)) {
            diags.error(out.toString(), 0, 0, "the output folder holds the sources (" + display
                    + "); it is replaced whole, so choose another one");
        } else {
            // a folder that cannot be an earlier browser is refused before the sources are read
            OutputFolder.refusal(target, null).ifPresent(reason -> diags.error(out.toString(), 0, 0, reason));
        }
        for (Path entry : classpath) {
            if (!Files.exists(entry)) {
                diags.error(entry.toString(), 0, 0, "--classpath entry does not exist");
            } else if (!Files.isDirectory(entry) && !entry.toString().endsWith(".jar")) {
                diags.error(entry.toString(), 0, 0, "--classpath entry is neither a jar nor a folder");
            }
        }
        if (diags.hasErrors()) {
            return failed(diags, err);
        }

        long start = System.nanoTime();
        SortedMap<String, String> sources = SourceTree.read(source, display, diags);
        if (sources.isEmpty() && !diags.hasErrors()) {
            diags.error(display, 0, 0, "no .java files in this folder or below");
        }
        if (sources.isEmpty()) {
            return failed(diags, err);
        }
        long readMillis = (System.nanoTime() - start) / 1_000_000;
        String siteTitle = title != null ? title
                : source.getFileName() == null ? display : source.getFileName().toString();
        stdout.printf(Locale.ROOT, "browse %s: %,d files, %d threads%n", display, sources.size(), threads);
        stdout.flush();

        // The default theme alone: a folder that does not exist has no templates to replace the theme's.
        Templates templates = new Templates(target.resolveSibling("." + target.getFileName() + ".no-templates"), "duet:theme");
        AtomicLong renderNanos = new AtomicLong();
        AtomicLong writeNanos = new AtomicLong();
        try (SiteOutput.Staging staging = SiteOutput.Staging.open(target, out.toString())) {
            SourceBrowser[] browser = new SourceBrowser[1];
            TreeAnalyzer.PageSink sink = new TreeAnalyzer.PageSink() {
                @Override
                public void declarations(JavaProject declared) {
                    browser[0] = new SourceBrowser(templates, SourceBrowser.content(siteTitle, lang), declared);
                }

                @Override
                public void page(SourceFile file) throws IOException {
                    long t0 = System.nanoTime();
                    var files = browser[0].page(file, diags);
                    long t1 = System.nanoTime();
                    for (var e : files.entrySet()) {
                        staging.write(e.getKey(), e.getValue());
                    }
                    renderNanos.addAndGet(t1 - t0);
                    writeNanos.addAndGet(System.nanoTime() - t1);
                }
            };
            TreeAnalyzer.Options options = new TreeAnalyzer.Options(threads, classpath, progress(stdout));
            var analysed = TreeAnalyzer.analyze(sources, display, options, sink, diags);
            if (analysed.isEmpty() || diags.hasErrors()) {
                return failed(diags, err);
            }
            TreeAnalyzer.Result result = analysed.get();
            var stats = result.stats();
            int total = stats.resolved() + stats.unresolved().size();
            stdout.printf(Locale.ROOT, "references: %,d of %,d resolved (%.2f %%), %,d not%n", stats.resolved(), total,
                    100.0 * stats.ratio(), stats.unresolved().size());
            List<String> unresolved = stats.unresolved();
            if (listUnresolved) {
                unresolved.forEach(u -> stdout.println("  not resolved: " + display + "/" + u));
            } else if (!unresolved.isEmpty()) {
                unresolved.stream().limit(5).forEach(u -> stdout.println("  not resolved: " + display + "/" + u));
                if (unresolved.size() > 5) {
                    stdout.println("  ... (--unresolved lists all " + unresolved.size() + ")");
                }
            }

            long t0 = System.nanoTime();
            Map<String, Integer> lineCounts = new java.util.TreeMap<>();
            sources.forEach((path, text) -> lineCounts.put(path, (int) text.lines().count()));
            SortedMap<String, byte[]> rest = browser[0].finish(result.project(), lineCounts, diags);
            long finishRender = System.nanoTime() - t0;
            if (diags.hasErrors()) {
                return failed(diags, err);
            }
            long t1 = System.nanoTime();
            for (var e : rest.entrySet()) {
                staging.write(e.getKey(), e.getValue());
            }
            int files = staging.files();
            long bytes = staging.bytes();
            try {
                staging.commit();
            } catch (OutputFolder.Refused e) {
                diags.error(e.folder(), 0, 0, e.reason());
                return failed(diags, err);
            }
            long writeRest = System.nanoTime() - t1;
            Map<String, Long> millis = result.millis();
            stdout.printf(Locale.ROOT, "lines: %,d%n", result.lines());
            // Pages are rendered and written by the analysing threads as each file is resolved, so
            // their time is part of the resolve stage's wall time; it is given summed over the threads.
            stdout.printf(Locale.ROOT, "time: read %,d ms, parse %,d ms, resolve %,d ms (meanwhile, summed over %d threads:"
                            + " render %,d ms, write %,d ms), then render %,d ms, write %,d ms; total %,d ms%n",
                    readMillis, millis.get("parse"), millis.get("resolve") + millis.get("assemble"), threads,
                    renderNanos.get() / 1_000_000, writeNanos.get() / 1_000_000, finishRender / 1_000_000,
                    writeRest / 1_000_000, (System.nanoTime() - start) / 1_000_000);
            stdout.printf(Locale.ROOT, "wrote %s: %,d files, %,d bytes%n", out, files, bytes);
            Reporter.print(diags.sorted(), err);
            return 0;
        }
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

    private int failed(Diagnostics diags, PrintWriter err) {
        Reporter.print(diags.sorted(), err);
        err.println(out + " was not changed");
        err.flush();
        return 1;
    }
}
