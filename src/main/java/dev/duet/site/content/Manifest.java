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
        List<String> sources,
        JavadocSettings javadoc) {

    /**
     * How the site treats translations of the shown sources' Javadoc ({@code content/javadoc/}).
     *
     * @param language the language the Javadoc in the Java files is written in (needs no translation)
     * @param required whether a documented public declaration without a translation is an error
     *                 ({@code javadocTranslations: required}) rather than a warning
     */
    public record JavadocSettings(String language, boolean required) {
    }

    /** The 7-argument form, for callers that leave the Javadoc settings at their defaults. */
    public Manifest(String path, Map<String, String> title, Map<String, String> tagline, List<String> languages,
                    String defaultLanguage, List<String> pages, Map<String, Integer> pageLines,
                    Map<String, Integer> pageColumns, List<String> sources) {
        this(path, title, tagline, languages, defaultLanguage, pages, pageLines, pageColumns, sources,
                new JavadocSettings("en", false));
    }

    /** Whether the source browser shows {@code javaFile} (relative to the source root). */
    public boolean showsSource(String javaFile) {
        return sources.isEmpty() || sources.stream().anyMatch(s -> javaFile.startsWith(s.endsWith("/") ? s : s + "/"));
    }
}
