package dev.duet.site.build;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * Writing a rendered site to disk and comparing it with what is there. A full write goes to a
 * temporary sibling folder first and is swapped in only when complete, so an interrupted or failed
 * build never leaves a half-written {@code site/}.
 */
public final class SiteOutput {
    private SiteOutput() {}

    /**
     * Replaces {@code siteDir} with exactly {@code files} (and the {@link OutputFolder#MARKER}).
     *
     * @param display how the folder is named in a refusal
     * @throws OutputFolder.Refused when {@code siteDir} holds what Duet did not write; it is left as it was
     */
    public static void replace(Path siteDir, String display, SortedMap<String, byte[]> files) throws IOException {
        try (Staging staging = Staging.open(siteDir, display)) {
            for (var e : files.entrySet()) {
                staging.write(e.getKey(), e.getValue());
            }
            staging.commit();
        }
    }

    /**
     * A site being written file by file into a temporary sibling of its folder, swapped in whole by
     * {@link #commit()}; closing it uncommitted deletes what was written, so the folder stays as it
     * was. Pages can be written as soon as they are rendered (from several threads at once) instead
     * of being held in memory until the end: the source browser of a large tree does that.
     */
    public static final class Staging implements AutoCloseable {
        private final Path dir;
        private final String display;
        private final Path fresh;
        private final java.util.Set<String> written = java.util.concurrent.ConcurrentHashMap.newKeySet();
        private final boolean posix;
        private final java.util.concurrent.atomic.AtomicLong bytes = new java.util.concurrent.atomic.AtomicLong();
        private final java.util.concurrent.atomic.AtomicInteger count = new java.util.concurrent.atomic.AtomicInteger();
        private boolean committed;

        private Staging(Path dir, String display, Path fresh) {
            this.dir = dir;
            this.display = display;
            this.fresh = fresh;
            this.posix = fresh.getFileSystem().supportedFileAttributeViews().contains("posix");
        }

        /**
         * Starts writing a new version of {@code siteDir} (its parent folders are created), after
         * checking that what is there may be replaced: a folder that cannot be an output of Duet's
         * is refused before any work is done, and {@link #commit()} checks again with the files.
         *
         * @param display how the folder is named in a refusal
         * @throws OutputFolder.Refused when {@code siteDir} is not Duet's to replace
         */
        public static Staging open(Path siteDir, String display) throws IOException {
            Path dir = siteDir.toAbsolutePath().normalize();
            java.util.Optional<String> refusal = OutputFolder.refusal(dir, null);
            if (refusal.isPresent()) {
                throw new OutputFolder.Refused(display, refusal.get());
            }
            Path parent = dir.getParent();
            Files.createDirectories(parent);
            Staging staging = new Staging(dir, display, Files.createTempDirectory(parent, "." + dir.getFileName() + ".new-"));
            try {
                staging.write(OutputFolder.MARKER, OutputFolder.MARKER_TEXT);
            } catch (IOException | RuntimeException e) {
                staging.close();
                throw e;
            }
            return staging;
        }

        /** Writes one file, by site-relative path; safe to call from several threads. */
        public void write(String relative, byte[] content) throws IOException {
            Path target = fresh.resolve(relative).normalize();
            if (!target.startsWith(fresh) || target.equals(fresh)) {
                throw new IOException("refusing to write outside the site folder: " + relative);
            }
            Files.createDirectories(target.getParent());
            Files.write(target, content);
            if (posix) {
                Files.setPosixFilePermissions(target, FILE_MODE);
            }
            written.add(fresh.relativize(target).toString().replace('\\', '/'));
            if (!relative.equals(OutputFolder.MARKER)) {
                bytes.addAndGet(content.length);
                count.incrementAndGet();
            }
        }

        /**
         * What identifies the site folder's current file at {@code relative}: the file system's
         * key of the file (device and inode), its size and its modification time, or null when
         * there is no such file or the file system has no file keys. A file that is rewritten,
         * replaced or edited has another identity; one that is moved in with its folder, as
         * {@link #commit} does, keeps it. So an identity recorded when a file was written says,
         * later, that the folder's file is still that very file, unchanged.
         */
        public String identity(String relative) {
            Path current = dir.resolve(relative).normalize();
            return current.startsWith(dir) && !current.equals(dir) ? identityOf(current) : null;
        }

        /** The {@link #identity} of a file this run wrote, as the site folder's file will have it once committed. */
        public String writtenIdentity(String relative) {
            Path target = fresh.resolve(relative).normalize();
            return target.startsWith(fresh) && !target.equals(fresh) ? identityOf(target) : null;
        }

        private static String identityOf(Path file) {
            try {
                var a = Files.readAttributes(file, java.nio.file.attribute.BasicFileAttributes.class,
                        java.nio.file.LinkOption.NOFOLLOW_LINKS);
                if (!a.isRegularFile() || a.fileKey() == null) {
                    return null;
                }
                return a.fileKey() + " " + a.size() + " " + a.lastModifiedTime().toInstant();
            } catch (IOException e) {
                return null;
            }
        }

        /**
         * Writes one file as the site folder's current file at the same path (whose {@link #identity}
         * says it is what is to be written): a hard link to it, so its bytes are neither read nor copied, or a
         * copy where the file system has no hard links. Safe to call from several threads.
         */
        public void reuse(String relative) throws IOException {
            Path current = dir.resolve(relative).normalize();
            Path target = fresh.resolve(relative).normalize();
            if (!target.startsWith(fresh) || target.equals(fresh) || !current.startsWith(dir)) {
                throw new IOException("refusing to write outside the site folder: " + relative);
            }
            Files.createDirectories(target.getParent());
            try {
                Files.createLink(target, current);
            } catch (UnsupportedOperationException | IOException e) {
                Files.copy(current, target, StandardCopyOption.REPLACE_EXISTING);
                if (posix) {
                    Files.setPosixFilePermissions(target, FILE_MODE);
                }
            }
            written.add(fresh.relativize(target).toString().replace('\\', '/'));
            bytes.addAndGet(Files.size(target));
            count.incrementAndGet();
        }

        /** Bytes written so far. */
        public long bytes() {
            return bytes.get();
        }

        /** Files written so far. */
        public int files() {
            return count.get();
        }

        /**
         * Swaps the written files in for the site folder, with folders 0755 and files 0644.
         *
         * @throws OutputFolder.Refused when the folder holds what Duet did not write (an unmarked
         *                              folder with a file this run does not write); it is left as it was
         */
        public void commit() throws IOException {
            java.util.Optional<String> refusal = OutputFolder.refusal(dir, java.util.Set.copyOf(written));
            if (refusal.isPresent()) {
                throw new OutputFolder.Refused(display, refusal.get());
            }
            if (posix) {
                try (Stream<Path> walk = Files.walk(fresh)) {
                    for (Path d : walk.filter(Files::isDirectory).toList()) {
                        Files.setPosixFilePermissions(d, FOLDER_MODE);
                    }
                }
            }
            Path parent = dir.getParent();
            Path old = null;
            if (Files.exists(dir)) {
                old = parent.resolve("." + dir.getFileName() + ".old-" + fresh.getFileName().toString().replaceAll(".*-", ""));
                Files.move(dir, old, StandardCopyOption.ATOMIC_MOVE);
            }
            Files.move(fresh, dir, StandardCopyOption.ATOMIC_MOVE);
            committed = true;
            if (old != null) {
                deleteTree(old);
            }
        }

        /** Deletes the written files unless they were committed. */
        @Override
        public void close() {
            if (!committed) {
                deleteTree(fresh);
            }
        }
    }

    /** Writes only the files whose bytes changed (a serve session's partial rebuild). */
    public static List<String> update(Path siteDir, SortedMap<String, byte[]> files) throws IOException {
        List<String> changed = new ArrayList<>();
        for (var e : files.entrySet()) {
            Path target = siteDir.resolve(e.getKey());
            if (!Files.isRegularFile(target) || !Arrays.equals(Files.readAllBytes(target), e.getValue())) {
                Files.createDirectories(target.getParent());
                Path tmp = target.resolveSibling("." + target.getFileName() + ".tmp");
                Files.write(tmp, e.getValue());
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
                changed.add(e.getKey());
            }
        }
        return changed;
    }

    /** What differs between {@code siteDir} and {@code files} (with the marker a build adds): one line per file, sorted. */
    public static List<String> differences(Path siteDir, SortedMap<String, byte[]> built) throws IOException {
        SortedMap<String, byte[]> existing = read(siteDir);
        SortedMap<String, byte[]> files = new TreeMap<>(built);
        files.put(OutputFolder.MARKER, OutputFolder.MARKER_TEXT);
        List<String> out = new ArrayList<>();
        for (var e : files.entrySet()) {
            byte[] old = existing.get(e.getKey());
            if (old == null) {
                out.add("missing: " + e.getKey());
            } else if (!Arrays.equals(old, e.getValue())) {
                out.add("differs: " + e.getKey());
            }
        }
        for (String name : existing.keySet()) {
            if (!files.containsKey(name)) {
                out.add("extra:   " + name);
            }
        }
        out.sort(null);
        return out;
    }

    /** Every file under {@code dir}, by site-relative path. */
    public static SortedMap<String, byte[]> read(Path dir) throws IOException {
        SortedMap<String, byte[]> out = new TreeMap<>();
        if (!Files.isDirectory(dir)) {
            return out;
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.filter(Files::isRegularFile).toList()) {
                out.put(dir.relativize(p).toString().replace('\\', '/'), Files.readAllBytes(p));
            }
        }
        return out;
    }

    /*
     * The modes a static host expects (folders 0755, files 0644), whatever the umask, and whatever
     * mode the temporary folder was made with (0700): site/ is meant to be copied as it is, e.g.
     * with rsync -a, and served.
     */
    private static final java.util.Set<java.nio.file.attribute.PosixFilePermission> FILE_MODE =
            java.nio.file.attribute.PosixFilePermissions.fromString("rw-r--r--");
    private static final java.util.Set<java.nio.file.attribute.PosixFilePermission> FOLDER_MODE =
            java.nio.file.attribute.PosixFilePermissions.fromString("rwxr-xr-x");

    static void deleteTree(Path dir) {
        if (!Files.exists(dir)) {
            return;
        }
        try {
            Files.walkFileTree(dir, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                    Files.delete(file);
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult postVisitDirectory(Path d, IOException exc) throws IOException {
                    Files.delete(d);
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
