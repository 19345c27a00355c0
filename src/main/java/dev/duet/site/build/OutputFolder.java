package dev.duet.site.build;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Optional;
import java.util.Set;

/**
 * What Duet may replace. An output folder ({@code site/}, {@code duet browse --out DIR}) is
 * replaced whole, so a folder is only ever replaced when Duet wrote it: it carries the
 * {@link #MARKER} file that every output gets. A folder without it is replaced only when it is
 * empty or holds nothing but files this very run writes (the output of a Duet from before the
 * marker); anything else, a home folder given by mistake, is refused and left untouched.
 */
public final class OutputFolder {
    /** The file every output folder Duet writes carries, at its top. */
    public static final String MARKER = ".duet-output";

    /** The marker's text: fixed, so that two builds of the same input give the same bytes. */
    static final byte[] MARKER_TEXT = ("Written by Duet. `duet build` and `duet browse` replace a folder holding this\n"
            + "file whole, deleting whatever else was put in it; they refuse any other folder.\n")
            .getBytes(StandardCharsets.UTF_8);

    private OutputFolder() {
    }

    /** An output folder Duet refuses to replace; the message names the folder and what to do. */
    public static final class Refused extends IOException {
        private final String folder;
        private final String reason;

        public Refused(String folder, String reason) {
            super(folder + ": " + reason);
            this.folder = folder;
            this.reason = reason;
        }

        /** The folder, as the user named it. */
        public String folder() {
            return folder;
        }

        /** Why it is refused and what to do, without the folder's name. */
        public String reason() {
            return reason;
        }
    }

    /**
     * Why {@code dir} must not be replaced, if it must not (what to do included, not the folder's name).
     *
     * @param written the files (relative paths with {@code /}) this run writes, or null when they are
     *                not known yet: then only what no run could accept is refused (a check before the
     *                work starts), and the final check comes with the files
     */
    public static Optional<String> refusal(Path dir, Set<String> written) throws IOException {
        if (!Files.exists(dir, LinkOption.NOFOLLOW_LINKS)) {
            return Optional.empty();
        }
        if (!Files.isDirectory(dir)) {
            return Optional.of("not a folder; Duet writes its output into a folder of its own, so choose another path");
        }
        if (Files.isRegularFile(dir.resolve(MARKER), LinkOption.NOFOLLOW_LINKS)) {
            return Optional.empty();
        }
        Optional<String> stranger = firstStranger(dir, written);
        if (stranger.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of("this folder is not empty and was not written by Duet (it has no " + MARKER + " file, and holds "
                + stranger.get() + "); Duet replaces its output folder whole, so it leaves this one alone: "
                + "choose a new or empty folder, or move those files away");
    }

    /**
     * The first entry of an unmarked folder that keeps it from being replaced: with {@code written}
     * known, any file this run does not write (a link or special file included); before that, only
     * a folder without an {@code index.html} at its top, which no output of Duet's ever was.
     */
    private static Optional<String> firstStranger(Path dir, Set<String> written) throws IOException {
        java.util.TreeSet<String> strangers = new java.util.TreeSet<>();
        boolean[] any = {false};
        Files.walkFileTree(dir, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                any[0] = true;
                String relative = dir.relativize(file).toString().replace('\\', '/');
                if (written != null && (!attrs.isRegularFile() || !written.contains(relative))) {
                    strangers.add(relative);
                }
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFileFailed(Path file, IOException e) {
                any[0] = true;
                strangers.add(dir.relativize(file).toString().replace('\\', '/'));
                return FileVisitResult.CONTINUE;
            }
        });
        if (!any[0]) {
            return Optional.empty();
        }
        if (written == null) {
            return Files.isRegularFile(dir.resolve("index.html"), LinkOption.NOFOLLOW_LINKS)
                    ? Optional.empty() : Optional.of(topEntry(dir));
        }
        if (strangers.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(strangers.size() == 1 ? strangers.first()
                : strangers.first() + " and " + (strangers.size() - 1) + " more");
    }

    /** A name to quote from a folder that cannot be an output, so the user sees which folder it is. */
    private static String topEntry(Path dir) throws IOException {
        try (var list = Files.list(dir)) {
            var names = list.map(p -> p.getFileName().toString()).sorted().toList();
            return names.isEmpty() ? "only empty folders" : names.size() == 1 ? names.get(0)
                    : names.get(0) + " and " + (names.size() - 1) + " more";
        }
    }
}
