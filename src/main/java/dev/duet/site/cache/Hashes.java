package dev.duet.site.cache;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;

/** SHA-256 of texts, files, folders and class paths, written in hex. */
public final class Hashes {
    private Hashes() {
    }

    /** A new SHA-256 digest. */
    public static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required by every Java platform", e);
        }
    }

    public static String of(String text) {
        return hex(sha256().digest(text.getBytes(StandardCharsets.UTF_8)));
    }

    public static String of(byte[] bytes) {
        return hex(sha256().digest(bytes));
    }

    public static String hex(byte[] digest) {
        return HexFormat.of().formatHex(digest);
    }

    /** Adds {@code text} and a line break, so that consecutive parts cannot run into each other. */
    public static void line(MessageDigest digest, String text) {
        digest.update(text.getBytes(StandardCharsets.UTF_8));
        digest.update((byte) '\n');
    }

    /**
     * A hash of every entry of {@code classPath}, in order: a folder by each file's relative path
     * and bytes, a jar by its name and bytes. An entry that cannot be read hashes as such, so it
     * matches nothing a readable one gave.
     */
    public static String ofClassPath(List<Path> classPath) {
        MessageDigest digest = sha256();
        for (Path root : classPath) {
            if (Files.isDirectory(root)) {
                folder(root, digest);
            } else if (Files.isRegularFile(root)) {
                line(digest, "file " + root.getFileName());
                file(root, digest);
            } else {
                line(digest, "missing " + root);
            }
        }
        return hex(digest.digest());
    }

    /** Adds every regular file under {@code root}, sorted, by relative path and bytes. */
    public static void folder(Path root, MessageDigest digest) {
        line(digest, "folder");
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : walk.filter(Files::isRegularFile).sorted().toList()) {
                line(digest, root.relativize(p).toString().replace('\\', '/'));
                file(p, digest);
            }
        } catch (IOException | java.io.UncheckedIOException e) {
            line(digest, "unreadable " + root);
        }
    }

    /** Adds a file's length and bytes. */
    public static void file(Path file, MessageDigest digest) {
        try (InputStream in = Files.newInputStream(file)) {
            byte[] buffer = new byte[1 << 16];
            for (int n; (n = in.read(buffer)) > 0; ) {
                digest.update(buffer, 0, n);
            }
            line(digest, "");
        } catch (IOException e) {
            line(digest, "unreadable " + file);
        }
    }
}
