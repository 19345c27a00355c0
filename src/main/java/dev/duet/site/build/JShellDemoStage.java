package dev.duet.site.build;

import dev.duet.site.content.ContentFiles;
import dev.duet.site.demo.Demo;
import dev.duet.site.demo.DemoLoader;
import dev.duet.site.demo.DemoLanes;
import dev.duet.site.demo.DemoRun;
import dev.duet.site.demo.DemoRunner;
import dev.duet.site.demo.StepRun;
import dev.duet.site.diag.Diagnostics;
import dev.duet.site.render.SiteModel;
import dev.duet.site.sandbox.Sandbox;
import dev.duet.site.sandbox.Unconfined;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.Consumer;

/**
 * Runs demos through JShell against the compiled port. Runs are remembered by the demo's text, so
 * a serve session re-runs only the demos that changed. Not thread-safe: one build at a time.
 */
public final class JShellDemoStage implements DemoStage {
    private final ContentFiles files;
    private final DemoRunner.Options baseOptions;
    private DemoRunner.Options options;
    private final Map<String, CachedRun> cache = new HashMap<>();
    private final Path diskCacheDir;
    private final boolean reuseDiskRuns;
    private String codeHash = "";
    /** Where demo code runs: a confining sandbox, or null (or an unconfined one) for this JVM. */
    private Sandbox sandbox;
    /** Told, once, when demos run without a sandbox, and why. */
    private Consumer<String> notices = line -> { };
    private boolean noticed;
    /** The site's languages; until {@link #prepare} names them, any language tags are accepted. */
    private List<String> languages = List.of();

    private record CachedRun(String text, SiteModel.DemoRecord record) {}

    /** A stage that always runs every demo once per process (what tests use). */
    public JShellDemoStage(ContentFiles files, DemoRunner.Options options) {
        this(files, options, null);
    }

    /**
     * A stage that also keeps runs on disk in {@code diskCacheDir} (see {@link DemoCache}), so a
     * new process skips demos whose text and code did not change.
     */
    public JShellDemoStage(ContentFiles files, DemoRunner.Options options, Path diskCacheDir) {
        this(files, options, diskCacheDir, true);
    }

    /**
     * @param reuseDiskRuns false to run every demo even when {@code diskCacheDir} has its run (the
     *                      new runs are still written there)
     */
    public JShellDemoStage(ContentFiles files, DemoRunner.Options options, Path diskCacheDir, boolean reuseDiskRuns) {
        this.files = files;
        this.baseOptions = options;
        this.options = options;
        this.diskCacheDir = diskCacheDir;
        this.reuseDiskRuns = reuseDiskRuns;
    }

    /**
     * Runs demos in {@code sandbox} from now on, one JVM per batch of demos (see
     * {@link SandboxedDemoRuns}); where it does not confine (no bubblewrap, not Linux) or fails its
     * self-test, demos run in this JVM as before, and {@code notices} is told so once.
     */
    public JShellDemoStage inSandbox(Sandbox sandbox, Consumer<String> notices) {
        this.sandbox = sandbox;
        this.notices = notices;
        return this;
    }

    /** Forgets remembered runs (the port's code changed, so every demo must run again). */
    public void invalidate() {
        cache.clear();
    }

    /**
     * From now on, runs demos against the author's code as just compiled by {@link PortCompiler}
     * (ahead of anything else on the class path), recording its packages. Runs remembered in this
     * process are kept only when the compiled classes and the class path are byte for byte the same.
     */
    public void runAgainst(PortCompiler.Compiled code) {
        options = baseOptions.forAuthorCode(code.classes(), code.classpath(), code.recordedPackages(), code.notRecorded());
        List<Path> hashed = new ArrayList<>(code.entries());
        String hash = DemoCache.hashOf(hashed) + code.recordedPackages() + code.notRecorded();
        if (!hash.equals(codeHash)) {
            codeHash = hash;
            invalidate();
        }
    }

    @Override
    public void prepare(List<String> languages, String defaultLanguage, PortCompiler.Compiled code) {
        this.languages = List.copyOf(languages);
        runAgainst(code);
    }

    /** The options demos run with now (the author's code first on the class path). */
    public DemoRunner.Options options() {
        return options;
    }

    @Override
    public Map<String, SiteModel.DemoRecord> run(List<Path> demoFiles, Diagnostics diags) {
        Map<String, SiteModel.DemoRecord> out = new TreeMap<>();
        List<Demo> toRun = new ArrayList<>();
        Map<String, String> texts = new HashMap<>();
        List<Demo> parsed = new ArrayList<>();
        for (Path file : demoFiles) {
            String path = files.display(file);
            files.read(file, diags).ifPresent(text -> DemoLoader.parse(path, text, languages, diags).ifPresent(demo -> {
                parsed.add(demo);
                CachedRun cached = cache.get(demo.id());
                if (cached != null && cached.text().equals(text)) {
                    out.put(demo.id(), cached.record());
                } else {
                    texts.put(demo.id(), text);
                    toRun.add(demo);
                }
            }));
        }
        DemoCache disk = diskCacheDir == null || toRun.isEmpty() ? null : DemoCache.open(diskCacheDir, options.classPath(),
                String.join(",", options.recordedPackages()) + "|" + String.join(",", options.notRecorded()));
        if (disk != null && reuseDiskRuns) {
            toRun.removeIf(demo -> disk.get(demo.id(), texts.get(demo.id())).map(record -> {
                cache.put(demo.id(), new CachedRun(texts.get(demo.id()), record));
                out.put(demo.id(), record);
                return true;
            }).orElse(false));
        }
        if (toRun.isEmpty()) {
            return checked(parsed, out, diags);
        }
        for (DemoRun run : runAll(toRun, diags)) {
            Demo demo = run.demo();
            diags.addAll(run.diagnostics());
            if (run.passed()) {
                SiteModel.DemoRecord record = record(run, texts.get(demo.id()));
                cache.put(demo.id(), new CachedRun(texts.get(demo.id()), record));
                out.put(demo.id(), record);
                if (disk != null) {
                    disk.put(demo.id(), texts.get(demo.id()), record);
                }
            }
        }
        if (disk != null) {
            disk.save();
        }
        return checked(parsed, out, diags);
    }

    /**
     * {@code runs}, after checking each exercise against the step it asks about (remembered runs
     * too: the question may have changed while the step did not). A demo whose exercise is wrong is
     * left out, with an error at the exercise's line.
     */
    private static Map<String, SiteModel.DemoRecord> checked(List<Demo> demos, Map<String, SiteModel.DemoRecord> runs,
            Diagnostics diags) {
        for (Demo demo : demos) {
            SiteModel.DemoRecord record = runs.get(demo.id());
            if (record != null && !ExerciseCheck.check(demo, record, diags)) {
                runs.remove(demo.id());
            }
        }
        return runs;
    }

    /**
     * Runs the demos in the sandbox when there is one, else on two threads of this JVM. A demo that
     * got no run (its sandbox's JVM ended or overran) has an error in {@code diags} instead.
     */
    private List<DemoRun> runAll(List<Demo> demos, Diagnostics diags) {
        return runDemos(sandbox, this::notice, options, demos, diags);
    }

    /**
     * Runs {@code demos} with {@code options} as a build does: in {@code sandbox} when it confines
     * and passes its self-test, else (telling {@code unsandboxed} why, unless {@code sandbox} is
     * null) on two threads of this JVM. A demo that got no run has an error in {@code diags} instead.
     */
    public static List<DemoRun> runDemos(Sandbox sandbox, Consumer<String> unsandboxed, DemoRunner.Options options,
                                         List<Demo> demos, Diagnostics diags) {
        if (sandbox != null && sandbox.confines()) {
            try {
                SandboxedDemoRuns.Outcome outcome = new SandboxedDemoRuns(sandbox).run(demos, options);
                if (outcome.unavailable().isEmpty()) {
                    diags.addAll(outcome.problems());
                    return outcome.runs();
                }
                unsandboxed.accept(outcome.unavailable().get());
            } catch (IOException e) {
                unsandboxed.accept("bubblewrap could not be started: " + e.getMessage());
            }
        } else if (sandbox instanceof Unconfined none) {
            unsandboxed.accept(none.reason());
        }
        return DemoLanes.runAll(options, demos, DemoLanes.Listener.NONE);
    }

    private void notice(String reason) {
        if (!noticed) {
            noticed = true;
            notices.accept(unsandboxedNotice(reason));
        }
    }

    /** The one line that says demos run without a sandbox, and why. */
    public static String unsandboxedNotice(String reason) {
        return "demos run without a sandbox (" + reason + "), with your own rights";
    }

    /**
     * Whether the exercises of a run that passed hold for what it recorded, as the build checks
     * them; each problem goes to {@code diags}. For {@code duet demo}, which runs one demo alone.
     */
    public static boolean exercisesHold(DemoRun run, Diagnostics diags) {
        return ExerciseCheck.check(run.demo(), record(run, ""), diags);
    }

    private static SiteModel.DemoRecord record(DemoRun run, String source) {
        Demo demo = run.demo();
        List<SiteModel.StepRecord> steps = new ArrayList<>();
        for (StepRun s : run.steps()) {
            SortedMap<String, List<Integer>> lines = new TreeMap<>();
            s.executedLines().forEach((file, set) -> lines.put(file, List.copyOf(set)));
            steps.add(new SiteModel.StepRecord(new LinkedHashMap<>(s.step().captions()), s.code(),
                    s.actual(), s.stateJson(), lines, s.step().exercise()));
        }
        return new SiteModel.DemoRecord(demo.id(), new LinkedHashMap<>(demo.titles()), List.copyOf(steps), source);
    }
}
