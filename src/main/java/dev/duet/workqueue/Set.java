package dev.duet.workqueue;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;

/**
 * Go's {@code set[T]} (a map to empty structs) with the same four verbs, so {@link Typed} reads
 * like queue.go. Not thread-safe: {@link Typed} uses it under its lock.
 *
 * <p>Upstream: {@code set} in <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/util/workqueue/queue.go">queue.go</a>.
 */
final class Set<T> {

    private static final Object PRESENT = Boolean.TRUE;

    // A HashMap directly rather than a HashSet: one indirection less on the hot path.
    private final HashMap<T, Object> members = new HashMap<>();

    boolean has(T item) {
        return members.containsKey(item);
    }

    void insert(T item) {
        members.put(item, PRESENT);
    }

    void delete(T item) {
        members.remove(item);
    }

    int len() {
        return members.size();
    }

    /** The members sorted by {@code String.valueOf}, for a display that does not depend on hashing. */
    List<T> sortedForDisplay() {
        List<T> sorted = new ArrayList<>(members.keySet());
        sorted.sort(Comparator.comparing(String::valueOf));
        return sorted;
    }
}
