package dev.duet.site.api;

import java.nio.file.Path;
import java.util.function.Predicate;

/**
 * One folder of {@code .java} files for the source browser.
 *
 * @param folder  the folder
 * @param display how diagnostics name it (the path the user or the build gave)
 * @param include which files of it to show, by path relative to the folder with {@code /}
 *                (a build's includes and excludes)
 */
public record SourceRoot(Path folder, String display, Predicate<String> include) {
    public static SourceRoot all(Path folder, String display) {
        return new SourceRoot(folder, display, path -> true);
    }
}
