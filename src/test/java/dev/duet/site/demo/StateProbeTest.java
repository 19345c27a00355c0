package dev.duet.site.demo;

import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

class StateProbeTest {
    enum Phase { RUNNING }

    record Inner(Set<String> tags, Optional<Integer> retries) {
    }

    record Outer(List<String> queue, Inner inner, Map<String, Integer> counts, Instant at, Phase phase, String note) {
    }

    static final class WithSnapshot {
        public Outer snapshot() {
            Map<String, Integer> counts = new LinkedHashMap<>();
            counts.put("z", 1);
            counts.put("a", 2);
            return new Outer(List.of("b", "a"), new Inner(Set.of("y", "x"), Optional.empty()), counts,
                    Instant.parse("2024-12-11T00:00:00Z"), Phase.RUNNING, "say \"hi\"</script>\n");
        }

        @Override
        public String toString() {
            return "not used";
        }
    }

    @Test
    void snapshotBecomesJsonWithStableOrderAndEscapes() {
        StateProbe.capture("w", new WithSnapshot());
        StateProbe.capture("n", 3);
        String[] state = StateProbe.take();
        assertEquals("{\"w\":{\"queue\":[\"b\",\"a\"],\"inner\":{\"tags\":[\"x\",\"y\"],\"retries\":null},"
                + "\"counts\":{\"z\":1,\"a\":2},\"at\":\"2024-12-11T00:00:00Z\",\"phase\":\"RUNNING\","
                + "\"note\":\"say \\\"hi\\\"\\u003c/script>\\n\"},\"n\":3}", state[0]);
        assertEquals("w = Outer[queue=[b, a], inner=Inner[tags=" + Set.of("y", "x") + ", retries=Optional.empty],"
                + " counts={z=1, a=2}, at=2024-12-11T00:00:00Z, phase=RUNNING, note=say \"hi\"</script>\n]\nn = 3",
                state[1]);
    }

    @Test
    void takeForgetsWhatWasCaptured() {
        StateProbe.capture("x", "one");
        StateProbe.take();
        assertArrayEquals(new String[]{"{}", ""}, StateProbe.take());
    }
}
