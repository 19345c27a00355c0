package dev.duet.site.render;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The default theme shipped inside Duet (the repository's {@code templates/}, packaged under
 * {@code dev/duet/site/theme/}): templates and assets a project gets when its own
 * {@code templates/} folder does not have that file. Read once per process; it cannot change
 * while Duet runs.
 */
public final class Theme {
    /** Where the theme lives on the class path. */
    public static final String RESOURCE_ROOT = "dev/duet/site/theme/";

    private static volatile SortedMap<String, byte[]> files;

    private Theme() {}

    /** Every file of the theme, by path relative to the theme root (e.g. {@code assets/demo.js}). */
    public static SortedMap<String, byte[]> files() {
        SortedMap<String, byte[]> f = files;
        if (f == null) {
            synchronized (Theme.class) {
                if (files == null) {
                    files = Collections.unmodifiableSortedMap(read());
                }
                f = files;
            }
        }
        return f;
    }

    public static boolean has(String relative) {
        return files().containsKey(relative);
    }

    private static SortedMap<String, byte[]> read() {
        // layout.html is in every theme: its location tells a jar from a class folder.
        URL marker = Theme.class.getClassLoader().getResource(RESOURCE_ROOT + "layout.html");
        SortedMap<String, byte[]> out = new TreeMap<>();
        if (marker == null) {
            return out;
        }
        try {
            if ("jar".equals(marker.getProtocol())) {
                JarURLConnection connection = (JarURLConnection) marker.openConnection();
                connection.setUseCaches(false);
                try (var jar = connection.getJarFile()) {
                    for (var entry : Collections.list(jar.entries())) {
                        if (!entry.isDirectory() && entry.getName().startsWith(RESOURCE_ROOT)) {
                            try (InputStream in = jar.getInputStream(entry)) {
                                out.put(entry.getName().substring(RESOURCE_ROOT.length()), in.readAllBytes());
                            }
                        }
                    }
                }
            } else {
                Path root = Path.of(marker.toURI()).getParent();
                try (Stream<Path> walk = Files.walk(root)) {
                    for (Path p : walk.filter(Files::isRegularFile).toList()) {
                        out.put(root.relativize(p).toString().replace('\\', '/'), Files.readAllBytes(p));
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read Duet's default theme", e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException("cannot locate Duet's default theme: " + marker, e);
        }
        return out;
    }
}
