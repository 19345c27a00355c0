package dev.duet.site.build;

import dev.duet.site.render.SiteModel;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Remembers demo runs between builds, on disk, so that a build whose demos and port did not
 * change does not start JShell at all. A run is found again only under the same key: the demo's
 * text and a hash of every class file a demo can execute (the port and the demo stage itself) and
 * of the Java version. Anything that cannot be read is treated as a miss; the file is private to
 * this machine (it lives under {@code target/}). Tests and {@code SiteIsCurrentTest} do not use
 * it: they always run the demos.
 */
final class DemoCache {
    /** The packages whose classes a demo runs; a change to any of them invalidates every entry. */
    private static final List<String> CODE = List.of("dev/duet/workqueue", "dev/duet/clock", "dev/duet/deployment",
            "dev/duet/site/demo");

    private final Path file;
    private final String codeHash;
    private final Map<String, SiteModel.DemoRecord> entries;

    private DemoCache(Path file, String codeHash, Map<String, SiteModel.DemoRecord> entries) {
        this.file = file;
        this.codeHash = codeHash;
        this.entries = entries;
    }

    /** Opens the cache in {@code dir} for the code found in the class folders and jars of {@code classPath}. */
    static DemoCache open(Path dir, List<Path> classPath) {
        return new DemoCache(dir.resolve("demo-runs.ser"), hashCode(classPath), read(dir.resolve("demo-runs.ser")));
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

    private static String hashCode(List<Path> classPath) {
        MessageDigest digest = sha();
        digest.update(System.getProperty("java.version", "").getBytes(StandardCharsets.UTF_8));
        for (Path root : classPath) {
            if (Files.isDirectory(root)) {
                hashFolder(root, digest);
            } else if (Files.isRegularFile(root) && root.toString().endsWith(".jar")) {
                hashJar(root, digest);
            }
        }
        return HexFormat.of().formatHex(digest.digest());
    }

    private static void hashFolder(Path root, MessageDigest digest) {
        for (String pkg : CODE) {
            Path dir = root.resolve(pkg);
            if (!Files.isDirectory(dir)) {
                continue;
            }
            try (Stream<Path> walk = Files.walk(dir)) {
                for (Path p : walk.filter(Files::isRegularFile).sorted().toList()) {
                    digest.update(root.relativize(p).toString().replace('\\', '/').getBytes(StandardCharsets.UTF_8));
                    digest.update(Files.readAllBytes(p));
                }
            } catch (IOException e) {
                digest.update(("unreadable " + dir).getBytes(StandardCharsets.UTF_8));
            }
        }
    }

    /** The launcher runs the project from {@code target/duet.jar}: the same packages, read from the jar. */
    private static void hashJar(Path jar, MessageDigest digest) {
        try (java.util.jar.JarFile file = new java.util.jar.JarFile(jar.toFile())) {
            List<java.util.jar.JarEntry> entries = file.stream()
                    .filter(e -> !e.isDirectory() && CODE.stream().anyMatch(pkg -> e.getName().startsWith(pkg + "/")))
                    .sorted(java.util.Comparator.comparing(java.util.jar.JarEntry::getName))
                    .toList();
            for (java.util.jar.JarEntry entry : entries) {
                digest.update(entry.getName().getBytes(StandardCharsets.UTF_8));
                try (InputStream in = file.getInputStream(entry)) {
                    digest.update(in.readAllBytes());
                }
            }
        } catch (IOException e) {
            digest.update(("unreadable " + jar).getBytes(StandardCharsets.UTF_8));
        }
    }

    private static String sha256(String text) {
        return HexFormat.of().formatHex(sha().digest(text.getBytes(StandardCharsets.UTF_8)));
    }

    private static MessageDigest sha() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required by every Java platform", e);
        }
    }
}
