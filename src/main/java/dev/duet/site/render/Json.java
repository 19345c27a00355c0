package dev.duet.site.render;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.CharacterEscapes;
import com.fasterxml.jackson.core.io.SerializedString;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.Collection;
import java.util.Map;

/**
 * JSON for the data the pages embed and the data scripts, written with Jackson's streaming
 * generator. Maps keep their iteration order, so callers pass sorted maps when the output must be
 * deterministic. The escapes are fixed here, not left to Jackson's defaults, so the published
 * bytes do not change with its version: control characters as {@code \n}, {@code \r},
 * {@code \t} or a six-character escape with lower-case hex digits, and U+2028 and U+2029, which
 * end a line in older JavaScript parsers.
 */
public final class Json {
    private Json() {}

    private static final JsonFactory FACTORY = new JsonFactory();

    /** For a page: {@code <}, {@code >} and {@code &} are escaped too, so a {@code <script>} element cannot end. */
    public static String write(Object value) {
        return write(value, IN_HTML);
    }

    /**
     * For a classic script file of its own (data scripts): {@code <}, {@code >} and {@code &} are
     * written as themselves, since no HTML parser reads the file. Code rows are mostly markup, so
     * escaping them cost about a fifth of the bytes.
     */
    public static String script(Object value) {
        return write(value, IN_SCRIPT);
    }

    private static String write(Object value, Escapes escapes) {
        StringWriter out = new StringWriter();
        try (JsonGenerator json = FACTORY.createGenerator(out)) {
            json.setCharacterEscapes(escapes);
            write(value, json);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a string writer does not fail
        }
        return out.toString();
    }

    private static void write(Object v, JsonGenerator json) throws IOException {
        if (v == null) {
            json.writeNull();
        } else if (v instanceof String s) {
            json.writeString(s);
        } else if (v instanceof Boolean b) {
            json.writeBoolean(b);
        } else if (v instanceof Integer i) {
            json.writeNumber(i);
        } else if (v instanceof Long l) {
            json.writeNumber(l);
        } else if (v instanceof Number n) {
            json.writeNumber(n.toString());
        } else if (v instanceof Map<?, ?> m) {
            json.writeStartObject();
            for (var e : m.entrySet()) {
                json.writeFieldName(String.valueOf(e.getKey()));
                write(e.getValue(), json);
            }
            json.writeEndObject();
        } else if (v instanceof Collection<?> c) {
            json.writeStartArray();
            for (Object o : c) {
                write(o, json);
            }
            json.writeEndArray();
        } else {
            json.writeString(v.toString());
        }
    }

    private static final Escapes IN_HTML = new Escapes(true);
    private static final Escapes IN_SCRIPT = new Escapes(false);

    /** Every escape spelled out (ESCAPE_CUSTOM), so none of Jackson's own forms is used. */
    private static final class Escapes extends CharacterEscapes {
        private final int[] ascii = new int[128];
        private final SerializableString[] sequences = new SerializableString[128];

        Escapes(boolean inHtml) {
            for (char c = 0; c < 0x20; c++) {
                custom(c, switch (c) {
                    case '\n' -> "\\n";
                    case '\r' -> "\\r";
                    case '\t' -> "\\t";
                    default -> String.format("\\u%04x", (int) c);
                });
            }
            custom('"', "\\\"");
            custom('\\', "\\\\");
            if (inHtml) {
                custom('<', "\\u003c");
                custom('>', "\\u003e");
                custom('&', "\\u0026");
            }
        }

        private void custom(char c, String sequence) {
            ascii[c] = ESCAPE_CUSTOM;
            sequences[c] = new SerializedString(sequence);
        }

        @Override
        public int[] getEscapeCodesForAscii() {
            return ascii;
        }

        private static final SerializableString LINE_SEPARATOR = new SerializedString("\\u2028");
        private static final SerializableString PARAGRAPH_SEPARATOR = new SerializedString("\\u2029");

        @Override
        public SerializableString getEscapeSequence(int c) {
            if (c < 128) {
                return sequences[c];
            }
            return c == '\u2028' ? LINE_SEPARATOR : c == '\u2029' ? PARAGRAPH_SEPARATOR : null;
        }
    }
}
