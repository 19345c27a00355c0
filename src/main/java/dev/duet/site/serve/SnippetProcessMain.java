package dev.duet.site.serve;

import dev.duet.site.demo.Demo;
import dev.duet.site.demo.DemoLoader;
import dev.duet.site.demo.DemoRun;
import dev.duet.site.demo.DemoRunner;
import dev.duet.site.demo.StepRun;
import dev.duet.site.diag.Diagnostic;
import dev.duet.site.diag.Diagnostics;
import dev.duet.site.sandbox.FrameSeal;
import dev.duet.site.sandbox.Sandbox;
import com.fasterxml.jackson.core.JsonGenerator;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedSet;

/**
 * The child JVM of one run: loads JShell first (so a spare process is warm), then reads from
 * standard input (after announcing {@code ready}) the run's key, a demo id line and the demo's
 * source, runs it with JShell's local engine, and writes one JSON event per line to standard
 * output, each sealed with that key ({@link EventLines}): {@code output} events while a step prints, a
 * {@code step} event when it ends (its outcome, state and executed lines; its output was already
 * streamed), then {@code done}; or {@code invalid} with the problems of an edited demo that cannot
 * run, each at its line and column of the editor. Events carry codes and the variable parts of
 * messages, never sentences: the page words them in its own language. Anything the demo prints
 * outside its steps goes to standard error, and what it writes to standard output itself has no
 * seal: neither is ever taken for an event. Every event is written with Jackson's generator.
 */
public final class SnippetProcessMain {
    /** The only line written before the key is known (and before any demo code runs). */
    static final String READY = "{\"type\":\"ready\"}";

    private SnippetProcessMain() {
    }

    /** Arguments: the output cap in bytes; then {@code spare} for a JVM started ahead of time. */
    public static void main(String[] args) throws IOException {
        OutputStream protocol = new FileOutputStream(FileDescriptor.out);
        PrintStream stray = new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8);
        System.setOut(stray);
        long cap = Long.parseLong(args[0]);
        DemoRunner runner = new DemoRunner(DemoRunner.Options.forThisJvm().withOutputCap(cap));
        if (args.length > 1 && args[1].equals("spare")) {
            warmUp(runner); // nobody is waiting for a spare yet, so it can afford a full warm-up
        }
        runner.prepare();
        protocol.write((READY + "\n").getBytes(StandardCharsets.UTF_8)); // the server starts the run's clock on it
        protocol.flush();
        String[] input = new String(System.in.readAllBytes(), StandardCharsets.UTF_8).split("\n", 3);
        if (input.length < 3) {
            System.exit(2); // not the server: nothing to run, and no key to answer with
        }
        EventLines events;
        try {
            events = new EventLines(protocol, FrameSeal.decode(input[0]));
        } catch (IllegalArgumentException notAKey) {
            System.exit(2);
            return;
        }
        String id = input[1].strip();
        String source = input[2];
        Diagnostics diags = new Diagnostics();
        List<DemoLoader.Problem> keyed = new java.util.ArrayList<>();
        Optional<Demo> demo = DemoLoader.parseLive(DemoLoader.DEMO_DIR + "/" + id + ".jsh", source, diags, keyed);
        if (demo.isEmpty()) {
            events.send(JsonText.object(g -> {
                g.writeStringField("type", "invalid");
                g.writeArrayFieldStart("diagnostics");
                for (Diagnostic d : diags.sorted()) {
                    diagnostic(g, d, keyed);
                }
                g.writeEndArray();
            }));
        } else {
            OutputStreamer output = new OutputStreamer();
            output.start(events::send);
            DemoRun run = runner.run(demo.get(), step -> {
                output.flush(events::send); // the step's output before its result
                events.send(stepEvent(step));
            }, output);
            output.finish(events::send);
            events.send(JsonText.object(g -> {
                g.writeStringField("type", "done");
                g.writeBooleanField("passed", run.passed());
            }));
        }
        System.exit(0); // leftover demo threads are daemons, but do not wait for anything
    }

    /**
     * Runs a small built-in demo once, so that the compiler and JShell's pipeline are compiled by
     * the JIT before a real demo arrives; a spare JVM does this while nobody is waiting.
     */
    private static void warmUp(DemoRunner runner) throws IOException {
        String text;
        try (var in = SnippetProcessMain.class.getResourceAsStream("warm-up.jsh")) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        DemoLoader.parse(DemoLoader.DEMO_DIR + "/warm-up.jsh", text, new Diagnostics()).ifPresent(runner::run);
    }

    /**
     * A problem of an edited demo's text: its place in the editor, the loader's message, and, when
     * it has one, the UI message key ({@code live.} + key) and arguments the page words it with.
     */
    private static void diagnostic(JsonGenerator g, Diagnostic d, List<DemoLoader.Problem> keyed) throws IOException {
        g.writeStartObject();
        g.writeNumberField("line", d.line());
        g.writeNumberField("column", d.column());
        g.writeStringField("message", d.message());
        Optional<DemoLoader.Problem> key = keyed.stream()
                .filter(p -> p.line() == d.line() && p.column() == d.column() && p.message().equals(d.message()))
                .findFirst();
        if (key.isPresent()) {
            g.writeStringField("key", key.get().key());
            g.writeArrayFieldStart("args");
            for (String arg : key.get().args()) {
                g.writeString(arg);
            }
            g.writeEndArray();
        }
        g.writeEndObject();
    }

    /**
     * A step's result. {@code problem} is the English diagnostic the build would print; the page
     * words it from {@code kind}, {@code detail}, {@code line}, {@code column} and {@code limit} instead.
     */
    static String stepEvent(StepRun step) {
        StepRun.Problem p = step.detail();
        return JsonText.object(g -> {
            g.writeStringField("type", "step");
            g.writeNumberField("index", step.index());
            g.writeStringField("outcome", step.outcome().name());
            g.writeObjectFieldStart("captions");
            for (Map.Entry<String, String> e : step.step().captions().entrySet()) {
                g.writeStringField(e.getKey(), e.getValue());
            }
            g.writeEndObject();
            g.writeStringField("code", step.code());
            g.writeStringField("expected", step.expected());
            g.writeStringField("problem", step.problem());
            if (p != null) {
                g.writeStringField("kind", p.kind());
                g.writeStringField("detail", p.detail());
                g.writeNumberField("line", step.problemLine());
                g.writeNumberField("column", p.column());
            }
            g.writeFieldName("state");
            g.writeRawValue(step.stateJson()); // StateProbe's JSON; the server parses every event again
            g.writeStringField("stateText", step.stateText());
            g.writeObjectFieldStart("lines");
            for (Map.Entry<String, SortedSet<Integer>> e : step.executedLines().entrySet()) {
                g.writeArrayFieldStart(e.getKey());
                for (int line : e.getValue()) {
                    g.writeNumber(line);
                }
                g.writeEndArray();
            }
            g.writeEndObject();
        });
    }

    /**
     * The JVM that runs this class for one demo: small, quick to start, and bounded in every kind of
     * memory it has (heap, direct buffers, class metadata, compiled code), so that a run that
     * exhausts one ends with an error instead of growing.
     */
    static Sandbox.JvmCommand command(List<Path> classPath, RunLimits limits, boolean spare) {
        return new Sandbox.JvmCommand(List.of(
                "-Xmx" + limits.heapMegabytes() + "m",
                "-XX:MaxDirectMemorySize=" + limits.heapMegabytes() / 4 + "m",
                "-XX:MaxMetaspaceSize=" + METASPACE_MEGABYTES + "m",
                "-XX:CompressedClassSpaceSize=" + METASPACE_MEGABYTES / 2 + "m",
                "-XX:ReservedCodeCacheSize=48m",
                "-XX:+UseSerialGC",
                "-XX:TieredStopAtLevel=1",
                "-XX:+ExitOnOutOfMemoryError",
                "-XX:+DisplayVMOutputToStderr",
                "-Xlog:disable", "-Xlog:all=warning:stderr", // the JVM's own warnings are not the run's output
                "-XX:-UsePerfData",
                "-Xshare:auto",
                "-Dfile.encoding=UTF-8"),
                classPath, SnippetProcessMain.class.getName(),
                List.of(String.valueOf(limits.outputCapBytes()), spare ? "spare" : "now"));
    }

    /**
     * Class metadata: JShell's compiler, the warm-up and a queue demo use about 14 MB (measured with
     * -XX:NativeMemoryTracking=summary), so this leaves room for big demos and stops a class factory.
     */
    private static final int METASPACE_MEGABYTES = 128;
}
