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
}
