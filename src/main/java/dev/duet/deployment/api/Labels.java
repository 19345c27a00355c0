package dev.duet.deployment.api;

import java.util.Collections;
import java.util.Map;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * Label maps: immutable, sorted (so {@code toString} is deterministic) and matched like a {@code matchLabels}
 * selector.
 */
public final class Labels {
    private Labels() {
    }

    /** An immutable, key-sorted copy; {@code null} becomes the empty map. */
    public static SortedMap<String, String> copyOf(Map<String, String> labels) {
        if (labels == null) {
            return Collections.emptySortedMap();
        }
        TreeMap<String, String> sorted = new TreeMap<>();
        labels.forEach((k, v) -> sorted.put(Objects.requireNonNull(k, "label key"),
                Objects.requireNonNull(v, "label value")));
        return Collections.unmodifiableSortedMap(sorted);
    }

    /**
     * Whether every pair of {@code selector} is present in {@code labels}. An empty selector selects nothing here:
     * the API server refuses it, and selecting everything would let one Deployment claim every ReplicaSet.
     */
    public static boolean matches(Map<String, String> selector, Map<String, String> labels) {
        if (selector.isEmpty()) {
            return false;
        }
        return selector.entrySet().stream().allMatch(e -> e.getValue().equals(labels.get(e.getKey())));
    }

    /** A copy of {@code labels} with one more pair. */
    public static SortedMap<String, String> with(Map<String, String> labels, String key, String value) {
        TreeMap<String, String> copy = new TreeMap<>(labels);
        copy.put(key, value);
        return Collections.unmodifiableSortedMap(copy);
    }
}
