package dev.duet.site.browserrun;

import dev.duet.site.demo.DemoRunner;
import org.teavm.backend.javascript.JSModuleType;
import org.teavm.diagnostics.Problem;
import org.teavm.diagnostics.ProblemSeverity;
import org.teavm.diagnostics.ProblemTextConsumer;
import org.teavm.model.FieldReference;
import org.teavm.model.MethodReference;
import org.teavm.model.TextLocation;
import org.teavm.model.ValueType;
import org.teavm.tooling.TeaVMTargetType;
import org.teavm.tooling.TeaVMTool;
import org.teavm.tooling.TeaVMToolException;
import org.teavm.tooling.TeaVMToolLog;
import org.teavm.vm.TeaVMOptimizationLevel;
import org.teavm.vm.TeaVMPhase;
import org.teavm.vm.TeaVMProgressFeedback;
import org.teavm.vm.TeaVMProgressListener;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

/**
 * TeaVM, run in a JVM of its own on that JVM's main thread. Why not in the build's process:
 * TeaVM's dependency analysis keeps its type sets in hash sets of objects hashed by identity, so
 * the order it reaches classes in (and so the order of the script's functions and their short
 * names) follows the identity hashes of the thread it runs on. In the build's JVM that thread
 * is one of many started before it, and the script differed from build to build; a fresh JVM's
 * main thread, doing the same work, draws the same identity hashes every time, so the same
 * classes give the same bytes. A separate JVM also hands TeaVM's memory back when it is done.
 *
 * <p>The child writes each severe problem on one line of its standard output and its progress
 * on its standard error.
 */
final class TeaVMProcess {
    private static final String PROBLEM = "problem\t";
    private static final String PHASE = "phase\t";

    private TeaVMProcess() {
    }

    /** Compiles {@code mainClass} from {@code classPath} to {@code out/script}; throws {@link BrowserBuildException}. */
    static void compile(String mainClass, List<Path> classPath, Path out, String script, Consumer<String> progress) {
        List<String> argv = new ArrayList<>();
        argv.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        argv.add("-cp");
        argv.add(ownClassPath());
        argv.add(TeaVMProcess.class.getName());
        argv.add(mainClass);
        argv.add(out.toString());
        argv.add(script);
        classPath.forEach(p -> argv.add(p.toString()));
        try {
            Process child = new ProcessBuilder(argv).start();
            child.getOutputStream().close();
            List<String> problems = new ArrayList<>();
            List<String> said = new ArrayList<>();
            CompletableFuture<Void> stderr = CompletableFuture.runAsync(() -> lines(child.getErrorStream(), line -> {
                if (line.startsWith(PHASE)) {
                    progress.accept("  TeaVM: " + line.substring(PHASE.length()));
                } else {
                    synchronized (said) {
                        said.add(line);
                    }
                }
            }));
            lines(child.getInputStream(), line -> {
                if (line.startsWith(PROBLEM)) {
                    problems.add(line.substring(PROBLEM.length()).replace("\\n", "\n"));
                }
            });
            int exit = child.waitFor();
            stderr.join();
            if (!problems.isEmpty()) {
                throw new BrowserBuildException(problems);
            }
            if (exit != 0) {
                synchronized (said) {
                    List<String> tail = said.subList(Math.max(0, said.size() - 5), said.size());
                    throw new BrowserBuildException(List.of("TeaVM's JVM stopped with exit code " + exit
                            + (tail.isEmpty() ? "" : ": " + String.join(" / ", tail))));
                }
            }
        } catch (IOException e) {
            throw new BrowserBuildException(List.of("could not start a JVM for TeaVM: " + e.getMessage()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new BrowserBuildException(List.of("interrupted while TeaVM ran"));
        }
    }

    /** The child: {@code mainClass outDir scriptName classPath...}. */
    public static void main(String[] args) throws IOException {
        PrintStream problems = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        PrintStream phases = new PrintStream(System.err, true, StandardCharsets.UTF_8);
        List<URL> urls = new ArrayList<>();
        for (int i = 3; i < args.length; i++) {
            urls.add(Path.of(args[i]).toUri().toURL());
        }
        try (URLClassLoader loader = new URLClassLoader(urls.toArray(URL[]::new), TeaVMProcess.class.getClassLoader())) {
            TeaVMTool tool = new TeaVMTool();
            tool.setClassLoader(loader);
            tool.setTargetType(TeaVMTargetType.JAVASCRIPT);
            tool.setMainClass(args[0]);
            tool.setTargetDirectory(Path.of(args[1]).toFile());
            tool.setTargetFileName(args[2]);
            tool.setObfuscated(true);
            tool.setOptimizationLevel(TeaVMOptimizationLevel.ADVANCED);
            tool.setJsModuleType(JSModuleType.NONE);
            tool.setIncremental(false);
            tool.setSourceMapsFileGenerated(false);
            tool.setDebugInformationGenerated(false);
            tool.getTransformers().add(CallRedirects.class.getName());
            tool.setLog(new QuietLog());
            tool.setProgressListener(new Progress(phases));
            tool.generate();
            boolean severe = false;
            for (Problem p : tool.getProblemProvider().getSevereProblems()) {
                problems.println(PROBLEM + render(p).replace("\n", "\\n"));
                severe = true;
            }
            System.exit(severe ? 1 : 0);
        } catch (TeaVMToolException e) {
            problems.println(PROBLEM + "TeaVM failed: " + String.valueOf(e.getMessage()).replace("\n", "\\n"));
            System.exit(1);
        }
    }

    /**
     * Duet's own classes and libraries, where TeaVM and {@link CallRedirects} come from: the class
     * path Duet was loaded from, not {@code java.class.path}, which in a Maven build names only
     * Maven's launcher (Duet comes from the plugin's class loader there).
     */
    private static String ownClassPath() {
        List<String> entries = new ArrayList<>();
        try {
            entries.add(Path.of(TeaVMProcess.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString());
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException(e);
        }
        DemoRunner.currentClassPath().forEach(p -> entries.add(p.toString()));
        return String.join(File.pathSeparator, entries);
    }

    private static void lines(java.io.InputStream in, Consumer<String> sink) {
        try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                sink.accept(line);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String render(Problem p) {
        StringBuilder text = new StringBuilder();
        p.render(new ProblemTextConsumer() {
            @Override
            public void append(String s) {
                text.append(s);
            }

            @Override
            public void appendClass(String cls) {
                text.append(cls);
            }

            @Override
            public void appendMethod(MethodReference method) {
                text.append(method);
            }

            @Override
            public void appendField(FieldReference field) {
                text.append(field);
            }

            @Override
            public void appendLocation(TextLocation location) {
                text.append(location);
            }

            @Override
            public void appendType(ValueType type) {
                text.append(type);
            }
        });
        if (p.getLocation() != null && p.getLocation().getMethod() != null) {
            text.append(" (in ").append(p.getLocation().getMethod()).append(")");
        }
        return (p.getSeverity() == ProblemSeverity.ERROR ? "" : "warning: ") + text;
    }

    /** TeaVM's phases as progress lines, one per phase. */
    private record Progress(PrintStream sink) implements TeaVMProgressListener {
        @Override
        public TeaVMProgressFeedback phaseStarted(TeaVMPhase phase, int count) {
            sink.println(PHASE + phase.name().toLowerCase(Locale.ROOT).replace('_', ' '));
            return TeaVMProgressFeedback.CONTINUE;
        }

        @Override
        public TeaVMProgressFeedback progressReached(int progress) {
            return TeaVMProgressFeedback.CONTINUE;
        }
    }

    /** TeaVM's own log is noise in a build's output; its problems are reported from the problem provider. */
    private static final class QuietLog implements TeaVMToolLog {
        @Override public void info(String text) { }
        @Override public void debug(String text) { }
        @Override public void warning(String text) { }
        @Override public void error(String text) { }
        @Override public void info(String text, Throwable e) { }
        @Override public void debug(String text, Throwable e) { }
        @Override public void warning(String text, Throwable e) { }
        @Override public void error(String text, Throwable e) { }
    }
}
