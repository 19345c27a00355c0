package dev.duet.workqueue;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Go's {@code set[T]} (a map to empty structs) with the same four verbs, so {@link Typed} reads
 * like queue.go. Not thread-safe: {@link Typed} uses it under its lock. Members must not be null.
 *
 * <p>Upstream: {@code set} in <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/util/workqueue/queue.go">queue.go</a>.
 *
 * <p>Why not a {@code HashSet}: every add/get/done cycle inserts into two sets, and a
 * {@code HashSet} allocates a node per insert. This set keeps members in one open-addressing
 * array (linear probing, at most half full, deletion by shifting later members back), so the
 * steady state allocates nothing.
 */
final class Set<T> {

    private Object[] table = new Object[16];
    private int size;

    boolean has(T item) {
        return indexOf(item) >= 0;
    }

    void insert(T item) {
        Object[] slots = table;
        int mask = slots.length - 1;
        int i = home(item, mask);
        for (Object member = slots[i]; member != null; member = slots[i]) {
            if (item.equals(member)) {
                return;
            }
            i = (i + 1) & mask;
        }
        slots[i] = item;
        if (++size * 2 > slots.length) {
            grow();
        }
    }

    void delete(T item) {
        int hole = indexOf(item);
        if (hole < 0) {
            return;
        }
        Object[] slots = table;
        int mask = slots.length - 1;
        // Shift back every later member of the probe run that may not skip the hole.
        for (int j = (hole + 1) & mask; slots[j] != null; j = (j + 1) & mask) {
            int home = home(slots[j], mask);
            boolean homeBetweenHoleAndJ = hole <= j ? hole < home && home <= j : hole < home || home <= j;
            if (!homeBetweenHoleAndJ) {
                slots[hole] = slots[j];
                hole = j;
            }
        }
        slots[hole] = null;
        size--;
    }

    int len() {
        return size;
    }

    /** The members sorted by {@code String.valueOf}, for a display that does not depend on hashing. */
    @SuppressWarnings("unchecked")
    List<T> sortedForDisplay() {
        List<T> sorted = new ArrayList<>(size);
        for (Object member : table) {
            if (member != null) {
                sorted.add((T) member);
            }
        }
        sorted.sort(Comparator.comparing(String::valueOf));
        return sorted;
    }

    private int indexOf(Object item) {
        Object[] slots = table;
        int mask = slots.length - 1;
        int i = home(item, mask);
        for (Object member = slots[i]; member != null; member = slots[i]) {
            if (item.equals(member)) {
                return i;
            }
            i = (i + 1) & mask;
        }
        return -1;
    }

    private void grow() {
        Object[] old = table;
        Object[] slots = new Object[old.length * 2];
        int mask = slots.length - 1;
        for (Object member : old) {
            if (member != null) {
                int i = home(member, mask);
                while (slots[i] != null) {
                    i = (i + 1) & mask;
                }
                slots[i] = member;
            }
        }
        table = slots;
    }

    /** Spreads the hash (Fibonacci hashing) so that keys with similar hashes do not cluster. */
    private static int home(Object item, int mask) {
        int h = item.hashCode() * 0x9E3779B9;
        return (h ^ (h >>> 16)) & mask;
    }
}
