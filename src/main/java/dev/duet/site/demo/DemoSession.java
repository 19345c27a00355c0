package dev.duet.site.demo;

import dev.duet.site.demo.coverage.PortCoverage;
import jdk.jshell.Diag;
import jdk.jshell.EvalException;
import jdk.jshell.JShell;
import jdk.jshell.JShellException;
import jdk.jshell.Snippet;
import jdk.jshell.SnippetEvent;
import jdk.jshell.SourceCodeAnalysis;
import jdk.jshell.UnresolvedReferenceException;
import jdk.jshell.VarSnippet;

import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The steps of one demo on a borrowed {@link DemoShell}, with the demo's own class loader and
 * output sink. Must be driven from a single thread (the runner's session thread); {@link #stop}
 * and {@link #abandon} may be called from another thread to end a step that overruns.
 */
final class DemoSession implements AutoCloseable {
    private final DemoShell shellOwner;
    private final JShell shell;
    private final SnippetClassLoader loader;
    private final PortCoverage coverage;
    private final OutputCapture.Sink sink;
    private volatile boolean closed;

    /**
     * A session for one demo on {@code shell}: a fresh class loader over the shell's class path, with
     * the port's classes instrumented when lines are recorded, and the previous demo's snippets dropped.
     */
    DemoSession(DemoShell shell, PortCoverage coverage, long outputCapBytes, OutputCapture.Listener listener) {
        this.coverage = coverage;
        this.shellOwner = shell;
        this.shell = shell.jshell();
        this.loader = shell.newLoader(coverage == null ? name -> null : coverage::instrumented);
        this.sink = new OutputCapture.Sink(outputCapBytes, listener);
        shell.begin(loader);
    }

    /** The output sink; the session thread binds it so snippet threads inherit it. */
    OutputCapture.Sink sink() {
        return sink;
    }

    /**
     * Runs the code of one step snippet by snippet. Returns null when all snippets ran; otherwise the
     * failure (outcome, message, file line). Printed output accumulates in the sink.
     */
    Failure runCode(DemoStep step) {
        SourceCodeAnalysis analysis = shell.sourceCodeAnalysis();
        String remaining = step.code();
        int consumed = 0;
        while (!remaining.isBlank()) {
            SourceCodeAnalysis.CompletionInfo info = analysis.analyzeCompletion(remaining);
            String source;
            String rest;
            if (info.completeness().isComplete()) {
                source = info.source();
                rest = info.remaining();
            } else {
                source = remaining;
                rest = "";
            }
            // The snippet's source starts where the previous one ended (leading blank lines included).
            int start = consumed;
            consumed += remaining.length() - rest.length();
            remaining = rest;
            Failure failure = evalOne(source, offset -> step.codeLine() + countLines(step.code(), start + offset),
                    offset -> column(step.code(), start + offset), step);
            if (failure != null) {
                return failure;
            }
        }
        return null;
    }

    private Failure evalOne(String source, java.util.function.IntUnaryOperator lineAt,
                            java.util.function.IntUnaryOperator columnAt, DemoStep step) {
        int snippetLine = lineAt.applyAsInt(source.length() - source.stripLeading().length());
        for (SnippetEvent event : shell.eval(source)) {
            if (event.causeSnippet() != null) {
                continue; // a consequence for another snippet, not the one just entered
            }
            Snippet snippet = event.snippet();
            if (event.status() == Snippet.Status.REJECTED) {
                Diag diag = shell.diagnostics(snippet).filter(Diag::isError).findFirst().orElse(null);
                String message = diag == null ? "rejected by the compiler" : diag.getMessage(Locale.ENGLISH);
                boolean placed = diag != null && diag.getStartPosition() >= 0;
                int line = placed ? lineAt.applyAsInt((int) diag.getStartPosition()) : snippetLine;
                int column = placed ? columnAt.applyAsInt((int) diag.getStartPosition()) : 1;
                return new Failure(StepOutcome.DID_NOT_COMPILE, label(step) + " does not compile: " + message, line,
                        new StepRun.Problem("rejected", diag == null ? "" : message, column));
            }
            if (event.status() == Snippet.Status.RECOVERABLE_DEFINED
                    || event.status() == Snippet.Status.RECOVERABLE_NOT_DEFINED) {
                String names = unresolved(snippet);
                return new Failure(StepOutcome.DID_NOT_COMPILE, label(step) + " refers to something undefined: "
                        + names, snippetLine, new StepRun.Problem("unresolved", names, 1));
            }
            if (event.exception() != null) {
                String thrown = describe(event.exception());
                return new Failure(StepOutcome.THREW, label(step) + " threw " + thrown, snippetLine,
                        new StepRun.Problem("threw", thrown, 1));
            }
            if (showsValue(snippet) && event.value() != null) {
                byte[] line = (event.value() + "\n").getBytes(StandardCharsets.UTF_8);
                sink.write(line, 0, line.length);
            }
        }
        return null;
    }

    /** A REPL shows the value of a bare expression, not of a declaration or an assignment. */
    private static boolean showsValue(Snippet snippet) {
        return snippet.subKind() == Snippet.SubKind.TEMP_VAR_EXPRESSION_SUBKIND
                || snippet.subKind() == Snippet.SubKind.VAR_VALUE_SUBKIND;
    }

    private String unresolved(Snippet snippet) {
        if (snippet instanceof jdk.jshell.DeclarationSnippet d) {
            return shell.unresolvedDependencies(d).collect(Collectors.joining(", "));
        }
        return snippet.source();
    }

    private static String describe(JShellException e) {
        if (e instanceof EvalException ee) {
            return ee.getExceptionClassName() + (ee.getMessage() == null ? "" : ": " + ee.getMessage());
        }
        if (e instanceof UnresolvedReferenceException ure) {
            return "an unresolved reference in " + ure.getSnippet().source();
        }
        return e.toString();
    }

    /**
     * The state of the declared variables, as {JSON, text}. Variables not declared yet are left out.
     * The snapshot runs in the demo's class loader, where the demo's own objects live.
     */
    String[] captureState(List<String> names) throws ReflectiveOperationException {
        java.util.Set<String> declared = shell.variables()
                .filter(v -> shell.status(v).isActive())
                .map(VarSnippet::name)
                .collect(Collectors.toSet());
        Class<?> probe = loader.loadClass(StateProbe.class.getName());
        java.lang.reflect.Method capture = probe.getMethod("capture", String.class, Object.class);
        for (String name : names) {
            if (declared.contains(name)) {
                capture.invoke(null, name, loader.variable(name).orElse(null));
            }
        }
        return (String[]) probe.getMethod("take").invoke(null);
    }

    /** The port lines hit since the previous call, or an empty map when lines are not recorded. */
    SortedMap<String, SortedSet<Integer>> takeExecutedLines() throws ReflectiveOperationException {
        if (coverage == null) {
            return Collections.emptySortedMap();
        }
        Class<?> store = loader.loadClass("dev.duet.site.demo.coverage.ProbeStore");
        byte[] data = (byte[]) store.getMethod("collectAndReset").invoke(null);
        return new TreeMap<>(coverage.executedLines(data));
    }

    /** Discards probes hit outside any step (by the state snapshot, for example). */
    void discardExecutedLines() throws ReflectiveOperationException {
        if (coverage != null) {
            loader.loadClass("dev.duet.site.demo.coverage.ProbeStore").getMethod("collectAndReset").invoke(null);
        }
    }

    /** Asks the engine to stop the running snippet (Thread.stop on its thread group). */
    void stop() {
        shellOwner.stop();
    }

    /** Ends a step that ignored {@link #stop}: the shell is closed, which makes its eval return. */
    void abandon() {
        shellOwner.close();
        close();
    }

    boolean isClosed() {
        return closed;
    }

    /** Lets go of the demo's loader; the shell stays open for the next demo. */
    @Override
    public void close() {
        closed = true;
        try {
            loader.close();
        } catch (java.io.IOException e) {
            // Nothing was opened that matters once the session is gone.
        }
    }

    private static String label(DemoStep step) {
        return "step " + step.index() + " (" + step.label() + ")";
    }

    /** The 1-based column of offset {@code at} of {@code text} on its line. */
    private static int column(String text, int at) {
        int end = Math.min(at, text.length());
        return end - (text.lastIndexOf('\n', end - 1) + 1) + 1;
    }

    private static int countLines(String text, int end) {
        int lines = 0;
        for (int i = 0; i < Math.min(end, text.length()); i++) {
            if (text.charAt(i) == '\n') {
                lines++;
            }
        }
        return lines;
    }

    /** Why a step stopped early, and where in the file. */
    record Failure(StepOutcome outcome, String message, int line, StepRun.Problem detail) {
    }
}
