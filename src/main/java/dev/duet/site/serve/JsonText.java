package dev.duet.site.serve;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.io.JsonStringEncoder;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;

/** The run protocol's one-line JSON events, written with Jackson's streaming core. */
final class JsonText {
    private static final JsonFactory FACTORY = JsonFactory.builder().build();

    private JsonText() {
    }

    /** What writes an object's fields. */
    interface Fields {
        void write(JsonGenerator g) throws IOException;
    }

    /** One JSON object on one line. */
    static String object(Fields fields) {
        StringWriter text = new StringWriter();
        try (JsonGenerator g = FACTORY.createGenerator(text)) {
            g.writeStartObject();
            fields.write(g);
            g.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException("writing JSON to a string", e);
        }
        return text.toString();
    }

    /** {@code s} as a JSON string literal (Jackson's escaping), or {@code null}. */
    static String quote(String s) {
        if (s == null) {
            return "null";
        }
        return "\"" + new String(JsonStringEncoder.getInstance().quoteAsString(s)) + "\"";
    }
}
