package dev.duet.site.content;

import dev.duet.site.diag.Diagnostics;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Reads {@code content/site.yaml}. */
final class ManifestLoader {
    private ManifestLoader() {}

    /** {@code browserRuns: true | false} (default false): compile the demos to run in the reader's browser. */
    private static boolean browserRuns(String path, YamlFields f, Diagnostics diags) {
        String value = f.optionalString("browserRuns").orElse("false").strip();
        if (!value.equals("true") && !value.equals("false")) {
            diags.error(path, f.lineOf("browserRuns"), 1, "browserRuns must be 'true' or 'false', not '" + value + "'");
        }
        return value.equals("true");
    }

    /** {@code javadocLanguage} (default {@code en}) and {@code javadocTranslations: warn | required}. */
    private static Manifest.JavadocSettings javadocSettings(String path, YamlFields f, Diagnostics diags) {
        String language = f.optionalString("javadocLanguage").orElse("en").strip();
        String mode = f.optionalString("javadocTranslations").orElse("warn").strip();
        if (!mode.equals("warn") && !mode.equals("required")) {
            diags.error(path, f.lineOf("javadocTranslations"), 1,
                    "javadocTranslations must be 'warn' or 'required', not '" + mode + "'");
        }
        return new Manifest.JavadocSettings(language, mode.equals("required"));
    }

    static Optional<Manifest> load(ContentFiles files, Diagnostics diags) {
        Path file = files.contentRoot().resolve("site.yaml");
        String path = files.display(file);
        if (!Files.isRegularFile(file)) {
            diags.error(path, 0, 0, "the manifest is missing: create content/site.yaml with the site's languages and page order");
            return Optional.empty();
        }
        return files.read(file, diags)
                .flatMap(text -> YamlReader.read(path, text, 1, diags))
                .flatMap(value -> YamlFields.of(path, value, "site.yaml",
                        List.of("title", "tagline", "languages", "defaultLanguage", "pages", "sources", "classpath",
                                "notRecorded", "version", "state", "javadocLanguage", "javadocTranslations",
                                "browserRuns"), diags))
                .flatMap(f -> {
                    List<String> languages = f.stringList("languages");
                    if (languages.isEmpty()) {
                        diags.error(path, f.lineOf("languages"), 1, "'languages' must list at least one language");
                    }
                    boolean badTag = false;
                    for (Manifest.Entry lang : f.locatedList("languages")) {
                        if (!LanguageTags.isWellFormed(lang.text())) {
                            diags.error(path, lang.line(), lang.column(), "'" + lang.text()
                                    + "' is not a BCP 47 language tag (like en, de, pt-BR, zh-Hant)");
                            badTag = true;
                        }
                    }
                    if (badTag) {
                        // Every text, page file and message set is keyed by the tags: checking them
                        // against a wrong one would only report this mistake again, hundreds of times.
                        return Optional.empty();
                    }
                    String defaultLanguage = f.optionalString("defaultLanguage")
                            .orElse(languages.isEmpty() ? "en" : languages.get(0));
                    if (!languages.isEmpty() && !languages.contains(defaultLanguage)) {
                        diags.error(path, f.lineOf("defaultLanguage"), 1,
                                "defaultLanguage '" + defaultLanguage + "' is not one of " + languages);
                    }
                    for (Manifest.Entry pattern : f.locatedList("notRecorded")) {
                        if (!dev.duet.site.demo.coverage.NotRecorded.isValid(pattern.text())) {
                            diags.error(path, pattern.line(), pattern.column(), "notRecorded entries are Class#method, "
                                    + "*#method or a class name (with * wildcards), not '" + pattern.text() + "'");
                        }
                    }
                    List<String> pages = f.stringList("pages");
                    Map<String, Integer> pageLines = new LinkedHashMap<>();
                    Map<String, Integer> pageColumns = new LinkedHashMap<>();
                    f.raw("pages").ifPresent(v -> {
                        if (v instanceof YamlValue.Sequence seq) {
                            for (YamlValue item : seq.items()) {
                                if (item instanceof YamlValue.Scalar s) {
                                    pageColumns.putIfAbsent(s.text(), s.column());
                                    if (pageLines.putIfAbsent(s.text(), s.line()) != null) {
                                        diags.error(path, s.line(), s.column(), "page '" + s.text() + "' is listed twice");
                                    }
                                }
                            }
                        }
                    });
                    if (pages.isEmpty()) {
                        diags.error(path, f.lineOf("pages"), 1, "'pages' must list the pages in reading order");
                    }
                    return Optional.of(new Manifest(path, f.perLanguage("title", languages),
                            f.has("tagline") ? f.perLanguage("tagline", languages) : Map.of(),
                            languages, defaultLanguage, pages, pageLines, pageColumns, f.stringList("sources"),
                            f.locatedList("sources"), f.locatedList("classpath"), f.stringList("notRecorded"),
                            f.sameOrPerLanguage("version", languages), f.lineOf("languages"),
                            StateViewLoader.load(path, f, diags), javadocSettings(path, f, diags),
                            browserRuns(path, f, diags), f.has("browserRuns") ? f.lineOf("browserRuns") : 0));
                });
    }
}
