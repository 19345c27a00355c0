package dev.duet.site.code;

/**
 * A line whose code comment is shown in another language: the line's last comment piece is
 * replaced by {@code text}, on the same line, so line numbers and alignment stay as they are.
 *
 * @param text     the comment piece in the page's language, markers included ({@code // ...})
 * @param original the piece as the source has it, which the reader can bring back
 * @param originalLang the language of the original (the sources' {@code javadocLanguage})
 */
public record TranslatedComment(String text, String original, String originalLang) {
}
