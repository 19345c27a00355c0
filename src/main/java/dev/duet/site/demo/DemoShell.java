package dev.duet.site.demo;

import jdk.jshell.JShell;
import jdk.jshell.Snippet;
import jdk.jshell.spi.ExecutionControl;
import jdk.jshell.spi.ExecutionControlProvider;
import jdk.jshell.spi.ExecutionEnv;

import java.io.File;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * A JShell that serves the demos of one runner one after the other. Starting a JShell is the
 * dear part of a demo (its compiler loads the JDK's symbols afresh, about half a second on a small
 * machine); a demo's snippets are cheap once the compiler is warm. So the compiler is kept, and
 * what must be fresh for every demo is renewed instead: {@link #begin} drops every snippet of the
 * previous demo and points the execution engine at the demo's own class loader, where the port's
 * classes are loaded again with fresh static state.
 *
 * <p>Driven from one thread at a time; {@link #stop} and {@link #close} may come from another.
 */
final class DemoShell implements AutoCloseable {
    private final JShell shell;
    private final SwitchingEngine engine;
    private final List<Path> classPath;
    /** Every snippet class file JShell has sent, by name; see {@link SnippetClassLoader}. */
    private final Map<String, byte[]> snippetClasses = new java.util.concurrent.ConcurrentHashMap<>();
    private volatile boolean closed;

    DemoShell(List<Path> classPath) {
        this.classPath = List.copyOf(classPath);
        this.engine = new SwitchingEngine(newLoader(name -> null));
        PrintStream discard = new PrintStream(OutputStream.nullOutputStream(), true, StandardCharsets.UTF_8);
        this.shell = JShell.builder()
                .executionEngine(new Provider(engine), Map.of())
                .out(discard).err(discard)
                .build();
        shell.addToClasspath(classPath.stream().map(Path::toString).collect(Collectors.joining(File.pathSeparator)));
    }

    /** A class loader over the shell's class path for one demo on it (see {@link SnippetClassLoader}). */
    SnippetClassLoader newLoader(java.util.function.Function<String, byte[]> instrumented) {
        return new SnippetClassLoader(classPath, instrumented, snippetClasses);
    }

    JShell jshell() {
        return shell;
    }

    /** Compiles and runs a throwaway snippet, so the compiler is loaded before a demo needs it. */
    void warmUp() {
        shell.eval("int duet$warmUp = 1;");
    }

    /**
     * Makes the shell ready for a new demo: the snippets of earlier demos are dropped (newest first,
     * so none is recompiled on the way), and snippets from now on run in {@code loader}.
     */
    void begin(SnippetClassLoader loader) {
        List<Snippet> active = shell.snippets().filter(s -> shell.status(s).isActive()).toList();
        for (int i = active.size() - 1; i >= 0; i--) {
            shell.drop(active.get(i));
        }
        engine.switchTo(loader);
    }

    /** Asks the engine to stop the running snippet (Thread.stop on its thread group). */
    void stop() {
        shell.stop();
    }

    boolean isClosed() {
        return closed;
    }

    @Override
    public void close() {
        if (!closed) {
            closed = true;
            shell.close();
        }
    }

    /** Gives JShell the switching engine below; JShell asks for its engine once, when it is built. */
    private record Provider(SwitchingEngine engine) implements ExecutionControlProvider {
        @Override
        public String name() {
            return "duet-local";
        }

        @Override
        public ExecutionControl generate(ExecutionEnv env, Map<String, String> parameters) {
            return engine;
        }
    }

    /**
     * JShell's local engine, renewed for every demo. Each demo gets a new {@link SnippetThreadControl}
     * over its own loader: that engine starts its snippet threads in a group below the thread that
     * first runs a snippet, which is the demo's own session thread, so the runner can end whatever
     * threads the demo leaves behind.
     */
    private static final class SwitchingEngine implements ExecutionControl {
        private volatile ExecutionControl current;

        SwitchingEngine(SnippetClassLoader first) {
            this.current = local(first);
        }

        void switchTo(SnippetClassLoader loader) {
            ExecutionControl previous = current;
            current = local(loader);
            previous.close();
        }

        private static ExecutionControl local(SnippetClassLoader loader) {
            return new SnippetThreadControl(new SnippetLoaderDelegate(loader));
        }

        @Override
        public void load(ClassBytecodes[] cbcs) throws ClassInstallException, NotImplementedException,
                EngineTerminationException {
            current.load(cbcs);
        }

        @Override
        public void redefine(ClassBytecodes[] cbcs) throws ClassInstallException, NotImplementedException,
                EngineTerminationException {
            current.redefine(cbcs);
        }

        @Override
        public String invoke(String className, String methodName) throws RunException, EngineTerminationException,
                InternalException {
            return current.invoke(className, methodName);
        }

        @Override
        public String varValue(String className, String varName) throws RunException, EngineTerminationException,
                InternalException {
            return current.varValue(className, varName);
        }

        /** Every demo's loader is built with the class path already, so only the current one needs it. */
        @Override
        public void addToClasspath(String path) throws EngineTerminationException, InternalException {
            current.addToClasspath(path);
        }

        @Override
        public void stop() throws EngineTerminationException, InternalException {
            current.stop();
        }

        @Override
        public Object extensionCommand(String command, Object arg) throws RunException, EngineTerminationException,
                InternalException {
            return current.extensionCommand(command, arg);
        }

        @Override
        public void close() {
            current.close();
        }
    }
}
