package dev.duet.site.browserrun;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Map;
import org.junit.jupiter.api.Test;

class MiniJsonTest {
    @Test
    void readsTheEventsNodeRunPrints() {
        Map<String, Object> event = MiniJson.object("{\"kind\":\"out\",\"step\":2,\"text\":\"a\\n\\u00e9\\\"b\\\"\"}");
        assertEquals(Map.of("kind", "out", "step", 2.0, "text", "a\né\"b\""), event);
    }

    @Test
    void otherLinesAreNotEvents() {
        assertNull(MiniJson.object("Hello from the demo"));
        assertNull(MiniJson.object("{not json}"));
    }
}
