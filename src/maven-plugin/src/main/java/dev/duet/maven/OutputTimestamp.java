package dev.duet.maven;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.Optional;

/**
 * {@code project.build.outputTimestamp}, Maven's setting for reproducible builds: Duet's output is
 * the same bytes for the same sources already; this gives its files the same times too.
 */
final class OutputTimestamp {
    private OutputTimestamp() {
    }

    /**
     * The instant the setting names: ISO 8601 with an offset, or seconds since the epoch, as Maven's
     * archiver reads it; empty when unset or a single character (Maven's way of turning it off).
     */
    static Optional<Instant> parse(String value) throws IllegalArgumentException {
        if (value == null || value.length() < 2) {
            return Optional.empty();
        }
        if (value.chars().allMatch(Character::isDigit)) {
            return Optional.of(Instant.ofEpochSecond(Long.parseLong(value)));
        }
        try {
            return Optional.of(OffsetDateTime.parse(value).toInstant());
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("project.build.outputTimestamp '" + value
                    + "' is neither an ISO 8601 date and time with an offset (2026-01-01T00:00:00Z) nor seconds since 1970");
        }
    }

    /** Sets every file and folder under {@code root} (itself included) to {@code time}. */
    static void apply(Path root, Instant time) throws IOException {
        FileTime stamp = FileTime.from(time);
        Files.walkFileTree(root, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                Files.setLastModifiedTime(file, stamp);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path dir, IOException exc) throws IOException {
                if (exc != null) {
                    throw exc;
                }
                Files.setLastModifiedTime(dir, stamp);
                return FileVisitResult.CONTINUE;
            }
        });
    }
}
