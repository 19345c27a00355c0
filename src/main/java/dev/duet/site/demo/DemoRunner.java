package dev.duet.site.demo;

import dev.duet.site.demo.coverage.PortCoverage;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Runs demos through JShell's local engine and checks every step's output against the file. One
 * JShell serves the runner's demos in turn (see {@link DemoShell}: its compiler stays warm, while
 * every demo gets its own class loader and none of the previous demo's snippets); a shell whose
 * demo had to be stopped is closed and replaced. Each demo runs on its own daemon thread in its
 * own thread group; a watchdog stops a step that overruns the demo's limit ({@code stop()}, then
 * closing the shell), and the group's leftover threads are ended when the demo is over. A step is
 * recorded once the group's threads have settled ({@link DemoThreads}). Runs one demo at a time.
 */
public final class DemoRunner implements AutoCloseable {
    /** After {@code stop()}, how long a step gets to unwind before the session is closed. */
    private static final Duration STOP_GRACE = Duration.ofMillis(500);
    /** How long reading the state and the executed lines after a step may take. */
    private static final Duration AFTER_STEP_LIMIT = Duration.ofSeconds(30);
    /** How long the threads a step leaves running get to settle before it is recorded. */
    private static final Duration SETTLE_LIMIT = Duration.ofSeconds(1);

    /**
     * @param classPath        the class path of the demos' JShell (the author's compiled code, its
     *                         class path, the generator's helpers)
     * @param recordedPackages the packages whose executed lines are recorded per step (JaCoCo);
     *                         empty to record nothing
     * @param outputCapBytes   the most output kept per demo; the rest is cut with a marker
     * @param notRecorded      the author's {@code notRecorded:} patterns (see NotRecorded)
     */
    public record Options(List<Path> classPath, List<String> recordedPackages, long outputCapBytes,
                          List<String> notRecorded) {
        /** Where compiled author code says what to record (written by the build's compiler). */
        public static final String RECORDING = "META-INF/duet-recording.properties";

        public Options {
            classPath = List.copyOf(classPath);
            recordedPackages = List.copyOf(recordedPackages);
            notRecorded = List.copyOf(notRecorded);
        }

        /**
         * The class folders of this JVM's class path, plus JaCoCo's runtime for line recording;
         * 1 MiB of output per demo. Jars of other libraries are left out on purpose: demos use
         * only the author's code and the JDK, and every jar on JShell's class path slows each
         * compilation (each demo has a fresh compiler). When compiled author code is on this
         * JVM's class path (a live run under serve), its recording settings ({@link #RECORDING})
         * say which packages are recorded and which extra jars it needs; otherwise nothing is
         * recorded until {@link #forAuthorCode} says what.
         */
        public static Options forThisJvm() {
            List<Path> entries = new ArrayList<>(currentClassPath().stream().filter(Files::isDirectory).toList());
            Path generator = codeSource(DemoRunner.class);
            if (!entries.contains(generator)) {
                entries.add(generator); // the project packaged as a jar, after any class folder
            }
            entries.add(codeSource(org.jacoco.core.runtime.RuntimeData.class));
            List<String> recorded = List.of();
            List<String> notRecorded = List.of();
            for (Path entry : List.copyOf(entries)) {
                Path settings = entry.resolve(RECORDING);
                if (Files.isDirectory(entry) && Files.isRegularFile(settings)) {
                    java.util.Properties p = new java.util.Properties();
                    try (var in = Files.newBufferedReader(settings, java.nio.charset.StandardCharsets.UTF_8)) {
                        p.load(in);
                    } catch (java.io.IOException e) {
                        throw new java.io.UncheckedIOException("cannot read " + settings, e);
                    }
                    recorded = split(p.getProperty("recordedPackages", ""), ",");
                    notRecorded = split(p.getProperty("notRecorded", ""), ",");
                    int at = entries.indexOf(entry) + 1;
                    for (String extra : split(p.getProperty("classpath", ""), File.pathSeparator)) {
                        entries.add(at++, Path.of(extra));
                    }
                    break;
                }
            }
            return new Options(entries, recorded, 1 << 20, notRecorded);
        }

        private static List<String> split(String text, String separator) {
            return Arrays.stream(text.split(java.util.regex.Pattern.quote(separator))).map(String::strip)
                    .filter(s -> !s.isEmpty()).toList();
        }

        private static Path codeSource(Class<?> type) {
            try {
                return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
            } catch (java.net.URISyntaxException e) {
                throw new IllegalStateException("cannot locate " + type, e);
            }
        }

        /**
         * These options with the author's compiled {@code classes} and their {@code classpath}
         * first, recording {@code packages} except what {@code notRecorded} names.
         */
        public Options forAuthorCode(Path classes, List<Path> classpath, List<String> packages, List<String> notRecorded) {
            List<Path> entries = new ArrayList<>();
            entries.add(classes);
            entries.addAll(classpath);
            entries.addAll(classPath);
            return new Options(entries, packages, outputCapBytes, notRecorded);
        }

        public Options withRecordedPackages(List<String> packages) {
            return new Options(classPath, packages, outputCapBytes, notRecorded);
        }

        public Options withOutputCap(long bytes) {
            return new Options(classPath, recordedPackages, bytes, notRecorded);
        }

        /** These options with {@code entry} first on the class path, so its classes win. */
        public Options withFirst(Path entry) {
            List<Path> entries = new ArrayList<>();
            entries.add(entry);
            entries.addAll(classPath);
            return new Options(entries, recordedPackages, outputCapBytes, notRecorded);
        }
    }

    private final Options options;
    private final PortCoverage coverage;
    private DemoShell shell;

    public DemoRunner(Options options) {
        this.options = options;
        this.coverage = options.recordedPackages().isEmpty() ? null
                : new PortCoverage(options.classPath(), options.recordedPackages(), options.notRecorded());
        OutputCapture.install();
    }

    /**
     * The class path Duet was loaded from: the entries of {@code java.class.path}, or, when Duet
     * was loaded by a class loader of its own (a Maven plugin's, whose JVM's class path names only
     * Maven's launcher), that loader's jars and folders, so that the JVMs Duet starts for demos
     * find its classes and libraries either way.
     */
    public static List<Path> currentClassPath() {
        if (DemoRunner.class.getClassLoader() instanceof java.net.URLClassLoader own) {
            List<Path> entries = new ArrayList<>();
            for (java.net.URL url : own.getURLs()) {
                if ("file".equals(url.getProtocol())) {
                    try {
                        entries.add(Path.of(url.toURI()));
                    } catch (java.net.URISyntaxException | IllegalArgumentException e) {
                        // not a path on this machine: it cannot be on a child JVM's class path either
                    }
                }
            }
            return List.copyOf(entries);
        }
        return Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
                .filter(s -> !s.isEmpty()).map(Path::of).toList();
    }

    /**
     * Starts the JShell the next {@link #run} will use and compiles a throwaway snippet, so that a
     * process that runs one demo can pay JShell's start-up cost before the demo arrives.
     */
    public void prepare() {
        shell();
    }

    /** The runner's shell, started and warmed up if there is none (or the last one was closed). */
    private DemoShell shell() {
        if (shell == null || shell.isClosed()) {
            shell = new DemoShell(options.classPath());
            shell.warmUp();
        }
        return shell;
    }

    /** Runs every step of {@code demo}; never throws for problems in the demo itself. */
    public DemoRun run(Demo demo) {
        return run(demo, step -> { });
    }

    /** Like {@link #run(Demo)}, handing each step's result to {@code onStep} as soon as it is known. */
    public DemoRun run(Demo demo, java.util.function.Consumer<StepRun> onStep) {
        return run(demo, onStep, OutputCapture.Listener.NONE);
    }

    /**
     * Like {@link #run(Demo, java.util.function.Consumer)}, also handing what the steps print to
     * {@code onOutput} as it is printed (from whichever thread prints it), before the step's result.
     */
    public DemoRun run(Demo demo, java.util.function.Consumer<StepRun> onStep, OutputCapture.Listener onOutput) {
        // JShell's local engine installs its own JVM-wide default handler on every snippet; put
        // back the one this JVM had, so that the generator's own threads are not silenced.
        Thread.UncaughtExceptionHandler previousHandler = Thread.getDefaultUncaughtExceptionHandler();
        try {
            return runSteps(demo, onStep, onOutput);
        } finally {
            Thread.setDefaultUncaughtExceptionHandler(previousHandler);
        }
    }

    private DemoRun runSteps(Demo demo, java.util.function.Consumer<StepRun> onStep,
                             OutputCapture.Listener onOutput) {
        PreparedSession s = PreparedSession.start(newSession(onOutput));
        List<StepRun> steps = new ArrayList<>();
        boolean alive = true;
        try {
            for (DemoStep step : demo.steps()) {
                StepRun run = alive ? runStep(s, demo, step) : notRun(step);
                steps.add(run);
                onStep.accept(run);
                alive = run.outcome() == StepOutcome.PASSED || run.outcome() == StepOutcome.MISMATCH;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException e) {
            throw new IllegalStateException("demo session failed: " + e.getCause(), e.getCause());
        } finally {
            s.end();
            if (steps.stream().anyMatch(run -> run.outcome() == StepOutcome.TIMED_OUT)) {
                // A stopped demo may have left the shell mid-snippet; the next demo gets a new one.
                shell.close();
            }
        }
        return new DemoRun(demo, steps);
    }

    private StepRun runStep(PreparedSession s, Demo demo, DemoStep step) throws InterruptedException,
            ExecutionException {
        Future<DemoSession.Failure> code = s.thread.submit(() -> s.session.runCode(step));
        DemoSession.Failure failure;
        try {
            failure = code.get(demo.stepTimeLimit().toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException overrun) {
            stopOverrun(s, code);
            String actual = s.session.sink().takeStep();
            return new StepRun(step, trimEnd(actual), StepOutcome.TIMED_OUT, "step " + step.index() + " ("
                    + step.label() + ") did not finish within its time limit of "
                    + describe(demo.stepTimeLimit()) + "; the watchdog stopped it", step.codeLine(), "{}", "",
                    Collections.emptySortedMap(), new StepRun.Problem("timed-out", describe(demo.stepTimeLimit()), 1));
        }
        Future<Object[]> after = s.thread.submit(() -> {
            DemoThreads.awaitSettled(s.group, SETTLE_LIMIT);
            SortedMap<String, SortedSet<Integer>> lines = s.session.takeExecutedLines();
            String actual = trimEnd(s.session.sink().endStep());
            String[] state = s.session.captureState(demo.stateVariables());
            s.session.discardExecutedLines();
            s.session.sink().nextStep(); // anything the snapshot printed is not the step's output
            return new Object[]{lines, actual, state};
        });
        Object[] result;
        try {
            result = await(after, AFTER_STEP_LIMIT);
        } catch (IllegalStateException stuck) {
            // The snapshot could not be taken, e.g. a demo thread kept the queue's lock.
            stopOverrun(s, after);
            return new StepRun(step, "", StepOutcome.TIMED_OUT, "step " + step.index() + " (" + step.label()
                    + ") left the state unreadable: " + stuck.getCause(), step.codeLine(), "{}", "",
                    Collections.emptySortedMap(), new StepRun.Problem("state-unreadable", String.valueOf(stuck.getCause()), 1));
        }
        @SuppressWarnings("unchecked")
        SortedMap<String, SortedSet<Integer>> lines = (SortedMap<String, SortedSet<Integer>>) result[0];
        String actual = (String) result[1];
        String[] state = (String[]) result[2];
        String thrown = failure != null && failure.outcome() == StepOutcome.THREW ? failure.detail().detail() : null;
        boolean threwAsDeclared = step.throwsAsDeclared(thrown);
        if (failure != null && !threwAsDeclared) {
            if (thrown != null && !step.throwsType().isEmpty()) {
                return new StepRun(step, actual, StepOutcome.THREW, "step " + step.index() + " (" + step.label()
                        + ") threw " + thrown + ", but the .jsh declares '//! throws: " + step.throwsType() + "'",
                        step.throwsLine(), state[0], state[1], lines, failure.detail());
            }
            return new StepRun(step, actual, failure.outcome(), failure.message(), failure.line(), state[0], state[1],
                    lines, failure.detail());
        }
        if (failure == null && !step.throwsType().isEmpty()) {
            return new StepRun(step, actual, StepOutcome.MISMATCH, "step " + step.index() + " (" + step.label()
                    + ") threw nothing, but the .jsh declares '//! throws: " + step.throwsType() + "'", step.throwsLine(),
                    state[0], state[1], lines, new StepRun.Problem("mismatch", "", 1));
        }
        String expected = step.expected();
        if (actual.equals(expected)) {
            // An exception thrown as declared is shown after the output, as the page shows output.
            String shown = threwAsDeclared
                    ? (actual.isEmpty() ? "" : actual + "\n") + DemoStep.shownException(thrown) : actual;
            return new StepRun(step, shown, StepOutcome.PASSED, null, 0, state[0], state[1], lines);
        }
        String message = "step " + step.index() + " (" + step.label() + ") printed:\n" + indent(actual)
                + "\nbut the .jsh expects:\n" + indent(expected);
        return new StepRun(step, actual, StepOutcome.MISMATCH, message, step.expectationLine(), state[0], state[1],
                lines, new StepRun.Problem("mismatch", "", 1));
    }

    /** The watchdog's two moves: stop the snippet; if it ignores that, close the JShell. */
    private static void stopOverrun(PreparedSession s, Future<?> code) throws InterruptedException {
        s.session.stop();
        try {
            code.get(STOP_GRACE.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException | ExecutionException ignored) {
            s.session.abandon();
        }
    }

    private DemoSession newSession(OutputCapture.Listener onOutput) {
        return new DemoSession(shell(), coverage, options.outputCapBytes(), onOutput);
    }

    private static StepRun notRun(DemoStep step) {
        return new StepRun(step, "", StepOutcome.NOT_RUN, null, 0, "{}", "", Collections.emptySortedMap());
    }

    private static <T> T await(Future<T> future, Duration limit) {
        try {
            return future.get(limit.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while running a demo", e);
        } catch (ExecutionException | TimeoutException e) {
            throw new IllegalStateException("demo session failed: " + e, e);
        }
    }

    static String trimEnd(String s) {
        String text = s.replace("\r\n", "\n");
        return text.endsWith("\n") ? text.substring(0, text.length() - 1) : text;
    }

    private static String indent(String text) {
        return text.isEmpty() ? "  (nothing)" : "  " + text.replace("\n", "\n  ");
    }

    static String describe(Duration d) {
        return d.toMillis() % 1000 == 0 ? d.toSeconds() + "s" : d.toMillis() + "ms";
    }

    @Override
    public void close() {
        if (shell != null) {
            shell.close();
            shell = null;
        }
    }

    /** A JShell, the thread that drives it, and the group of every thread the demo starts. */
    private record PreparedSession(DemoSession session, ExecutorService thread, ThreadGroup group) {
        static PreparedSession start(DemoSession session) {
            ThreadGroup group = new ThreadGroup("duet-demo") {
                /**
                 * A demo thread that dies of an exception says so in the demo's output (its thread
                 * still writes to the demo's sink), instead of reaching JShell's default handler,
                 * which would swallow it.
                 */
                @Override
                public void uncaughtException(Thread t, Throwable e) {
                    if (!(e instanceof ThreadDeath)) {
                        System.err.println("Exception in thread \"" + t.getName() + "\" " + e);
                    }
                }
            };
            ExecutorService thread = Executors.newSingleThreadExecutor(r -> {
                Thread t = new Thread(group, r, "duet-demo-session");
                t.setDaemon(true);
                return t;
            });
            // Bound on the session thread, so the snippet threads it starts inherit the sink.
            await(thread.submit(() -> OutputCapture.bind(session.sink())), Duration.ofSeconds(10));
            return new PreparedSession(session, thread, group);
        }

        /** Closes the JShell and ends every thread the demo left behind (blocked workers, say). */
        @SuppressWarnings({"deprecation", "removal"})
        void end() {
            if (!session.isClosed()) {
                try {
                    thread.submit(session::close).get(5, TimeUnit.SECONDS);
                } catch (Exception e) {
                    session.close();
                }
            }
            thread.shutdownNow();
            group.interrupt();
            long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(200);
            try {
                while (group.activeCount() > 0 && System.nanoTime() < deadline) {
                    Thread.sleep(5);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            if (group.activeCount() > 0) {
                // Threads that ignore interrupts (a worker in an endless loop) are stopped outright.
                group.stop();
            }
        }
    }
}
