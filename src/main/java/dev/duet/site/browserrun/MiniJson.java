package dev.duet.site.browserrun;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Reads the one-line JSON objects node-run.js prints, with Jackson's streaming parser: string and
 * number values only, which is all it writes (numbers come back as doubles).
 */
final class MiniJson {
    private static final JsonFactory FACTORY = new JsonFactory();

    private MiniJson() {
    }

    /** The object on {@code line}, or null when the line is not one (other output of the run). */
    static Map<String, Object> object(String line) {
        String s = line.strip();
        if (!s.startsWith("{") || !s.endsWith("}")) {
            return null;
        }
        try (JsonParser json = FACTORY.createParser(s)) {
            json.nextToken();
            Map<String, Object> out = new LinkedHashMap<>();
            while (json.nextToken() == JsonToken.FIELD_NAME) {
                String key = json.currentName();
                JsonToken value = json.nextToken();
                if (value == JsonToken.VALUE_STRING) {
                    out.put(key, json.getText());
                } else if (value == JsonToken.VALUE_NUMBER_INT || value == JsonToken.VALUE_NUMBER_FLOAT) {
                    out.put(key, json.getDoubleValue());
                } else {
                    json.skipChildren();
                    out.put(key, null);
                }
            }
            return out;
        } catch (IOException notJson) {
            return null;
        }
    }
}
