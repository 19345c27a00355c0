package dev.duet.site.cache;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;

/**
 * Duet's own code as this JVM runs it, as one hash: every kept result is keyed by it, so that a
 * Duet that was rebuilt, upgraded or given other libraries does not reuse what an earlier one made.
 * A SNAPSHOT version says nothing of a rebuild, so the hash is of the code itself: Duet's jar (or
 * class folder) by its bytes, each library jar by its name and size (their names carry their
 * versions), and the Java version.
 */
public final class CodeVersion {
    private static volatile String current;

    private CodeVersion() {
    }

    /** The hash of the running Duet; computed once per JVM. */
    public static String current() {
        String v = current;
        if (v == null) {
            v = compute();
            current = v;
        }
        return v;
    }

    private static String compute() {
        MessageDigest digest = Hashes.sha256();
        Hashes.line(digest, "java " + System.getProperty("java.version", "") + " " + System.getProperty("java.vendor", ""));
        Path own = ownCode();
        for (String entry : System.getProperty("java.class.path", "").split(File.pathSeparator)) {
            if (entry.isEmpty()) {
                continue;
            }
            Path p = Path.of(entry).toAbsolutePath().normalize();
            if (p.equals(own)) {
                continue; // hashed by its bytes below
            }
            try {
                Hashes.line(digest, p.getFileName() + " " + (Files.isRegularFile(p) ? Files.size(p) : "folder"));
            } catch (java.io.IOException e) {
                Hashes.line(digest, p.getFileName() + " unreadable");
            }
        }
        if (own == null) {
            Hashes.line(digest, "unknown code source"); // never equal to a known one
        } else if (Files.isDirectory(own)) {
            Hashes.folder(own, digest);
        } else {
            Hashes.file(own, digest);
        }
        return Hashes.hex(digest.digest());
    }

    /** The jar or class folder this class was loaded from. */
    private static Path ownCode() {
        try {
            var source = CodeVersion.class.getProtectionDomain().getCodeSource();
            return source == null ? null : Path.of(source.getLocation().toURI()).toAbsolutePath().normalize();
        } catch (java.net.URISyntaxException | SecurityException | IllegalArgumentException e) {
            return null;
        }
    }
}
