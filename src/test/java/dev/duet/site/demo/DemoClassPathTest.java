package dev.duet.site.demo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The class path the JVMs Duet starts for demos get: under a Maven plugin, Duet is loaded by the
 * plugin's class loader, while the JVM's {@code java.class.path} names only Maven's launcher.
 */
class DemoClassPathTest {
    @TempDir
    Path tmp;

    @Test
    void duetLoadedByAClassLoaderOfItsOwnGivesThatLoadersEntries() throws Exception {
        List<URL> urls = new ArrayList<>();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            urls.add(Path.of(entry).toUri().toURL());
        }
        // Duet's own classes, and a folder the JVM's class path does not have (a plugin's library)
        urls.add(0, Path.of(DemoRunner.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toUri().toURL());
        Path library = Files.createDirectories(tmp.resolve("plugin-library"));
        urls.add(library.toUri().toURL());
        try (URLClassLoader plugin = new URLClassLoader(urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader())) {
            Class<?> runner = Class.forName(DemoRunner.class.getName(), false, plugin);
            assertEquals(plugin, runner.getClassLoader());
            @SuppressWarnings("unchecked")
            List<Path> entries = (List<Path>) runner.getMethod("currentClassPath").invoke(null);
            assertTrue(entries.contains(library), "the loader's " + library + " is not on the class path given");
            assertEquals(urls.size(), entries.size());
        }
    }

    @Test
    void duetOnTheJvmsClassPathGivesJavaClassPath() {
        List<Path> expected = new ArrayList<>();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            if (!entry.isEmpty()) {
                expected.add(Path.of(entry));
            }
        }
        assertEquals(expected, DemoRunner.currentClassPath());
    }
}
