package dev.duet.site.demo;

import java.io.File;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.List;
import java.util.Set;

/**
 * What a demo's calls to the JVM's exits become. The build runs demos in its own JVM, and without
 * a security manager nothing there can veto {@code System.exit}: a demo that called it would end
 * the build with exit code 0 and nothing built. So every class a demo loads is rewritten (see
 * {@link GuardRewriter}) to call these methods instead; they throw, which the demo reports as a
 * step that threw, at its line. Starting a process and loading native code are refused too: either
 * could end the JVM from outside Java's reach ({@code kill -9}, a crash), and so are ending other
 * processes, stopping or suspending threads (the build's own among them) and {@code java.beans}'
 * calls by name.
 *
 * <p>Reflection and method handles reach the same methods; the reflective entry points are
 * rewritten to the checks below, which refuse the same set and pass everything else through.
 *
 * <p>Public and free of state, because snippet classes in JShell's package call it, from the
 * demo's own class loader, which defines its own copy of this class.
 */
public final class DemoGuard {
    private DemoGuard() {}

    /** Declaring class → refused methods (every overload). */
    private static final java.util.Map<Class<?>, Set<String>> REFUSED = java.util.Map.of(
            System.class, Set.of("exit", "load", "loadLibrary"),
            Runtime.class, Set.of("exit", "halt", "exec", "load", "loadLibrary"),
            ProcessBuilder.class, Set.of("start", "startPipeline"),
            ProcessHandle.class, Set.of("destroy", "destroyForcibly"),
            Thread.class, Set.of("stop", "suspend"),
            ThreadGroup.class, Set.of("stop", "suspend"));

    public static void exit(int status) {
        throw refused("System.exit(" + status + ")", "end the build");
    }

    public static void exit(Runtime runtime, int status) {
        throw refused("Runtime.exit(" + status + ")", "end the build");
    }

    public static void halt(Runtime runtime, int status) {
        throw refused("Runtime.halt(" + status + ")", "end the build");
    }

    public static void load(String file) {
        throw refused("System.load", "load native code");
    }

    public static void loadLibrary(String name) {
        throw refused("System.loadLibrary", "load native code");
    }

    public static void load(Runtime runtime, String file) {
        throw refused("Runtime.load", "load native code");
    }

    public static void loadLibrary(Runtime runtime, String name) {
        throw refused("Runtime.loadLibrary", "load native code");
    }

    public static Process exec(Runtime runtime, String command) {
        throw refusedProcess();
    }

    public static Process exec(Runtime runtime, String[] command) {
        throw refusedProcess();
    }

    public static Process exec(Runtime runtime, String command, String[] env) {
        throw refusedProcess();
    }

    public static Process exec(Runtime runtime, String[] command, String[] env) {
        throw refusedProcess();
    }

    public static Process exec(Runtime runtime, String command, String[] env, File dir) {
        throw refusedProcess();
    }

    public static Process exec(Runtime runtime, String[] command, String[] env, File dir) {
        throw refusedProcess();
    }

    public static Process start(ProcessBuilder builder) {
        throw refusedProcess();
    }

    public static List<Process> startPipeline(List<ProcessBuilder> builders) {
        throw refusedProcess();
    }

    public static boolean destroy(ProcessHandle process) {
        throw refused("ending a process", "end processes");
    }

    public static boolean destroyForcibly(ProcessHandle process) {
        throw refused("ending a process", "end processes");
    }

    public static void stop(Thread thread) {
        throw refused("Thread.stop", "stop threads (order them with latches)");
    }

    public static void suspend(Thread thread) {
        throw refused("Thread.suspend", "suspend threads (order them with latches)");
    }

    public static void stop(ThreadGroup group) {
        throw refused("ThreadGroup.stop", "stop threads (order them with latches)");
    }

    public static void suspend(ThreadGroup group) {
        throw refused("ThreadGroup.suspend", "suspend threads (order them with latches)");
    }

    public static void execute(java.beans.Statement statement) {
        throw refused("java.beans.Statement", "call methods by name");
    }

    public static Object getValue(java.beans.Expression expression) {
        throw refused("java.beans.Expression", "call methods by name");
    }

    /** {@link Method#invoke}, unless the method is one of the refused ones. */
    public static Object invoke(Method method, Object target, Object[] args)
            throws IllegalAccessException, InvocationTargetException {
        check(method.getDeclaringClass(), method.getName());
        return method.invoke(target, args);
    }

    /** {@link MethodHandles.Lookup#findStatic}, unless the method is one of the refused ones. */
    public static MethodHandle findStatic(MethodHandles.Lookup lookup, Class<?> owner, String name, MethodType type)
            throws NoSuchMethodException, IllegalAccessException {
        check(owner, name);
        return lookup.findStatic(owner, name, type);
    }

    /** {@link MethodHandles.Lookup#findVirtual}, unless the method is one of the refused ones. */
    public static MethodHandle findVirtual(MethodHandles.Lookup lookup, Class<?> owner, String name, MethodType type)
            throws NoSuchMethodException, IllegalAccessException {
        check(owner, name);
        return lookup.findVirtual(owner, name, type);
    }

    /** {@link MethodHandles.Lookup#unreflect}, unless the method is one of the refused ones. */
    public static MethodHandle unreflect(MethodHandles.Lookup lookup, Method method) throws IllegalAccessException {
        check(method.getDeclaringClass(), method.getName());
        return lookup.unreflect(method);
    }

    private static void check(Class<?> owner, String name) {
        if (REFUSED.getOrDefault(owner, Set.of()).contains(name)) {
            throw refused(owner.getSimpleName() + "." + name + " (through reflection)", "reach it");
        }
    }

    private static SecurityException refusedProcess() {
        return refused("starting a process", "start processes");
    }

    private static SecurityException refused(String what, String cannot) {
        return new SecurityException(what + " is refused: demo code cannot " + cannot);
    }
}
