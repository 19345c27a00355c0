package dev.duet.site.content;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Translations of the shown sources' Javadoc and code comments, read from
 * {@code content/javadoc/<lang>/**.yaml}.
 *
 * @param byLanguage language → declaration id → its translation
 * @param comments   language → the translated code comments ({@code //} and non-Javadoc
 *                   {@code /* *}{@code /} comments), in file order
 */
public record JavadocTranslations(Map<String, Map<String, Entry>> byLanguage, Map<String, List<Comment>> comments) {

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

    /**
     * One translated code comment inside a declaration.
     *
     * @param id       the declaration whose body holds the comment
     * @param original the English comment's text (without its {@code //} or {@code /*} markers, lines joined),
     *                 which must still be in the declaration: it is how a translation of a since-changed
     *                 comment is found
     * @param lines    the translation, line by line: line {@code i} replaces the comment's line {@code i}
     * @param path     the file it is in, for diagnostics
     * @param line     line of its {@code original:} value
     * @param column   column of that value
     * @param textLine line of its {@code text:} value
     */
    public record Comment(String id, String original, List<String> lines, String path, int line, int column,
                          int textLine) {
        public Comment {
            lines = List.copyOf(lines);
        }
    }

    public JavadocTranslations {
        byLanguage = Map.copyOf(byLanguage);
        comments = Map.copyOf(comments);
    }

    public List<Comment> comments(String lang) {
        return comments.getOrDefault(lang, List.of());
    }

    public Optional<Entry> get(String lang, String id) {
        return Optional.ofNullable(byLanguage.getOrDefault(lang, Map.of()).get(id));
    }
}
