package dev.duet.site.code;

import java.util.Objects;

/**
 * A piece of one source line with its token kind and, where known, what it refers to.
 *
 * @param text     the characters of the piece, never containing a line break
 * @param kind     a short CSS-friendly token kind such as {@code kw}, {@code field} or {@code str}
 * @param target   id of the project declaration this token refers to, or null
 * @param external absolute URL of the JDK documentation this token refers to, or null
 * @param declares id of the declaration whose name this token is, or null
 */
public record Span(String text, String kind, String target, String external, String declares) implements java.io.Serializable {

    public Span {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(kind, "kind");
    }

    /** A span that refers to nothing. */
    public static Span of(String text, String kind) {
        return new Span(text, kind, null, null, null);
    }
}
