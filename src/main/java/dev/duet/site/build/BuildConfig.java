package dev.duet.site.build;

import java.nio.file.Path;
import java.util.List;

/**
 * Where a build reads and writes. Immutable; one value flows through the whole build.
 *
 * @param projectRoot the folder diagnostics' paths are relative to
 * @param sourceRoot the Java sources the site shows and aligns with the excerpts
 * @param buildClasspath jars and class folders a build tool resolved for the sources (Maven's compile
 *                       class path, from the pom's dependencies), after the manifest's {@code classpath:}
 */
public record BuildConfig(Path projectRoot, Path contentDir, Path templatesDir, Path sourceRoot, Path siteDir,
                          List<Path> buildClasspath) {
    public BuildConfig {
        buildClasspath = List.copyOf(buildClasspath);
    }

    public BuildConfig(Path projectRoot, Path contentDir, Path templatesDir, Path sourceRoot, Path siteDir) {
        this(projectRoot, contentDir, templatesDir, sourceRoot, siteDir, List.of());
    }

    /** The same, with the class path a build tool resolved. */
    public BuildConfig withBuildClasspath(List<Path> classpath) {
        return new BuildConfig(projectRoot, contentDir, templatesDir, sourceRoot, siteDir, classpath);
    }

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
