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
}
