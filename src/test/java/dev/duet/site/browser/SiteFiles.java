package dev.duet.site.browser;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** Where the committed site lives and which pages it has. */
final class SiteFiles {
    private SiteFiles() {}

    static Path root() {
        return Path.of("site").toAbsolutePath().normalize();
    }

    static List<Path> htmlPages() {
        try (Stream<Path> files = Files.walk(root())) {
            return files.filter(p -> p.toString().endsWith(".html")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
