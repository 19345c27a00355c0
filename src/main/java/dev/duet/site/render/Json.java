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

    private static void string(String s, StringBuilder sb, boolean inHtml) {
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                case '<' -> sb.append(inHtml ? "\\u003c" : "<");
                case '>' -> sb.append(inHtml ? "\\u003e" : ">");
                case '&' -> sb.append(inHtml ? "\\u0026" : "&");
                case '\u2028' -> sb.append("\\u2028");
                case '\u2029' -> sb.append("\\u2029");
                default -> {
                    if (c < 0x20) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        sb.append('"');
    }
}
