package dev.duet.site.browserrun;

import dev.duet.site.demo.Demo;
import dev.duet.site.demo.DemoLoader;
import dev.duet.site.demo.DemoStep;
import dev.duet.site.diag.Diagnostics;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Consumer;

/**
 * The build's browser stage: compiles the port and the demos to one script, runs every compiled
 * demo in Node and fails the build where it prints something the JShell recording does not (so
 * the page can never teach what the JVM does not do), and writes the script and its index as
 * site assets. A demo TeaVM cannot take keeps its recording only, with a warning naming why.
 */
public final class BrowserRunStage {
    /** The site's script holding the runtime, the port and every runnable demo. */
    public static final String BUNDLE_ASSET = "assets/duet-run.js";
    /** Which demos run, their editable values and the bundle's size; loaded by every page. */
    public static final String INDEX_ASSET = "assets/duet-run-index.js";

    private final Path workDir;
    private final Consumer<String> progress;

    public BrowserRunStage(Path workDir, Consumer<String> progress) {
        this.workDir = workDir;
        this.progress = progress;
    }

    /**
     * Builds and checks; returns the assets to publish (empty when the build found problems).
     * {@code manifestPath}/{@code manifestLine} locate {@code browserRuns:} for a missing Node.
     */
    public Map<String, byte[]> run(List<Path> demoFiles, List<Path> portClassPath, Path projectRoot,
                                   String manifestPath, int manifestLine, Diagnostics diags) {
        Optional<Path> node = NodeRun.node();
        if (node.isEmpty()) {
            diags.error(manifestPath, manifestLine, 1, "browserRuns: true needs Node.js ('node' on PATH) to check the"
                    + " browser build against the recordings; install it (Debian: nodejs) or set browserRuns: false");
            return Map.of();
        }
        List<Demo> demos = new ArrayList<>();
        Diagnostics ignored = new Diagnostics();
        for (Path f : demoFiles) {
            String path = projectRoot.relativize(f.toAbsolutePath().normalize()).toString().replace('\\', '/');
            try {
                // The JShell stage reports the demo's own mistakes; here a demo that does not parse is left out.
                DemoLoader.parse(path, Files.readString(f, StandardCharsets.UTF_8), ignored).ifPresent(demos::add);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        BrowserBundle bundle;
        try {
            bundle = new BrowserBundleBuilder(workDir, progress).build(demos, portClassPath);
        } catch (BrowserBuildException e) {
            for (String problem : e.problems()) {
                diags.error(manifestPath, manifestLine, 1, "the browser build (TeaVM) failed: " + problem);
            }
            return Map.of();
        }
        if (bundle.fromCache()) {
            progress.accept("browser bundle unchanged: TeaVM not run" + (bundle.checked() ? ", its check in Node kept" : ""));
        }
        for (Map.Entry<String, String> u : bundle.unsupported().entrySet()) {
            int tab = u.getValue().indexOf('\t');
            diags.warning(demoPath(demos, u.getKey()), Integer.parseInt(u.getValue().substring(0, tab)), 1,
                    "this demo does not run in the browser (the page offers its recording only): "
                            + u.getValue().substring(tab + 1));
        }
        if (bundle.script() == null) {
            // No demo runs in the browser: the pages still load the (empty) index.
            return Map.of(INDEX_ASSET, index(bundle, Map.of()).getBytes(StandardCharsets.UTF_8));
        }
        Path runner = runner();
        Path published = publish(bundle.script(), bundle.key());
        Map<String, Long> millis = new TreeMap<>();
        Map<String, Long> limits = new TreeMap<>();
        Diagnostics drift = new Diagnostics();
        for (Demo demo : demos) {
            if (!bundle.translations().containsKey(demo.id())) {
                continue;
            }
            // The page's own limit: every step's limit, at most a minute in all.
            Duration all = demo.stepTimeLimit().multipliedBy(Math.max(1, demo.steps().size()));
            Duration limit = all.compareTo(Duration.ofMinutes(1)) > 0 ? Duration.ofMinutes(1) : all;
            limits.put(demo.id(), limit.toMillis());
            if (bundle.checked()) {
                continue; // this very bundle and these recordings passed in Node before
            }
            NodeRun.Result result = NodeRun.run(node.get(), runner, published, demo.id(), List.of(), limit);
            millis.put(demo.id(), result.millis());
            check(demo, result, drift);
        }
        if (!bundle.checked()) {
            progress.accept("browser runs checked in Node (ms): " + millis);
            if (!drift.hasErrors()) {
                bundle.markChecked();
            }
            diags.addAll(drift.sorted());
        }
        try {
            byte[] script = Files.readAllBytes(published);
            Map<String, byte[]> assets = new LinkedHashMap<>();
            assets.put(BUNDLE_ASSET, script);
            assets.put(INDEX_ASSET, index(bundle, limits).getBytes(StandardCharsets.UTF_8));
            return assets;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The bundle as the site publishes it: TeaVM's script inside a function, so that a page can
     * load it with a classic script tag (from file:// too) and still hand its source to a Blob
     * worker (the function's text is its source); Node's check runs this same file.
     */
    private Path publish(Path script, String key) {
        try {
            Path out = script.resolveSibling("published-" + script.getFileName());
            if (!Files.isRegularFile(out)) {
                String wrapped = HEADER + key + "\n" + "window.DUET_BUNDLE = function () {\n"
                        + Files.readString(script, StandardCharsets.UTF_8)
                        + "\nreturn main;\n};\n";
                Files.writeString(out.resolveSibling(out.getFileName() + ".tmp"), wrapped, StandardCharsets.UTF_8);
                Files.move(out.resolveSibling(out.getFileName() + ".tmp"), out, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The published bundle's first line: the hash of what the bundle was built from, so a reader
     * of site/ can tell which sources a script came from (TeaVM writes the same bytes for the same
     * sources, {@link TeaVMProcess}).
     */
    static final String HEADER = "// Duet browser bundle, built by TeaVM from sources with hash ";

    /** Every step must print what the recording printed (as the JShell stage compares it). */
    static void check(Demo demo, NodeRun.Result result, Diagnostics diags) {
        for (DemoStep step : demo.steps()) {
            String label = "step " + step.index() + " (" + step.label() + ")";
            if (result.errorStep() == step.index()) {
                diags.error(demo.path(), step.codeLine(), 1, label + " threw in the browser build: " + result.error());
                return;
            }
            String printed = result.output().get(step.index());
            if (printed == null) {
                diags.error(demo.path(), step.codeLine(), 1, label + (result.timedOut()
                        ? " did not finish in the browser build within the demo's time limit"
                        : " did not run in the browser build"));
                return;
            }
            String actual = trimEnd(printed);
            if (!step.throwsType().isEmpty()) {
                // The generated step prints the declared exception as its last line (see DemoTranslator).
                int cut = actual.lastIndexOf('\n');
                String last = actual.substring(cut + 1);
                String exceptionClass = last.contains(": ") ? last.substring(0, last.indexOf(": ")) : last;
                if (!DemoStep.shownException(step.throwsType()).equals(exceptionClass)) {
                    diags.error(demo.path(), step.throwsLine(), 1, label + " threw nothing in the browser build, but the"
                            + " .jsh declares '//! throws: " + step.throwsType() + "'");
                    return;
                }
                actual = cut < 0 ? "" : actual.substring(0, cut);
            }
            if (!actual.equals(step.expected())) {
                diags.error(demo.path(), step.expectationLine(), 1, label + " printed in the browser build:\n"
                        + indent(actual) + "\nbut JShell printed, as the .jsh expects:\n" + indent(step.expected()));
                return;
            }
        }
    }

    /** The page-side index: a classic script, so it loads from file:// too. */
    private static String index(BrowserBundle bundle, Map<String, Long> limits) {
        StringBuilder out = new StringBuilder("// Generated by Duet: the demos that run in the browser.\nwindow.DUET_RUNS = {");
        boolean first = true;
        for (DemoTranslation t : bundle.translations().values()) {
            out.append(first ? "" : ",").append("\n  ").append(jsString(t.demoId())).append(": {limit: ")
                    .append(limits.getOrDefault(t.demoId(), 60_000L)).append(", edits: [");
            first = false;
            for (int i = 0; i < t.editables().size(); i++) {
                DemoTranslation.Editable e = t.editables().get(i);
                out.append(i == 0 ? "" : ", ").append("{step: ").append(e.step()).append(", kind: ")
                        .append(jsString(e.kind())).append(", value: ").append(jsString(e.recorded())).append('}');
            }
            out.append("]}");
        }
        return out.append("\n};\n").toString();
    }

    private static String jsString(String s) {
        StringBuilder out = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '<' -> out.append("\\u003c");
                default -> out.append(c < 0x20 ? String.format("\\u%04x", (int) c) : String.valueOf(c));
            }
        }
        return out.append('"').toString();
    }

    private static String demoPath(List<Demo> demos, String id) {
        return demos.stream().filter(d -> d.id().equals(id)).map(Demo::path).findFirst().orElse(id);
    }

    private Path runner() {
        Path runner = workDir.resolve("node-run.js");
        try (InputStream in = BrowserRunStage.class.getResourceAsStream("node-run.js")) {
            Files.createDirectories(workDir);
            Files.write(runner, in.readAllBytes());
            return runner;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** As the JShell stage trims a step's output: one final newline goes. */
    private static String trimEnd(String s) {
        String text = s.replace("\r\n", "\n");
        return text.endsWith("\n") ? text.substring(0, text.length() - 1) : text;
    }

    private static String indent(String s) {
        return s.isEmpty() ? "    (nothing)" : "    " + s.replace("\n", "\n    ");
    }
}
