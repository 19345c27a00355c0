package dev.duet.site.content;

import java.util.List;
import java.util.Map;

/**
 * {@code content/site.yaml}: the site's title, its languages and the explicit order of its pages.
 *
 * @param pageLines the line of each page slug in site.yaml, for diagnostics
 * @param pageColumns the column of each page slug in site.yaml
 * @param sources folders of the source root (e.g. {@code dev/duet/workqueue}) shown in the
 *     source browser; empty means all
 */
public record Manifest(
        String path,
        Map<String, String> title,
        Map<String, String> tagline,
        List<String> languages,
        String defaultLanguage,
        List<String> pages,
        Map<String, Integer> pageLines,
        Map<String, Integer> pageColumns,
        List<String> sources) {

    /** Whether the source browser shows {@code javaFile} (relative to the source root). */
    public boolean showsSource(String javaFile) {
        return sources.isEmpty() || sources.stream().anyMatch(s -> javaFile.startsWith(s.endsWith("/") ? s : s + "/"));
    }
}
