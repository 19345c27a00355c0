package dev.duet.site.build;

import dev.duet.site.cache.Hashes;
import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Map;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The hashes of a folder's files, each with the stamp (size, modification time, file key) the file
 * had when it was hashed, so that a later run reads again only the files whose stamp changed, as
 * git's index does. A stamp is trusted only when the file had not been modified for a second when
 * it was hashed: a file changed twice within one tick of the file system's clock, with the same
 * size, could otherwise keep its first hash.
 */
final class StampedHashes {
    /** How much older than its hashing a file's modification time must be for its stamp to be trusted. */
    private static final long RACY_NANOS = 1_000_000_000L;

    private StampedHashes() {
    }

    /**
     * One file's hash and stamp.
     *
     * @param hashedAtNanos when the hash was taken (or known to hold), on the wall clock, in nanoseconds since the epoch
     */
    record Hashed(String hash, long size, long modifiedNanos, String fileKey, long hashedAtNanos) implements Serializable {
        /** Whether {@code now} is the file this hash was taken of, and old enough then to trust its stamp. */
        boolean holdsFor(BasicFileAttributes now) {
            return size == now.size() && modifiedNanos == nanos(now) && Objects.equals(fileKey, key(now))
                    && modifiedNanos < hashedAtNanos - RACY_NANOS;
        }
    }

    /**
     * Every regular file under {@code dir} by relative path with {@code /}: the hash {@code earlier}
     * gives for that path when its stamp is unchanged and trusted, else hashed now. Empty when there is no folder;
     * a folder that cannot be read gives an entry that matches no record.
     */
    static SortedMap<String, Hashed> of(Path dir, java.util.function.Function<String, Hashed> earlier) {
        SortedMap<String, Hashed> out = new TreeMap<>();
        if (!Files.isDirectory(dir)) {
            return out;
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.toList()) {
                BasicFileAttributes attributes = Files.readAttributes(p, BasicFileAttributes.class);
                if (!attributes.isRegularFile()) {
                    continue;
                }
                String relative = dir.relativize(p).toString().replace('\\', '/');
                Hashed known = earlier.apply(relative);
                out.put(relative, known != null && known.holdsFor(attributes) ? known : hash(p, attributes));
            }
        } catch (IOException | UncheckedIOException e) {
            out.put("\0unreadable", new Hashed("", 0, 0, null, 0));
        }
        return out;
    }

    /** The hash of bytes just written to {@code file}, with its stamp now. */
    static Hashed written(Path file, byte[] bytes) throws IOException {
        BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
        return new Hashed(Hashes.of(bytes), attributes.size(), nanos(attributes), key(attributes), wallNanos());
    }

    /** Just the hashes, which is what two runs compare. */
    static SortedMap<String, String> hashesOnly(Map<String, Hashed> stamped) {
        SortedMap<String, String> out = new TreeMap<>();
        stamped.forEach((path, h) -> out.put(path, h.hash()));
        return out;
    }

    private static Hashed hash(Path p, BasicFileAttributes before) throws IOException {
        long at = wallNanos();
        byte[] bytes = Files.readAllBytes(p);
        return new Hashed(Hashes.of(bytes), before.size(), nanos(before), key(before), at);
    }

    private static long nanos(BasicFileAttributes a) {
        return a.lastModifiedTime().to(java.util.concurrent.TimeUnit.NANOSECONDS);
    }

    private static String key(BasicFileAttributes a) {
        return a.fileKey() == null ? null : a.fileKey().toString();
    }

    private static long wallNanos() {
        java.time.Instant now = java.time.Instant.now();
        return now.getEpochSecond() * 1_000_000_000L + now.getNano();
    }
}
