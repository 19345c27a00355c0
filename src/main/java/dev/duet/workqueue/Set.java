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
 * steady state allocates nothing. Each member's spread hash sits beside it in an {@code int}
 * array: a probe compares hashes first and calls {@code equals} only when they match (and not
 * at all for the same reference), and a deletion moves members without asking them for their
 * hashes again, so the critical sections of {@link Typed} touch no member but the one looked for.
 */
final class Set<T> {

    private Object[] members = new Object[16];
    /** The spread hash of {@code members[i]}, for every occupied slot. */
    private int[] hashes = new int[16];
    private int size;

    boolean has(T item) {
        return indexOf(item, spread(item)) >= 0;
    }

    void insert(T item) {
        int hash = spread(item);
        Object[] slots = members;
        int[] slotHashes = hashes;
        int mask = slots.length - 1;
        int i = hash & mask;
        for (Object member = slots[i]; member != null; member = slots[i]) {
            if (slotHashes[i] == hash && (member == item || item.equals(member))) {
                return;
            }
            i = (i + 1) & mask;
        }
        slots[i] = item;
        slotHashes[i] = hash;
        if (++size * 2 > slots.length) {
            grow();
        }
    }

    void delete(T item) {
        int hole = indexOf(item, spread(item));
        if (hole < 0) {
            return;
        }
        Object[] slots = members;
        int[] slotHashes = hashes;
        int mask = slots.length - 1;
        // Shift back every later member of the probe run that may not skip the hole.
        for (int j = (hole + 1) & mask; slots[j] != null; j = (j + 1) & mask) {
            int home = slotHashes[j] & mask;
            boolean homeBetweenHoleAndJ = hole <= j ? hole < home && home <= j : hole < home || home <= j;
            if (!homeBetweenHoleAndJ) {
                slots[hole] = slots[j];
                slotHashes[hole] = slotHashes[j];
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
        for (Object member : members) {
            if (member != null) {
                sorted.add((T) member);
            }
        }
        sorted.sort(Comparator.comparing(String::valueOf));
        return sorted;
    }

    private int indexOf(Object item, int hash) {
        Object[] slots = members;
        int[] slotHashes = hashes;
        int mask = slots.length - 1;
        int i = hash & mask;
        for (Object member = slots[i]; member != null; member = slots[i]) {
            if (slotHashes[i] == hash && (member == item || item.equals(member))) {
                return i;
            }
            i = (i + 1) & mask;
        }
        return -1;
    }

    private void grow() {
        Object[] oldMembers = members;
        int[] oldHashes = hashes;
        Object[] slots = new Object[oldMembers.length * 2];
        int[] slotHashes = new int[slots.length];
        int mask = slots.length - 1;
        for (int k = 0; k < oldMembers.length; k++) {
            if (oldMembers[k] != null) {
                int i = oldHashes[k] & mask;
                while (slots[i] != null) {
                    i = (i + 1) & mask;
                }
                slots[i] = oldMembers[k];
                slotHashes[i] = oldHashes[k];
            }
        }
        members = slots;
        hashes = slotHashes;
    }

    /** Spreads the hash (Fibonacci hashing) so that keys with similar hashes do not cluster. */
    static int spread(Object item) {
        int h = item.hashCode() * 0x9E3779B9;
        return h ^ (h >>> 16);
    }
}
