package dev.duet.site.build;

import dev.duet.site.cache.Hashes;
import dev.duet.site.diag.Diagnostic;
import dev.duet.site.render.SiteRenderer;
import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * {@code duet build} across runs: it does only what the changes since the last build call for.
 * The last successful build is recorded in the project's cache ({@link LastBuild}): a hash of each
 * of its inputs (every file of {@code content/}, {@code templates/} and the Java sources, each
 * class path entry; Duet's version is in the cache's keys) and of each file it wrote to
 * {@code site/}. Before any reuse, {@code site/} is read back and must be exactly what was written
 * (a folder edited by hand since is built again). Then:
 *
 * <ul>
 *   <li>nothing changed: nothing to do;
 *   <li>only content pages changed: the site is built with only what a page edit affects rendered
 *       ({@link PageEdits}, as serve does; everything when what other pages show of one changed),
 *       and only the files whose bytes changed are rewritten;
 *   <li>anything else: a full build, whose compile and analysis stages still reuse what is kept
 *       ({@link BuildCache}), replacing {@code site/} whole.
 * </ul>
 *
 * A failed build writes nothing, and leaves the record as it was.
 */
public final class IncrementalBuild {
    private IncrementalBuild() {
    }

    /**
     * The last successful build.
     *
     * @param inputs    each input file (by absolute path) and class path entry ({@code classpath PATH}), hashed
     * @param classpath the class path entries the port was compiled against
     * @param faces     what other pages show of each page
     * @param outputs   each file written to {@code site/} (by site-relative path), hashed
     * @param said      its warnings, said again by a build that has nothing to do
     * @param stamps    the inputs' and outputs' stamps ({@link StampedHashes}), so that the next run reads
     *                  only the files whose stamp changed
     */
    record LastBuild(Map<String, String> inputs, List<String> classpath, Map<String, PageEdits.Face> faces,
                     Map<String, String> outputs, List<Diagnostic> said, Stamps stamps) implements Serializable {
        LastBuild withStamps(Stamps now) {
            return new LastBuild(inputs, classpath, faces, outputs, said, now);
        }
    }

    /** Each input file's stamp by absolute path, each output file's by its path in {@code site/}. */
    record Stamps(Map<String, StampedHashes.Hashed> inputs, Map<String, StampedHashes.Hashed> outputs) implements Serializable {
        static final Stamps NONE = new Stamps(Map.of(), Map.of());
    }

    /**
     * What one build did.
     *
     * @param result  the build's result; its files are those rendered (empty when nothing had to be)
     * @param files   how many files {@code site/} holds now
     * @param written the files written or deleted ({@code site/} replaced whole: all of them)
     * @param current whether nothing had changed, so nothing was built
     */
    public record Outcome(SiteBuilder.Result result, int files, List<String> written, boolean current) {
        public boolean ok() {
            return result.ok();
        }
    }

    /**
     * Builds {@code config}'s site into its {@code site/}.
     *
     * @param trustLast  whether the last build's record may spare work (false for {@code --rerun-demos}, {@code --no-cache})
     * @param keepStages whether the compile and analysis stages may reuse what earlier runs kept (false for {@code --no-cache})
     * @param notes      what was reused, one line each
     * @throws OutputFolder.Refused when {@code site/} holds what Duet did not write
     */
    public static Outcome build(BuildConfig config, DemoStage demos, BuildCache cache, boolean trustLast,
                                boolean keepStages, Consumer<String> notes) throws IOException {
        long start = System.nanoTime();
        String key = cache.key("last build", config.toString());
        Optional<LastBuild> last = trustLast ? cache.store().get(key, LastBuild.class) : Optional.empty();
        Stamps earlier = last.map(LastBuild::stamps).orElse(Stamps.NONE);
        SortedMap<String, StampedHashes.Hashed> siteNow = StampedHashes.of(config.siteDir(), earlier.outputs()::get);
        // A site/ that is not what the last build wrote (edited, or written by another Duet) is never patched.
        last = last.filter(l -> l.outputs().equals(StampedHashes.hashesOnly(siteNow)));
        Map<String, StampedHashes.Hashed> inputStamps = new TreeMap<>();
        Map<String, String> inputs = inputs(config, last.map(LastBuild::classpath).orElse(List.of()), earlier, inputStamps);
        String site = config.display(config.siteDir());
        Map<String, Long> millis = new java.util.LinkedHashMap<>();
        millis.put("verify", (System.nanoTime() - start) / 1_000_000);
        if (last.isPresent() && last.get().inputs().equals(inputs)) {
            notes.accept(site + " is current: nothing changed since the last build");
            Stamps now = new Stamps(inputStamps, siteNow);
            if (!now.equals(earlier)) {
                // Files read again (touched, or written too recently to trust): their stamps now spare the next run that.
                cache.store().put(key, last.get().withStamps(now));
            }
            SiteBuilder.Result nothing = new SiteBuilder.Result(new TreeMap<>(), last.get().said(), millis,
                    Optional.empty(), List.of());
            return new Outcome(nothing, last.get().outputs().size() - 1, List.of(), true);
        }
        Optional<Set<String>> pages = last.flatMap(l -> pagesOnly(config, l, inputs));
        SiteBuilder builder = new SiteBuilder(config, demos, keepStages ? cache : null);
        SiteBuilder.Result result = builder.build(pages.map(PageEdits::selection).orElse(SiteRenderer.Selection.ALL));
        if (result.ok() && pages.isPresent() && PageEdits.facesChanged(last.get().faces(), result.model().orElseThrow())) {
            // What other pages show of one changed: all of them show it.
            pages = Optional.empty();
            result = builder.build(SiteRenderer.Selection.ALL);
        }
        result.reused().forEach(notes);
        if (!result.ok()) {
            return new Outcome(result, 0, List.of(), false);
        }
        long writing = System.nanoTime();
        Map<String, String> outputs;
        Map<String, StampedHashes.Hashed> outputStamps;
        List<String> written;
        if (pages.isPresent()) {
            written = new ArrayList<>(SiteOutput.update(config.siteDir(), result.files()));
            outputs = new TreeMap<>(last.get().outputs());
            outputStamps = new TreeMap<>(siteNow);
            Set<String> rendered = result.files().keySet();
            for (String stale : List.copyOf(outputs.keySet())) {
                if (PageEdits.replacedWhole(pages.get(), stale) && !rendered.contains(stale)) {
                    Files.deleteIfExists(config.siteDir().resolve(stale)); // recorded: Duet wrote it
                    outputs.remove(stale);
                    outputStamps.remove(stale);
                    written.add(stale);
                }
            }
            notes.accept("only pages changed (" + String.join(", ", pages.get()) + "): rendered what they show on, "
                    + written.size() + " of " + (outputs.size() - 1) + " files rewritten");
        } else {
            SiteOutput.replace(config.siteDir(), site, result.files());
            written = List.copyOf(result.files().keySet());
            outputs = new TreeMap<>();
            outputs.put(OutputFolder.MARKER, Hashes.of(OutputFolder.MARKER_TEXT));
            outputStamps = new TreeMap<>();
            outputStamps.put(OutputFolder.MARKER, StampedHashes.written(config.siteDir().resolve(OutputFolder.MARKER),
                    OutputFolder.MARKER_TEXT));
        }
        for (var e : result.files().entrySet()) {
            StampedHashes.Hashed h = StampedHashes.written(config.siteDir().resolve(e.getKey()), e.getValue());
            outputs.put(e.getKey(), h.hash());
            outputStamps.put(e.getKey(), h);
        }
        List<String> classpath = builder.compiled().map(c -> c.classpath().stream().map(Path::toString).toList())
                .orElse(List.of());
        cache.store().put(key, new LastBuild(withClasspath(config, inputs, classpath), classpath,
                PageEdits.faces(result.model().orElseThrow()), outputs, result.diagnostics(), new Stamps(inputStamps, outputStamps)));
        millis.putAll(result.millis());
        millis.put("write", (System.nanoTime() - writing) / 1_000_000);
        return new Outcome(new SiteBuilder.Result(result.files(), result.diagnostics(), millis, result.model(), result.reused()),
                outputs.size() - 1, written, false);
    }

    /** The pages edited since {@code last}, when nothing else changed (no other file, no class path entry). */
    private static Optional<Set<String>> pagesOnly(BuildConfig config, LastBuild last, Map<String, String> now) {
        Set<String> keys = new TreeSet<>(last.inputs().keySet());
        keys.addAll(now.keySet());
        List<Path> changed = new ArrayList<>();
        for (String k : keys) {
            if (!Objects.equals(last.inputs().get(k), now.get(k))) {
                if (k.startsWith(CLASSPATH)) {
                    return Optional.empty();
                }
                changed.add(Path.of(k)); // added and removed files too
            }
        }
        return PageEdits.pagesOnly(config, changed);
    }

    private static final String CLASSPATH = "classpath ";

    /**
     * Every input of a build, hashed: the files of the content, templates and source folders (each
     * read again only when its stamp changed since {@code earlier}; the stamps go to {@code stamps}),
     * and the class path's entries.
     */
    private static Map<String, String> inputs(BuildConfig config, List<String> classpath, Stamps earlier,
                                              Map<String, StampedHashes.Hashed> stamps) {
        Map<String, String> out = new TreeMap<>();
        for (Path root : List.of(config.contentDir(), config.templatesDir(), config.sourceRoot())) {
            Path dir = root.toAbsolutePath().normalize();
            StampedHashes.of(dir, relative -> earlier.inputs().get(dir.resolve(relative).toString()))
                    .forEach((relative, hashed) -> {
                        out.put(dir.resolve(relative).toString(), hashed.hash());
                        stamps.put(dir.resolve(relative).toString(), hashed);
                    });
        }
        out.putAll(classpath(config, classpath));
        return out;
    }

    /** The class path's entries (those of the manifest and those a build tool resolved), each hashed by its contents. */
    private static Map<String, String> classpath(BuildConfig config, List<String> manifestEntries) {
        Set<String> entries = new TreeSet<>(manifestEntries);
        config.buildClasspath().forEach(p -> entries.add(p.toString()));
        Map<String, String> out = new TreeMap<>();
        for (String entry : entries) {
            out.put(CLASSPATH + entry, Hashes.ofClassPath(List.of(Path.of(entry))));
        }
        return out;
    }

    /**
     * The inputs as recorded after a build: the files hashed before it, and the class path the
     * build compiled against (a manifest edit may have changed it).
     */
    private static Map<String, String> withClasspath(BuildConfig config, Map<String, String> inputs, List<String> classpath) {
        Map<String, String> out = new TreeMap<>(inputs);
        out.keySet().removeIf(k -> k.startsWith(CLASSPATH));
        out.putAll(classpath(config, classpath));
        return out;
    }
}
