package dev.duet.deployment.api;

import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LabelsTest {
    @Test
    void copiesAreSortedAndImmutableAndIndependentOfTheSource() {
        Map<String, String> source = new HashMap<>(Map.of("b", "2", "a", "1"));
        Map<String, String> copy = Labels.copyOf(source);
        source.put("c", "3");
        assertEquals(List.of("a", "b"), List.copyOf(copy.keySet()));
        assertThrows(UnsupportedOperationException.class, () -> copy.put("d", "4"));
    }

    @Test
    void selectorMatchesWhenEveryPairIsPresent() {
        assertTrue(Labels.matches(Map.of("app", "web"), Map.of("app", "web", "tier", "front")));
        assertFalse(Labels.matches(Map.of("app", "web", "tier", "back"), Map.of("app", "web", "tier", "front")));
        assertFalse(Labels.matches(Map.of(), Map.of("app", "web")), "an empty selector selects nothing");
    }

    @Test
    void withAddsOrReplacesOnePair() {
        assertEquals(Map.of("app", "web", "h", "x"), Labels.with(Map.of("app", "web", "h", "old"), "h", "x"));
    }
}
