package dev.duet.site.demo;

import dev.duet.site.sandbox.FrameSeal;
import dev.duet.site.sandbox.SandboxProbe;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The JVM that runs a build's demos inside the sandbox (see {@code build.SandboxedDemoRuns}). It
 * first runs the sandbox's self-test and reports it; then it reads the demos and the settings
 * ({@link DemoWire}) from standard input, runs them with the same runner, two at a time, as an
 * unsandboxed build would, and sends each demo's run back on standard output as soon as it is
 * known, after saying which demo it starts (so that a demo that ends this JVM is named).
 * What demo code prints goes to the runner's sinks or, outside a step, to standard error: never
 * into the results; what it writes to standard output itself is skipped by the build (it lacks
 * the seal of every message, see {@link DemoWire}).
 */
public final class SandboxedDemoMain {
    private SandboxedDemoMain() {
    }

    /** Arguments: {@code probe} to run the sandbox's self-test first. */
    public static void main(String[] args) throws IOException {
        DataOutputStream results = new DataOutputStream(new BufferedOutputStream(new FileOutputStream(FileDescriptor.out)));
        System.setOut(new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8));
        List<String> escapes = args.length > 0 && args[0].equals("probe") ? SandboxProbe.escapes() : List.of();
        DemoWire.writeProbe(results, escapes);
        if (!escapes.isEmpty()) {
            System.exit(0);
        }
        DemoWire.Request request = DemoWire.readRequest(new DataInputStream(new BufferedInputStream(System.in)));
        FrameSeal seal = request.seal(); // on this stack and the lanes' only
        List<Path> mine = DemoRunner.currentClassPath();
        List<Path> classPath = new ArrayList<>();
        for (int i : request.settings().classPathIndexes()) {
            classPath.add(mine.get(i));
        }
        DemoRunner.Options options = new DemoRunner.Options(classPath, request.settings().recordedPackages(),
                request.settings().outputCapBytes(), request.settings().notRecorded());
        DemoLanes.runAll(options, request.demos(), new DemoLanes.Listener() {
            @Override
            public void started(Demo demo) {
                send(results, () -> DemoWire.writeStarted(results, seal, demo));
            }

            @Override
            public void finished(DemoRun run) {
                send(results, () -> DemoWire.writeFinished(results, seal, run));
            }
        });
        DemoWire.writeAllDone(results, seal);
        // Threads a demo left behind must not keep this JVM (or the build waiting on it) alive.
        System.exit(0);
    }

    private interface Write {
        void run() throws IOException;
    }

    /** One whole message at a time: the two lanes write to the same stream. */
    private static void send(DataOutputStream out, Write write) {
        synchronized (out) {
            try {
                write.run();
            } catch (IOException e) {
                throw new UncheckedIOException("the build stopped listening", e);
            }
        }
    }
}
