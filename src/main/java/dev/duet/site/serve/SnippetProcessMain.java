package dev.duet.site.serve;

import dev.duet.site.demo.Demo;
import dev.duet.site.demo.DemoLoader;
import dev.duet.site.demo.DemoRun;
import dev.duet.site.demo.DemoRunner;
import dev.duet.site.demo.StepRun;
import dev.duet.site.diag.Diagnostic;
import dev.duet.site.diag.Diagnostics;
import dev.duet.site.sandbox.Sandbox;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.SortedSet;
import java.util.stream.Collectors;

/**
 * The child JVM of one run: loads JShell first (so a spare process is warm), then reads a demo id
 * line and the demo's source from standard input (after announcing {@code ready}), runs it with JShell's local engine, and writes
 * one JSON event per line to standard output: {@code output} events while a step prints, a
 * {@code step} event when it ends (its outcome, state and executed lines; its output was already
 * streamed), then {@code done}; or {@code invalid} with the problems of an edited demo that cannot
 * run, each at its line and column of the editor. Events carry codes and the variable parts of
 * messages, never sentences: the page words them in its own language. Anything the demo prints
 * outside its steps goes to standard error, never into the protocol.
 */
public final class SnippetProcessMain {
    private SnippetProcessMain() {
    }

    /** Arguments: the output cap in bytes; then {@code spare} for a JVM started ahead of time. */
    public static void main(String[] args) throws IOException {
        PrintStream protocol = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
        PrintStream stray = new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8);
        System.setOut(stray);
        long cap = Long.parseLong(args[0]);
        DemoRunner runner = new DemoRunner(DemoRunner.Options.forThisJvm().withOutputCap(cap));
        if (args.length > 1 && args[1].equals("spare")) {
            warmUp(runner); // nobody is waiting for a spare yet, so it can afford a full warm-up
        }
        runner.prepare();
        protocol.println("{\"type\":\"ready\"}"); // the server starts the run's clock on this line
        String input = new String(System.in.readAllBytes(), StandardCharsets.UTF_8);
        int newline = input.indexOf('\n');
        String id = newline < 0 ? "" : input.substring(0, newline).strip();
        String source = newline < 0 ? "" : input.substring(newline + 1);
        Diagnostics diags = new Diagnostics();
        List<DemoLoader.Problem> keyed = new java.util.ArrayList<>();
        Optional<Demo> demo = DemoLoader.parseLive(DemoLoader.DEMO_DIR + "/" + id + ".jsh", source, diags, keyed);
        if (demo.isEmpty()) {
            protocol.println("{\"type\":\"invalid\",\"diagnostics\":" + diags.sorted().stream()
                    .map(d -> diagnostic(d, keyed)).collect(Collectors.joining(",", "[", "]")) + "}");
        } else {
            try (OutputStreamer output = new OutputStreamer(protocol)) {
                DemoRun run = runner.run(demo.get(), step -> {
                    output.flush(); // the step's output before its result
                    protocol.println(stepEvent(step));
                }, output);
                output.flush();
                protocol.println("{\"type\":\"done\",\"passed\":" + run.passed() + "}");
            }
        }
        protocol.flush();
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
    private static String diagnostic(Diagnostic d, List<DemoLoader.Problem> keyed) {
        String key = keyed.stream()
                .filter(p -> p.line() == d.line() && p.column() == d.column() && p.message().equals(d.message()))
                .findFirst()
                .map(p -> ",\"key\":" + JsonText.quote(p.key()) + ",\"args\":"
                        + p.args().stream().map(JsonText::quote).collect(Collectors.joining(",", "[", "]")))
                .orElse("");
        return "{\"line\":" + d.line() + ",\"column\":" + d.column() + ",\"message\":" + JsonText.quote(d.message())
                + key + "}";
    }

    /**
     * A step's result. {@code problem} is the English diagnostic the build would print; the page
     * words it from {@code kind}, {@code detail}, {@code line}, {@code column} and {@code limit} instead.
     */
    static String stepEvent(StepRun step) {
        StepRun.Problem p = step.detail();
        return "{\"type\":\"step\",\"index\":" + step.index()
                + ",\"outcome\":" + JsonText.quote(step.outcome().name())
                + ",\"captions\":" + captions(step)
                + ",\"code\":" + JsonText.quote(step.code())
                + ",\"expected\":" + JsonText.quote(step.expected())
                + ",\"problem\":" + JsonText.quote(step.problem())
                + (p == null ? "" : ",\"kind\":" + JsonText.quote(p.kind()) + ",\"detail\":" + JsonText.quote(p.detail())
                        + ",\"line\":" + step.problemLine() + ",\"column\":" + p.column())
                + ",\"state\":" + step.stateJson()
                + ",\"stateText\":" + JsonText.quote(step.stateText())
                + ",\"lines\":" + lines(step) + "}";
    }

    private static String captions(StepRun step) {
        return step.step().captions().entrySet().stream()
                .map(e -> JsonText.quote(e.getKey()) + ":" + JsonText.quote(e.getValue()))
                .collect(Collectors.joining(",", "{", "}"));
    }

    private static String lines(StepRun step) {
        return step.executedLines().entrySet().stream()
                .map(e -> JsonText.quote(e.getKey()) + ":" + numbers(e.getValue()))
                .collect(Collectors.joining(",", "{", "}"));
    }

    private static String numbers(SortedSet<Integer> lines) {
        return lines.stream().map(String::valueOf).collect(Collectors.joining(",", "[", "]"));
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
