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

    /** Replaces {@code siteDir} with exactly {@code files}. */
    public static void replace(Path siteDir, SortedMap<String, byte[]> files) throws IOException {
        Path dir = siteDir.toAbsolutePath().normalize();
        Path parent = dir.getParent();
        Files.createDirectories(parent);
        Path fresh = Files.createTempDirectory(parent, "." + dir.getFileName() + ".new-");
        try {
            write(fresh, files);
            Path old = null;
            if (Files.exists(dir)) {
                old = parent.resolve("." + dir.getFileName() + ".old-" + fresh.getFileName().toString().replaceAll(".*-", ""));
                Files.move(dir, old, StandardCopyOption.ATOMIC_MOVE);
            }
            Files.move(fresh, dir, StandardCopyOption.ATOMIC_MOVE);
            if (old != null) {
                deleteTree(old);
            }
        } catch (IOException | RuntimeException e) {
            deleteTree(fresh);
            throw e;
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

    /** What differs between {@code siteDir} and {@code files}: one line per file, sorted. */
    public static List<String> differences(Path siteDir, SortedMap<String, byte[]> files) throws IOException {
        SortedMap<String, byte[]> existing = read(siteDir);
        List<String> out = new ArrayList<>();
        for (var e : files.entrySet()) {
            byte[] old = existing.get(e.getKey());
            if (old == null) {
                out.add("missing: " + e.getKey());
            } else if (e.getKey().equals(dev.duet.site.browserrun.BrowserRunStage.BUNDLE_ASSET)
                    ? !dev.duet.site.browserrun.BrowserRunStage.sameBundle(old, e.getValue())
                    : !Arrays.equals(old, e.getValue())) {
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

    /**
     * Writes the files with the modes a static host expects (folders 0755, files 0644), whatever
     * the umask, and whatever mode the temporary folder was made with (0700): {@code site/} is
     * meant to be copied as it is, e.g. with {@code rsync -a}, and served.
     */
    private static void write(Path root, SortedMap<String, byte[]> files) throws IOException {
        boolean posix = root.getFileSystem().supportedFileAttributeViews().contains("posix");
        for (var e : files.entrySet()) {
            Path target = root.resolve(e.getKey()).normalize();
            if (!target.startsWith(root)) {
                throw new IOException("refusing to write outside the site folder: " + e.getKey());
            }
            Files.createDirectories(target.getParent());
            Files.write(target, e.getValue());
            if (posix) {
                Files.setPosixFilePermissions(target, FILE_MODE);
                for (Path d = target.getParent(); !d.equals(root); d = d.getParent()) {
                    Files.setPosixFilePermissions(d, FOLDER_MODE);
                }
            }
        }
        if (posix) {
            Files.setPosixFilePermissions(root, FOLDER_MODE);
        }
    }

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
