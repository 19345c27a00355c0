package dev.duet.site.content;

import java.util.List;
import java.util.Map;

/**
 * {@code content/site.yaml}: the site's title, its languages and the explicit order of its pages.
 *
 * @param pageLines the line of each page slug in site.yaml, for diagnostics
 * @param pageColumns the column of each page slug in site.yaml
 * @param sources folders of the source root (e.g. {@code org/example/lru}) that the site
 *     analyses, shows, compiles and runs demos against; empty means all
 * @param sourceEntries the same folders with their positions in site.yaml
 * @param classpath jars or class folders (relative to the project root) the sources and demos need
 * @param notRecorded methods and classes left out of the executed lines: {@code Class#method},
 *     {@code *#method} or a class name, each with {@code *} wildcards (see PortCoverage)
 * @param stateView how the demo player draws the state ({@code state:}): each of boxes, beside
 *     and flags, in site.yaml's order, as a list of field/label maps; empty for the generic view
 * @param languagesLine the line of {@code languages:} in site.yaml
 * @param version the version label of the status bar, per language; empty when not given
 * @param javadoc how translations of the shown sources' Javadoc are checked
 * @param browserRuns whether the demos are also compiled to run in the reader's browser ({@code browserRuns: true})
 * @param browserRunsLine the line of {@code browserRuns:} in site.yaml, or 0
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
        List<Entry> sourceEntries,
        List<Entry> classpath,
        List<String> notRecorded,
        Map<String, String> version,
        int languagesLine,
        Map<String, List<Map<String, String>>> stateView,
        JavadocSettings javadoc,
        boolean browserRuns,
        int browserRunsLine) {

    /** One item of a list in site.yaml, with where it is written. */
    public record Entry(String text, int line, int column) {}

    /**
     * How the site treats translations of the shown sources' Javadoc ({@code content/javadoc/}).
     *
     * @param language the language the Javadoc in the Java files is written in (needs no translation)
     * @param required whether a documented public declaration without a translation is an error
     *                 ({@code javadocTranslations: required}) rather than a warning
     */
    public record JavadocSettings(String language, boolean required) {
    }


    /** Whether the source browser shows {@code javaFile} (relative to the source root). */
    public boolean showsSource(String javaFile) {
        return sources.isEmpty() || sources.stream().anyMatch(s -> javaFile.startsWith(s.endsWith("/") ? s : s + "/"));
    }
}
