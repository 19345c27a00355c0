package dev.duet.site.build;

import dev.duet.site.cache.Hashes;
import dev.duet.site.render.SiteModel;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Remembers demo runs between builds, on disk, so that a build whose demos and port did not
 * change does not start JShell at all. A run is found again only under the same key: the demo's
 * text, a hash of everything on the demos' class path (the author's compiled classes, the jars
 * and folders of {@code classpath:}, the generator's own demo helpers), of what is recorded, and
 * of the Java version. Anything that cannot be read is treated as a miss; the file is private to
 * this machine (it lives under {@code target/}). Tests and {@code SiteIsCurrentTest} do not use
 * it: they always run the demos.
 */
final class DemoCache {
    private final Path file;
    private final String codeHash;
    private final Map<String, SiteModel.DemoRecord> entries;

    private DemoCache(Path file, String codeHash, Map<String, SiteModel.DemoRecord> entries) {
        this.file = file;
        this.codeHash = codeHash;
        this.entries = entries;
    }

    /**
     * Opens the cache in {@code dir} for the code found in the class folders and jars of
     * {@code classPath}, recorded as {@code recording} says.
     */
    static DemoCache open(Path dir, List<Path> classPath, String recording) {
        return new DemoCache(dir.resolve("demo-runs.ser"), sha256(hashOf(classPath) + "\n" + recording),
                read(dir.resolve("demo-runs.ser")));
    }

    Optional<SiteModel.DemoRecord> get(String id, String text) {
        return Optional.ofNullable(entries.get(key(id, text)));
    }

    void put(String id, String text, SiteModel.DemoRecord record) {
        entries.put(key(id, text), record);
    }

    /** Writes the cache; failures only cost a later build its speed, so they are ignored. */
    void save() {
        try {
            Files.createDirectories(file.getParent());
            Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
            try (OutputStream out = Files.newOutputStream(tmp); ObjectOutputStream objects = new ObjectOutputStream(out)) {
                objects.writeObject(new HashMap<>(entries));
            }
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException | RuntimeException e) {
            // A cache that cannot be written is no cache.
        }
    }

    private String key(String id, String text) {
        return sha256(codeHash + "\n" + id + "\n" + text);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, SiteModel.DemoRecord> read(Path file) {
        if (!Files.isRegularFile(file)) {
            return new HashMap<>();
        }
        try (InputStream in = Files.newInputStream(file); ObjectInputStream objects = new ObjectInputStream(in)) {
            return new HashMap<>((Map<String, SiteModel.DemoRecord>) objects.readObject());
        } catch (IOException | ClassNotFoundException | ClassCastException e) {
            return new HashMap<>();
        }
    }

    /** A hash of the Java version and of every entry of {@code classPath}, in order (see {@link Hashes#ofClassPath}). */
    static String hashOf(List<Path> classPath) {
        return Hashes.of(System.getProperty("java.version", "") + "\n" + Hashes.ofClassPath(classPath));
    }

    private static String sha256(String text) {
        return Hashes.of(text);
    }
}
