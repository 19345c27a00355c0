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
 */
final class SnippetClassLoader extends URLClassLoader {
    static {
        registerAsParallelCapable();
    }

    private final Map<String, byte[]> snippetClasses = new ConcurrentHashMap<>();
    /** Top-level snippet wrapper classes, oldest first. */
    private final java.util.List<String> wrapperOrder = new java.util.concurrent.CopyOnWriteArrayList<>();
    /** Returns instrumented bytes for a class name, or null to load the class as it is. */
    private final Function<String, byte[]> instrumented;

    SnippetClassLoader(List<Path> classPath, Function<String, byte[]> instrumented) {
        super("duet-demo", urls(classPath), ClassLoader.getPlatformClassLoader());
        this.instrumented = instrumented;
    }

    void defineSnippet(String name, byte[] bytes) {
        int wrapper = name.indexOf("$JShell$");
        boolean topLevel = wrapper >= 0 && name.indexOf('$', wrapper + "$JShell$".length()) < 0;
        if (snippetClasses.put(name, bytes) == null && topLevel) {
            wrapperOrder.add(name);
        }
    }

    /**
     * The current value of JShell variable {@code name}: JShell keeps each variable as a static field
     * of the wrapper class of the snippet that declared it, so the newest wrapper with that field wins.
     * Reading it this way costs no compilation, unlike evaluating a snippet.
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

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
        byte[] bytes = snippetClasses.get(name);
        if (bytes == null) {
            bytes = instrumented.apply(name);
        }
        if (bytes != null) {
            return defineClass(name, bytes, 0, bytes.length);
        }
        return super.findClass(name);
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
