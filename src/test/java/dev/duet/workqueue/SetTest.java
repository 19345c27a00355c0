package dev.duet.workqueue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class SetTest {

    @Test
    void insertHasDeleteAndLen() {
        Set<String> set = new Set<>();
        assertFalse(set.has("a"));
        set.insert("a");
        set.insert("a");
        assertTrue(set.has("a"));
        assertEquals(1, set.len());
        set.delete("a");
        set.delete("a");
        assertFalse(set.has("a"));
        assertEquals(0, set.len());
    }

    @Test
    void collidingKeysSurviveDeletionsInTheMiddleOfAProbeRun() {
        // "Aa" and "BB" have the same hashCode, as do all their concatenations.
        List<String> colliding = List.of("AaAa", "AaBB", "BBAa", "BBBB");
        Set<String> set = new Set<>();
        colliding.forEach(set::insert);
        set.delete("AaBB");
        assertTrue(set.has("AaAa"));
        assertFalse(set.has("AaBB"));
        assertTrue(set.has("BBAa"));
        assertTrue(set.has("BBBB"));
        assertEquals(3, set.len());
    }

    @Test
    void agreesWithHashSetOnRandomOperations() {
        Random random = new Random(42);
        for (int round = 0; round < 200; round++) {
            Set<Integer> set = new Set<>();
            HashSet<Integer> reference = new HashSet<>();
            int range = 1 + random.nextInt(300);
            for (int op = 0; op < 2_000; op++) {
                // Multiples of 64 stress clustering in a power-of-two table.
                Integer key = random.nextInt(range) * (random.nextBoolean() ? 1 : 64);
                switch (random.nextInt(3)) {
                    case 0 -> {
                        set.insert(key);
                        reference.add(key);
                    }
                    case 1 -> {
                        set.delete(key);
                        reference.remove(key);
                    }
                    default -> assertEquals(reference.contains(key), set.has(key), "key " + key);
                }
                assertEquals(reference.size(), set.len());
            }
            List<Integer> members = new ArrayList<>(reference);
            members.sort((a, b) -> String.valueOf(a).compareTo(String.valueOf(b)));
            assertEquals(members, set.sortedForDisplay());
        }
    }
}
