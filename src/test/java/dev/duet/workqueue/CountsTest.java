package dev.duet.workqueue;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class CountsTest {

    @Test
    void incrementCountsFromOneAndRemoveStartsAgain() {
        Counts<String> counts = new Counts<>();
        assertEquals(0, counts.get("a"));
        assertEquals(1, counts.increment("a"));
        assertEquals(2, counts.increment("a"));
        assertEquals(1, counts.increment("b"));
        assertEquals(2, counts.get("a"));
        assertEquals(2, counts.len());
        counts.remove("a");
        counts.remove("a");
        assertEquals(0, counts.get("a"));
        assertEquals(1, counts.get("b"));
        assertEquals(1, counts.increment("a"));
        assertEquals(2, counts.len());
    }

    @Test
    void collidingItemsKeepTheirCountsWhenOneInTheMiddleOfAProbeRunGoes() {
        // "Aa" and "BB" have the same hashCode, as do all their concatenations.
        List<String> colliding = List.of("AaAa", "AaBB", "BBAa", "BBBB");
        Counts<String> counts = new Counts<>();
        for (int i = 0; i < colliding.size(); i++) {
            for (int n = 0; n <= i; n++) {
                counts.increment(colliding.get(i));
            }
        }
        counts.remove("AaBB");
        assertEquals(1, counts.get("AaAa"));
        assertEquals(0, counts.get("AaBB"));
        assertEquals(3, counts.get("BBAa"));
        assertEquals(4, counts.get("BBBB"));
        assertEquals(3, counts.len());
    }

    @Test
    void agreesWithAHashMapOnRandomOperations() {
        Random random = new Random(7);
        for (int round = 0; round < 200; round++) {
            Counts<Integer> counts = new Counts<>();
            Map<Integer, Integer> reference = new HashMap<>();
            int range = 1 + random.nextInt(300);
            for (int op = 0; op < 2_000; op++) {
                // Multiples of 64 stress clustering in a power-of-two table.
                Integer key = random.nextInt(range) * (random.nextBoolean() ? 1 : 64);
                switch (random.nextInt(3)) {
                    case 0 -> assertEquals((int) reference.merge(key, 1, Integer::sum), counts.increment(key), "key " + key);
                    case 1 -> {
                        counts.remove(key);
                        reference.remove(key);
                    }
                    default -> assertEquals((int) reference.getOrDefault(key, 0), counts.get(key), "key " + key);
                }
                assertEquals(reference.size(), counts.len());
            }
            for (Map.Entry<Integer, Integer> e : reference.entrySet()) {
                assertEquals((int) e.getValue(), counts.get(e.getKey()), "key " + e.getKey());
            }
        }
    }
}
