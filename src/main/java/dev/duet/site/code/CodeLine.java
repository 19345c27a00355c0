package dev.duet.site.code;

import java.util.List;

/**
 * One line of highlighted code.
 *
 * @param number the line number shown in the gutter
 * @param spans  the pieces of the line; their texts concatenated give the line's text
 */
public record CodeLine(int number, List<Span> spans) implements java.io.Serializable {

    public CodeLine {
        spans = List.copyOf(spans);
    }

    /** The line's text, the concatenation of its spans. */
    public String text() {
        StringBuilder sb = new StringBuilder();
        for (Span s : spans) {
            sb.append(s.text());
        }
        return sb.toString();
    }
}
