package dev.duet.site.content;

import java.util.Map;
import java.util.Optional;

/**
 * Translations of the shown sources' Javadoc, read from {@code content/javadoc/<lang>/**.yaml}.
 *
 * @param byLanguage language → declaration id → its translation
 */
public record JavadocTranslations(Map<String, Map<String, Entry>> byLanguage) {

    /**
     * One translated comment.
     *
     * @param id     the declaration id it translates, e.g. {@code dev.duet.workqueue.Typed#add(T)}
     * @param text   Javadoc comment content in the translation's language
     * @param path   the file it is in, for diagnostics
     * @param line   line of its key
     * @param column column of its key
     */
    public record Entry(String id, String text, String path, int line, int column) {
    }

    public JavadocTranslations {
        byLanguage = Map.copyOf(byLanguage);
    }

    public Optional<Entry> get(String lang, String id) {
        return Optional.ofNullable(byLanguage.getOrDefault(lang, Map.of()).get(id));
    }
}
