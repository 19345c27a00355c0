package dev.duet.site.build;

import java.nio.file.Path;

/**
 * Where a build reads and writes. Immutable; one value flows through the whole build.
 *
 * @param projectRoot the folder diagnostics' paths are relative to
 * @param sourceRoot the Java sources the site shows and aligns with the excerpts
 */
public record BuildConfig(Path projectRoot, Path contentDir, Path templatesDir, Path sourceRoot, Path siteDir) {

    /** The standard layout: {@code content/}, {@code templates/}, {@code src/main/java}, {@code site/}. */
    public static BuildConfig standard(Path projectRoot) {
        Path root = projectRoot.toAbsolutePath().normalize();
        return new BuildConfig(root, root.resolve("content"), root.resolve("templates"),
                root.resolve("src/main/java"), root.resolve("site"));
    }

    /** {@code path} relative to the project root, with {@code /}, as diagnostics print it. */
    public String display(Path path) {
        Path abs = path.toAbsolutePath().normalize();
        return (abs.startsWith(projectRoot) ? projectRoot.relativize(abs) : abs).toString().replace('\\', '/');
    }
}
