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

    /**
     * Declaring class → refused methods (every overload) when reached through reflection or method
     * handles. The reflective entry points themselves are in it too: a handle to
     * {@code Lookup.findStatic} must not hand out the handle the guarded call would have refused.
     */
    private static final java.util.Map<String, Set<String>> REFUSED = java.util.Map.ofEntries(
            java.util.Map.entry("java.lang.System", Set.of("exit", "load", "loadLibrary", "inheritedChannel")),
            java.util.Map.entry("java.lang.Runtime", Set.of("exit", "halt", "exec", "load", "loadLibrary")),
            java.util.Map.entry("java.lang.ProcessBuilder", Set.of("start", "startPipeline")),
            java.util.Map.entry("java.lang.ProcessHandle", Set.of("destroy", "destroyForcibly")),
            java.util.Map.entry("java.lang.Thread", Set.of("stop", "suspend")),
            java.util.Map.entry("java.lang.ThreadGroup", Set.of("stop", "suspend")),
            java.util.Map.entry("java.lang.reflect.Method", Set.of("invoke")),
            java.util.Map.entry("java.lang.reflect.Constructor", Set.of("newInstance")),
            java.util.Map.entry("java.lang.invoke.MethodHandles$Lookup", Set.of("findStatic", "findVirtual",
                    "findSpecial", "findConstructor", "bind", "unreflect", "unreflectSpecial", "unreflectConstructor",
                    "findStaticGetter", "findGetter", "findStaticVarHandle", "findVarHandle", "unreflectGetter",
                    "unreflectVarHandle")));
    /**
     * Classes no demo may touch at all, through any method or constructor: {@code java.beans}
     * calls methods named by a string (and {@code XMLDecoder} runs the calls an XML text names),
     * {@code Signal} sends this JVM signals such as TERM, and {@code Unsafe} writes any address.
     */
    private static final Set<String> UNTOUCHABLE = Set.of("java.beans.EventHandler", "java.beans.Statement",
            "java.beans.Expression", "java.beans.XMLDecoder", "sun.misc.Signal", "sun.misc.Unsafe");

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

    /** Called just before any use of an {@link #UNTOUCHABLE} class in demo code; always throws. */
    public static void beans() {
        throw refused("java.beans' calls by name", "call methods by name");
    }

    /** See {@link #beans}. */
    public static void signal() {
        throw refused("sun.misc.Signal", "send this JVM signals");
    }

    /** See {@link #beans}. */
    public static void unsafe() {
        throw refused("sun.misc.Unsafe", "write memory directly");
    }

    /** {@link java.lang.reflect.Constructor#newInstance}, unless its class is one of the refused ones. */
    public static Object newInstance(java.lang.reflect.Constructor<?> constructor, Object[] args)
            throws ReflectiveOperationException {
        check(constructor.getDeclaringClass(), "<init>");
        return constructor.newInstance(args);
    }

    /** {@link MethodHandles.Lookup#bind}, unless the method is one of the refused ones. */
    public static MethodHandle bind(MethodHandles.Lookup lookup, Object receiver, String name, MethodType type)
            throws NoSuchMethodException, IllegalAccessException {
        check(receiver.getClass(), name);
        return lookup.bind(receiver, name, type);
    }

    /** {@link MethodHandles.Lookup#findSpecial}, unless the method is one of the refused ones. */
    public static MethodHandle findSpecial(MethodHandles.Lookup lookup, Class<?> owner, String name, MethodType type,
                                           Class<?> caller) throws NoSuchMethodException, IllegalAccessException {
        check(owner, name);
        return lookup.findSpecial(owner, name, type, caller);
    }

    /** {@link MethodHandles.Lookup#findConstructor}, unless its class is one of the refused ones. */
    public static MethodHandle findConstructor(MethodHandles.Lookup lookup, Class<?> owner, MethodType type)
            throws NoSuchMethodException, IllegalAccessException {
        check(owner, "<init>");
        return lookup.findConstructor(owner, type);
    }

    /** {@link MethodHandles.Lookup#unreflectSpecial}, unless the method is one of the refused ones. */
    public static MethodHandle unreflectSpecial(MethodHandles.Lookup lookup, Method method, Class<?> caller)
            throws IllegalAccessException {
        check(method.getDeclaringClass(), method.getName());
        return lookup.unreflectSpecial(method, caller);
    }

    /** {@link MethodHandles.Lookup#unreflectConstructor}, unless its class is one of the refused ones. */
    public static MethodHandle unreflectConstructor(MethodHandles.Lookup lookup, java.lang.reflect.Constructor<?> c)
            throws IllegalAccessException {
        check(c.getDeclaringClass(), "<init>");
        return lookup.unreflectConstructor(c);
    }

    /** {@link MethodHandles.Lookup#findStaticGetter}, unless its class is one no demo may touch. */
    public static MethodHandle findStaticGetter(MethodHandles.Lookup lookup, Class<?> owner, String name, Class<?> type)
            throws NoSuchFieldException, IllegalAccessException {
        check(owner, name);
        return lookup.findStaticGetter(owner, name, type);
    }

    /** {@link MethodHandles.Lookup#findStaticVarHandle}, unless its class is one no demo may touch. */
    public static java.lang.invoke.VarHandle findStaticVarHandle(MethodHandles.Lookup lookup, Class<?> owner,
            String name, Class<?> type) throws NoSuchFieldException, IllegalAccessException {
        check(owner, name);
        return lookup.findStaticVarHandle(owner, name, type);
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

    /**
     * Refuses {@code name} of {@code owner} when it is, or overrides, a refused method of any of
     * its supertypes ({@code findVirtual(MyThread.class, "stop")} reaches {@code Thread.stop}), or
     * when any supertype is one no demo may touch.
     */
    private static void check(Class<?> owner, String name) {
        java.util.ArrayDeque<Class<?>> todo = new java.util.ArrayDeque<>(List.of(owner));
        while (!todo.isEmpty()) {
            Class<?> c = todo.pop();
            if (UNTOUCHABLE.contains(c.getName()) || REFUSED.getOrDefault(c.getName(), Set.of()).contains(name)) {
                throw refused(c.getSimpleName() + "." + name + " (through reflection)", "reach it");
            }
            if (c.getSuperclass() != null) {
                todo.push(c.getSuperclass());
            }
            todo.addAll(List.of(c.getInterfaces()));
        }
    }

    private static SecurityException refusedProcess() {
        return refused("starting a process", "start processes");
    }

    private static SecurityException refused(String what, String cannot) {
        return new SecurityException(what + " is refused: demo code cannot " + cannot);
    }
}
