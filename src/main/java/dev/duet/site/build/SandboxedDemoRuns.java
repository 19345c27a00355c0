package dev.duet.site.build;

import dev.duet.site.demo.Demo;
import dev.duet.site.demo.DemoRun;
import dev.duet.site.demo.DemoRunner;
import dev.duet.site.demo.DemoWire;
import dev.duet.site.demo.SandboxedDemoMain;
import dev.duet.site.diag.Diagnostic;
import dev.duet.site.sandbox.FrameSeal;
import dev.duet.site.sandbox.Sandbox;
import dev.duet.site.sandbox.StderrTail;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarFile;
import java.util.jar.Manifest;

/**
 * Runs a build's demos in one JVM inside the sandbox ({@link SandboxedDemoMain}): the demos go in
 * as data, their runs come back as data ({@link DemoWire}), so the build records exactly what an
 * unsandboxed run records, while the demo code sees none of the project, cannot write anything
 * that outlives the sandbox and cannot end or touch the build's own JVM. One JVM serves every
 * demo of a build (a JVM and JShell start costs more than most demos); a demo that ends that JVM,
 * or a JVM that overruns its time, fails the demos that had no result yet, each at its file.
 */
final class SandboxedDemoRuns {
    /** Time for the JVM to start and the self-test to answer, beside what the demos may take. */
    private static final Duration START_UP = Duration.ofSeconds(60);
    private static final int STDERR_TAIL_BYTES = 2048;

    private final Sandbox sandbox;

    SandboxedDemoRuns(Sandbox sandbox) {
        this.sandbox = sandbox;
    }

    /**
     * The runs (of the demos that got one, in order) and the problems of those that did not; or,
     * in {@code unavailable}, why the sandbox could not be used (its self-test failed), when nothing ran.
     */
    record Outcome(List<DemoRun> runs, List<Diagnostic> problems, Optional<String> unavailable) {
    }

    Outcome run(List<Demo> demos, DemoRunner.Options options) throws IOException {
        List<Path> classPath = new ArrayList<>(jvmClassPath(options.classPath()));
        List<Integer> indexes = new ArrayList<>();
        for (Path entry : options.classPath()) {
            int at = classPath.indexOf(entry);
            if (at >= 0) {
                indexes.add(at);
            }
        }
        Process child = sandbox.start(new Sandbox.JvmCommand(jvmOptions(), classPath,
                SandboxedDemoMain.class.getName(), List.of("probe")));
        ByteArrayOutputStream stderr = new ByteArrayOutputStream();
        CompletableFuture<Void> errors = CompletableFuture.runAsync(() -> StderrTail.keep(child.getErrorStream(), stderr, STDERR_TAIL_BYTES),
                SandboxedDemoRuns::daemon);
        Duration limit = START_UP.plus(demos.stream()
                .map(d -> d.stepTimeLimit().plusSeconds(1).multipliedBy(d.steps().size()))
                .reduce(Duration.ZERO, Duration::plus));
        CompletableFuture<Void> watchdog = CompletableFuture.runAsync(() -> { }, CompletableFuture.delayedExecutor(
                limit.toMillis(), TimeUnit.MILLISECONDS));
        boolean[] timedOut = {false};
        watchdog.thenRun(() -> {
            timedOut[0] = true;
            killTree(child);
        });
        Map<String, Demo> byId = new LinkedHashMap<>();
        demos.forEach(d -> byId.put(d.id(), d));
        Map<String, DemoRun> done = new LinkedHashMap<>();
        Set<String> started = new LinkedHashSet<>();
        String broken = null;
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(child.getInputStream()))) {
            try {
                List<String> escapes = DemoWire.readProbe(in);
                if (!escapes.isEmpty()) {
                    return new Outcome(List.of(), List.of(), Optional.of("the sandbox's self-test failed: "
                            + String.join("; ", escapes)));
                }
                FrameSeal seal = FrameSeal.random();
                try (OutputStream stdin = child.getOutputStream()) {
                    DemoWire.writeRequest(new DataOutputStream(stdin), seal, new DemoWire.Settings(indexes,
                            options.recordedPackages(), options.notRecorded(), options.outputCapBytes()), demos);
                }
                readRuns(in, seal, byId, started, done);
            } catch (IOException e) {
                broken = e.getMessage();
            }
        } finally {
            watchdog.cancel(false);
            killTree(child);
        }
        try {
            child.waitFor(5, TimeUnit.SECONDS);
            errors.get(2, TimeUnit.SECONDS);
        } catch (Exception e) {
            // The tail is what it is.
        }
        List<Diagnostic> problems = new ArrayList<>();
        if (done.size() < demos.size()) {
            String why = timedOut[0] ? "did not finish within " + limit.toSeconds() + " s, so the sandbox was killed"
                    : "ended" + (child.isAlive() ? "" : " with exit code " + child.exitValue())
                    + (broken == null ? "" : " (" + broken + ")");
            String last = lastLine(stderr);
            for (Demo d : demos) {
                if (done.containsKey(d.id())) {
                    continue;
                }
                problems.add(Diagnostic.error(d.path(), 1, 1, started.contains(d.id())
                        ? "the sandboxed JVM that runs the demos " + why + " while this demo ran, so it has no result"
                                + " (demo code cannot end or escape the build)" + (last.isEmpty() ? "" : "; it last printed: " + last)
                        : "not run: the sandboxed JVM that runs the demos " + why + " before this demo's turn"));
            }
        }
        return new Outcome(demos.stream().filter(d -> done.containsKey(d.id())).map(d -> done.get(d.id())).toList(),
                problems, Optional.empty());
    }

    private static void readRuns(DataInputStream in, FrameSeal seal, Map<String, Demo> byId, Set<String> started,
                                 Map<String, DemoRun> done) throws IOException {
        for (DemoWire.Frame f = DemoWire.readFrame(in, seal, byId); !f.allDone();
                f = DemoWire.readFrame(in, seal, byId)) {
            if (done.containsKey(f.demo().id())) {
                throw new IOException("a second message about a demo that had its run");
            } else if (f.run() == null) {
                started.add(f.demo().id());
            } else {
                done.put(f.demo().id(), f.run());
            }
        }
    }

    /**
     * The runner's JVM: the heap two JShell compilers need, the C1 compiler and the serial collector
     * (a short, busy run, as the build's own), JVM messages on standard error (never among the
     * results), no attaching to it.
     */
    private static List<String> jvmOptions() {
        return List.of("-Xmx512m", "-XX:MaxMetaspaceSize=256m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1",
                "-XX:-UsePerfData", "-XX:+DisableAttachMechanism", "-XX:+DisplayVMOutputToStderr",
                "-Xlog:disable", "-Xlog:all=warning:stderr", "-Xshare:auto", "-Dfile.encoding=UTF-8");
    }

    /**
     * The class path of the runner's JVM: the demos' own (the author's classes first) then this
     * JVM's, each jar's manifest {@code Class-Path} spelled out (the sandbox mounts each entry on
     * its own, where a relative manifest entry would not be found), existing entries only, once each.
     */
    static List<Path> jvmClassPath(List<Path> demoClassPath) {
        Set<Path> out = new LinkedHashSet<>();
        List<Path> all = new ArrayList<>(demoClassPath);
        all.addAll(DemoRunner.currentClassPath());
        for (Path entry : all) {
            add(entry.toAbsolutePath().normalize(), out);
        }
        return List.copyOf(out);
    }

    private static void add(Path entry, Set<Path> out) {
        if (!Files.exists(entry) || !out.add(entry) || !Files.isRegularFile(entry)) {
            return;
        }
        try (JarFile jar = new JarFile(entry.toFile())) {
            Manifest m = jar.getManifest();
            String cp = m == null ? null : m.getMainAttributes().getValue("Class-Path");
            if (cp != null) {
                for (String rel : cp.trim().split("\\s+")) {
                    if (!rel.isEmpty() && !rel.contains(":")) {
                        add(entry.resolveSibling(rel).normalize(), out);
                    }
                }
            }
        } catch (IOException e) {
            // Not a jar: the JVM will say so if it matters.
        }
    }

    /** The last line the JVM printed, without control characters (it is shown in the terminal). */
    private static String lastLine(ByteArrayOutputStream tail) {
        String text;
        synchronized (tail) {
            text = tail.toString(StandardCharsets.UTF_8).strip();
        }
        String line = text.substring(text.lastIndexOf('\n') + 1).replaceAll("\\p{Cntrl}", "?");
        return line.length() > 200 ? line.substring(0, 200) + "..." : line;
    }

    private static void killTree(Process process) {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
    }

    private static void daemon(Runnable work) {
        Thread t = new Thread(work, "duet-sandboxed-demos");
        t.setDaemon(true);
        t.start();
    }
}
