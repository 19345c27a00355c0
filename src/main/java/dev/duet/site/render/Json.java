package dev.duet.site.render;

import java.util.Collection;
import java.util.Map;

/**
 * A minimal JSON writer for the data the pages embed. Maps keep their iteration order, so callers
 * pass sorted maps when the output must be deterministic. Escapes {@code <} and {@code >} so the
 * result is safe inside a {@code <script>} element.
 */
public final class Json {
    private Json() {}

    public static String write(Object value) {
        StringBuilder sb = new StringBuilder();
        write(value, sb, true);
        return sb.toString();
    }

    /**
     * For a classic script file of its own (data scripts): {@code <}, {@code >} and {@code &} are
     * written as themselves, since no HTML parser reads the file. Code rows are mostly markup, so
     * escaping them cost about a fifth of the bytes.
     */
    public static String script(Object value) {
        StringBuilder sb = new StringBuilder();
        write(value, sb, false);
        return sb.toString();
    }

    private static void write(Object v, StringBuilder sb, boolean inHtml) {
        if (v == null) {
            sb.append("null");
        } else if (v instanceof String s) {
            string(s, sb, inHtml);
        } else if (v instanceof Boolean || v instanceof Integer || v instanceof Long) {
            sb.append(v);
        } else if (v instanceof Number n) {
            sb.append(n.toString());
        } else if (v instanceof Map<?, ?> m) {
            sb.append('{');
            boolean first = true;
            for (var e : m.entrySet()) {
                if (!first) {
                    sb.append(',');
                }
                first = false;
                string(String.valueOf(e.getKey()), sb, inHtml);
                sb.append(':');
                write(e.getValue(), sb, inHtml);
            }
            sb.append('}');
        } else if (v instanceof Collection<?> c) {
            sb.append('[');
            boolean first = true;
            for (Object o : c) {
                if (!first) {
                    sb.append(',');
                }
                first = false;
                write(o, sb, inHtml);
            }
            sb.append(']');
        } else {
            string(v.toString(), sb, inHtml);
        }
    }

    /**
     * Appends {@code s} quoted. Runs of characters that need no escape are copied whole: the
     * source browser writes every line of every file through here, and copying character by
     * character was its biggest cost after the solver.
     */
    private static void string(String s, StringBuilder sb, boolean inHtml) {
        sb.append('"');
        // scanned as an array: String.charAt checks its index on every call, which the fast
        // compiler (the launcher's choice) keeps in the loop
        char[] chars = s.toCharArray();
        int run = 0;
        for (int i = 0; i < chars.length; i++) {
            char c = chars[i];
            if (c >= 0x20 && c != '"' && c != '\\' && c != '<' && c != '>' && c != '&' && c < 0x2028) {
                continue;
            }
            String escape = escape(c, inHtml);
            if (escape != null) {
                sb.append(chars, run, i - run).append(escape);
                run = i + 1;
            }
        }
        sb.append(chars, run, chars.length - run).append('"');
    }

    /** How {@code c} is written inside a string, or null when it is written as it is. */
    private static String escape(char c, boolean inHtml) {
        if (c >= 0x20 && c != '"' && c != '\\' && c != '<' && c != '>' && c != '&' && c != '\u2028' && c != '\u2029') {
            return null;
        }
        return switch (c) {
            case '"' -> "\\\"";
            case '\\' -> "\\\\";
            case '\n' -> "\\n";
            case '\r' -> "\\r";
            case '\t' -> "\\t";
            case '<' -> inHtml ? "\\u003c" : null;
            case '>' -> inHtml ? "\\u003e" : null;
            case '&' -> inHtml ? "\\u0026" : null;
            case '\u2028' -> "\\u2028";
            case '\u2029' -> "\\u2029";
            default -> "\\u00" + HEX.charAt(c >> 4) + HEX.charAt(c & 0xf);
        };
    }

    private static final String HEX = "0123456789abcdef";
}
