package dev.duet.site.javasrc;

import com.github.javaparser.resolution.declarations.ResolvedReferenceTypeDeclaration;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;

/**
 * Where the API documentation of the libraries on the class path is, so that their types and
 * members link there as the JDK's link to Oracle's: each jar's packages are looked up once, and a
 * type of one of them links to {@code base + package/Type.html}, with javadoc's member anchors.
 * A build tool knows each jar's coordinates, hence its documentation (Maven: javadoc.io).
 */
public final class LibraryDocs {
    public static final LibraryDocs NONE = new LibraryDocs(Map.of());

    /** Package name → documentation base (ending in {@code /}); the first jar with the package wins. */
    private final Map<String, String> bases;

    private LibraryDocs(Map<String, String> bases) {
        this.bases = bases;
    }

    /**
     * @param docsByJar each jar with the base URL of its documentation; jars that cannot be read
     *                  are left out (the analysis reports its class path problems itself)
     */
    public static LibraryDocs of(Map<Path, String> docsByJar) {
        Map<String, String> bases = new HashMap<>();
        for (Map.Entry<Path, String> e : docsByJar.entrySet()) {
            String base = e.getValue().endsWith("/") ? e.getValue() : e.getValue() + "/";
            try (JarFile jar = new JarFile(e.getKey().toFile())) {
                Enumeration<JarEntry> entries = jar.entries();
                while (entries.hasMoreElements()) {
                    String name = entries.nextElement().getName();
                    int slash = name.lastIndexOf('/');
                    if (name.endsWith(".class") && slash > 0 && !name.startsWith("META-INF/")) {
                        bases.putIfAbsent(name.substring(0, slash).replace('/', '.'), base);
                    }
                }
            } catch (IOException | SecurityException ignored) {
                // not a jar Duet can read: its types stay unlinked
            }
        }
        return new LibraryDocs(Map.copyOf(bases));
    }

    /** The page of a library type, or null when no library's documentation is known for it. */
    String typeUrl(ResolvedReferenceTypeDeclaration type) {
        String base = bases.get(type.getPackageName());
        if (base == null) {
            return null;
        }
        return base + type.getPackageName().replace('.', '/') + "/" + type.getClassName() + ".html";
    }
}
