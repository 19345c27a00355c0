package dev.duet.site.render;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JsonTest {
    @Test
    void insideAPageMarkupIsEscapedSoTheScriptElementCannotEnd() {
        assertEquals("{\"r\":[\"\\u003c/script\\u003e \\u0026 \\\"q\\\"\"]}",
                Json.write(Map.of("r", List.of("</script> & \"q\""))));
    }

    @Test
    void aScriptFileOfItsOwnKeepsMarkupAsItIs() {
        assertEquals("{\"r\":[\"<span class=\\\"t-kw\\\">a &amp; b</span>\\n\\u2028\"]}",
                Json.script(Map.of("r", List.of("<span class=\"t-kw\">a &amp; b</span>\n\u2028"))));
    }

    @Test
    void controlCharactersKeepTheirPublishedSpelling() {
        // Jackson's own defaults would write \b, \f and upper-case hex: the data scripts' bytes would change.
        assertEquals("[\"\\u0008\\u000c\\u001f\\t\\r\\n\\\\\",1,2.5,true,null,\"\\u2029\"]",
                Json.script(java.util.Arrays.asList("\b\f\u001f\t\r\n\\", 1, 2.5, true, null, "\u2029")));
    }

    @Test
    void mapsKeepTheirOrderAndOtherValuesAreWrittenAsText() {
        var ordered = new java.util.LinkedHashMap<String, Object>();
        ordered.put("z", 1L);
        ordered.put("a", new StringBuilder("x<y"));
        assertEquals("{\"z\":1,\"a\":\"x\\u003cy\"}", Json.write(ordered));
    }

    @Test
    void writesTheBytesJacksonsGeneratorWroteWithTheSameEscapes() throws java.io.IOException {
        // The data scripts were written with Jackson's generator: the same bytes keep published
        // sites (and their hashes) as they were. Every ASCII character, the two line separators,
        // other non-ASCII ones and lone surrogates, in strings, keys, lists and numbers.
        java.util.Random random = new java.util.Random(29);
        char[] alphabet = new char[128 + 7];
        for (char c = 0; c < 128; c++) {
            alphabet[c] = c;
        }
        String more = "\u0080\u00e9\u2028\u2029\ud83d\ude00\uffff";
        more.getChars(0, more.length(), alphabet, 128);
        for (int round = 0; round < 500; round++) {
            StringBuilder text = new StringBuilder();
            for (int i = random.nextInt(40); i > 0; i--) {
                text.append(alphabet[random.nextInt(alphabet.length)]);
            }
            var value = new java.util.LinkedHashMap<String, Object>();
            value.put(text.toString(), List.of(text.toString(), round, (long) round << 40, round % 2 == 0, 1.5));
            value.put("n", null);
            for (boolean inHtml : new boolean[] {true, false}) {
                assertEquals(jackson(value, inHtml), inHtml ? Json.write(value) : Json.script(value), text.toString());
            }
        }
    }

    private static String jackson(Object value, boolean inHtml) throws java.io.IOException {
        java.io.StringWriter out = new java.io.StringWriter();
        try (var json = new com.fasterxml.jackson.core.JsonFactory().createGenerator(out)) {
            json.setCharacterEscapes(new com.fasterxml.jackson.core.io.CharacterEscapes() {
                @Override
                public int[] getEscapeCodesForAscii() {
                    int[] codes = new int[128];
                    for (int c = 0; c < 0x20; c++) {
                        codes[c] = ESCAPE_CUSTOM;
                    }
                    codes['"'] = ESCAPE_CUSTOM;
                    codes['\\'] = ESCAPE_CUSTOM;
                    if (inHtml) {
                        codes['<'] = codes['>'] = codes['&'] = ESCAPE_CUSTOM;
                    }
                    return codes;
                }

                @Override
                public com.fasterxml.jackson.core.SerializableString getEscapeSequence(int c) {
                    String s = switch (c) {
                        case '\n' -> "\\n";
                        case '\r' -> "\\r";
                        case '\t' -> "\\t";
                        case '"' -> "\\\"";
                        case '\\' -> "\\\\";
                        case '\u2028', '\u2029', '<', '>', '&' -> String.format("\\u%04x", c);
                        default -> c < 0x20 ? String.format("\\u%04x", c) : null;
                    };
                    return s == null ? null : new com.fasterxml.jackson.core.io.SerializedString(s);
                }
            });
            writeJackson(value, json);
        }
        return out.toString();
    }

    private static void writeJackson(Object v, com.fasterxml.jackson.core.JsonGenerator json) throws java.io.IOException {
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
                writeJackson(e.getValue(), json);
            }
            json.writeEndObject();
        } else {
            json.writeStartArray();
            for (Object o : (java.util.Collection<?>) v) {
                writeJackson(o, json);
            }
            json.writeEndArray();
        }
    }
}
