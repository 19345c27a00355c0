package dev.duet.site.serve;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class JsonTest {
    @Test
    void quotesAndEscapesForJsonInsideHtml() {
        assertEquals("null", Json.quote(null));
        assertEquals("\"队列 \\\"a\\\" \\\\ \\n\\t\\u0001 \\u003c/script> \\u2028\"",
                Json.quote("队列 \"a\" \\ \n\t\u0001 </script> \u2028"));
    }
}
