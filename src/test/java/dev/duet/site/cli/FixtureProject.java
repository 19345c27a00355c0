package dev.duet.site.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.stream.Stream;

/**
 * A small Duet project in a temporary folder: the fixture under
 * {@code src/test/resources/fixtures/project} (Java inputs stored as {@code *.java.txt} so Maven
 * does not compile them), plus this repository's real templates. (Not the flagship's message
 * files: their keys label the flagship's queue state, which the fixture has not got.)
 */
final class FixtureProject {
    final Path root;

    FixtureProject(Path dir) throws IOException {
        this.root = dir;
        copy(Path.of("src/test/resources/fixtures/project"), dir);
        copy(Path.of("templates"), dir.resolve("templates"));
        try (Stream<Path> walk = Files.walk(dir.resolve("src"))) {
            for (Path p : walk.filter(p -> p.toString().endsWith(".java.txt")).toList()) {
                String name = p.getFileName().toString();
                Files.move(p, p.resolveSibling(name.substring(0, name.length() - ".txt".length())));
            }
        }
    }

    /** The outcome of one command: exit code and what it printed. */
    record Run(int exit, String out, String err) {}

    Run duet(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        String[] full = new String[args.length + 2];
        System.arraycopy(args, 0, full, 0, args.length);
        full[args.length] = "--root";
        full[args.length + 1] = root.toString();
        int exit = Main.run(full, new PrintWriter(out, true), new PrintWriter(err, true));
        return new Run(exit, out.toString(), err.toString());
    }

    Path path(String relative) {
        return root.resolve(relative);
    }

    String read(String relative) throws IOException {
        return Files.readString(path(relative), StandardCharsets.UTF_8);
    }

    void write(String relative, String text) throws IOException {
        Files.createDirectories(path(relative).getParent());
        Files.writeString(path(relative), text, StandardCharsets.UTF_8);
    }

    void replace(String relative, String from, String to) throws IOException {
        String text = read(relative);
        if (!text.contains(from)) {
            throw new IllegalArgumentException(relative + " does not contain " + from);
        }
        write(relative, text.replace(from, to));
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path p : walk.sorted().toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
    }
}
