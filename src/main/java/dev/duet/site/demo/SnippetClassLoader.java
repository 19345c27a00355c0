package dev.duet.site.demo;

import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * The class loader of one demo session: JShell's snippet classes plus the project's class path,
 * isolated from the generator's own copy of those classes (its parent is the platform loader).
 * Isolation gives every demo fresh static state (a metrics provider set by one demo does not
 * leak into the next) and lets the port's classes be loaded in their instrumented form.
 *
 * <p>The snippet class files live in a map shared by every loader of one {@link DemoShell}. JShell
 * sends a class file once and afterwards believes it loaded; when a later demo compiles a snippet
 * to the same name and the same bytes, nothing is sent again, and this demo's loader defines the
 * class from the shared map when it is first needed.
 */
final class SnippetClassLoader extends URLClassLoader {
    static {
        registerAsParallelCapable();
    }

    private final Map<String, byte[]> snippetClasses;
    /** Top-level snippet wrapper classes this demo ran, in the order they last ran. */
    private final java.util.List<String> wrapperOrder = new java.util.concurrent.CopyOnWriteArrayList<>();
    /** Returns instrumented bytes for a class name, or null to load the class as it is. */
    private final Function<String, byte[]> instrumented;

    /**
     * @param snippetClasses the snippet class files JShell has sent, by class name, shared by the
     *                       loaders of one shell
     */
    SnippetClassLoader(List<Path> classPath, Function<String, byte[]> instrumented, Map<String, byte[]> snippetClasses) {
        super("duet-demo", urls(classPath), ClassLoader.getPlatformClassLoader());
        this.instrumented = instrumented;
        this.snippetClasses = snippetClasses;
    }

    void defineSnippet(String name, byte[] bytes) {
        snippetClasses.put(name, bytes);
    }

    /**
     * Notes that JShell is about to run (or read a value of) a snippet class: a snippet runs through
     * its top-level wrapper class, whose static fields hold the variables the snippet declares.
     */
    void noteRun(String name) {
        int wrapper = name.indexOf("$JShell$");
        if (wrapper >= 0 && name.indexOf('$', wrapper + "$JShell$".length()) < 0) {
            wrapperOrder.remove(name);
            wrapperOrder.add(name);
        }
    }

    /**
     * The current value of JShell variable {@code name}: JShell keeps each variable as a static field
     * of the wrapper class of the snippet that declared it, and runs that wrapper to set it, so the
     * wrapper with that field that ran last wins. Reading it this way costs no compilation, unlike
     * evaluating a snippet.
     */
    java.util.Optional<Object> variable(String name) throws ReflectiveOperationException {
        for (int i = wrapperOrder.size() - 1; i >= 0; i--) {
            Class<?> wrapper = loadClass(wrapperOrder.get(i));
            for (java.lang.reflect.Field field : wrapper.getDeclaredFields()) {
                if (field.getName().equals(name) && java.lang.reflect.Modifier.isStatic(field.getModifiers())) {
                    field.setAccessible(true);
                    return java.util.Optional.ofNullable(field.get(null));
                }
            }
        }
        return java.util.Optional.empty();
    }

    void addPath(Path entry) {
        addURL(url(entry));
    }

    /**
     * Every class defined here, snippet, project or the generator's own helpers, is rewritten by
     * {@link GuardRewriter} so that it cannot end or escape the JVM that runs it (a demo can call a
     * helper's public methods, so they are held to the same rule); only {@link DemoGuard}, which
     * must reach what it guards, is not, and the JDK's classes come from the parent.
     */
    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
        if (name.equals(DemoGuard.class.getName())) {
            // Defined here from the generator's copy, whatever the demo's class path holds.
            byte[] guard = generatorClass(name);
            return defineClass(name, guard, 0, guard.length);
        }
        byte[] bytes = snippetClasses.get(name);
        if (bytes == null) {
            bytes = instrumented.apply(name);
        }
        if (bytes != null) {
            byte[] defined = GuardRewriter.rewrite(bytes);
            return defineClass(name, defined, 0, defined.length);
        }
        byte[] plain = classPathBytes(name);
        byte[] guarded = plain == null ? null : GuardRewriter.rewrite(plain);
        if (guarded != plain) {
            return defineClass(name, guarded, 0, guarded.length);
        }
        // Unchanged class files load as usual, with their code source.
        return super.findClass(name);
    }

    private byte[] classPathBytes(String name) throws ClassNotFoundException {
        URL url = findResource(name.replace('.', '/') + ".class");
        if (url == null) {
            return null;
        }
        try (java.io.InputStream in = url.openStream()) {
            return in.readAllBytes();
        } catch (java.io.IOException e) {
            throw new ClassNotFoundException(name, e);
        }
    }

    private static byte[] generatorClass(String name) throws ClassNotFoundException {
        try (java.io.InputStream in = SnippetClassLoader.class.getClassLoader()
                .getResourceAsStream(name.replace('.', '/') + ".class")) {
            if (in == null) {
                throw new ClassNotFoundException(name);
            }
            return in.readAllBytes();
        } catch (java.io.IOException e) {
            throw new ClassNotFoundException(name, e);
        }
    }

    private static URL[] urls(List<Path> classPath) {
        return classPath.stream().map(SnippetClassLoader::url).toArray(URL[]::new);
    }

    private static URL url(Path entry) {
        try {
            return entry.toUri().toURL();
        } catch (MalformedURLException e) {
            throw new IllegalArgumentException("bad class path entry " + entry, e);
        }
    }
}
