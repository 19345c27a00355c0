package dev.duet.workqueue;

/**
 * A count per item, for {@link TypedItemExponentialFailureRateLimiter}'s failures (Go: a
 * {@code map[T]int}). Not thread-safe; the limiter uses it under its own lock. Items must not be
 * null; an item that is not on record counts 0.
 *
 * <p>Why not a {@code HashMap<T, Integer>}: a controller's retry is {@code when} then, once the
 * item succeeds, {@code forget}, so the same few items are put back again and again, and a
 * {@code HashMap} allocates a node for every one of them. This map keeps items, their spread
 * hashes and their counts in three arrays with the same layout as {@link Set} (linear probing,
 * at most half full, deletion by shifting later items back), so the steady state allocates
 * nothing and a probe compares hashes before it calls {@code equals}.
 */
final class Counts<T> {

    private Object[] items = new Object[16];
    private int[] hashes = new int[16];
    private int[] counts = new int[16];
    private int size;

    /** The item's count, 0 when not on record. */
    int get(T item) {
        int i = indexOf(item, Set.spread(item));
        return i >= 0 ? counts[i] : 0;
    }

    /** Adds one to the item's count (putting it on record at 1) and returns the new count. */
    int increment(T item) {
        int hash = Set.spread(item);
        Object[] slots = items;
        int[] slotHashes = hashes;
        int mask = slots.length - 1;
        int i = hash & mask;
        for (Object member = slots[i]; member != null; member = slots[i]) {
            if (slotHashes[i] == hash && (member == item || item.equals(member))) {
                return ++counts[i];
            }
            i = (i + 1) & mask;
        }
        slots[i] = item;
        slotHashes[i] = hash;
        counts[i] = 1;
        if (++size * 2 > slots.length) {
            grow();
        }
        return 1;
    }

    /** Takes the item off record; nothing happens if it is not on it. */
    void remove(T item) {
        int hole = indexOf(item, Set.spread(item));
        if (hole < 0) {
            return;
        }
        Object[] slots = items;
        int[] slotHashes = hashes;
        int[] slotCounts = counts;
        int mask = slots.length - 1;
        // Shift back every later item of the probe run that may not skip the hole.
        for (int j = (hole + 1) & mask; slots[j] != null; j = (j + 1) & mask) {
            int home = slotHashes[j] & mask;
            boolean homeBetweenHoleAndJ = hole <= j ? hole < home && home <= j : hole < home || home <= j;
            if (!homeBetweenHoleAndJ) {
                slots[hole] = slots[j];
                slotHashes[hole] = slotHashes[j];
                slotCounts[hole] = slotCounts[j];
                hole = j;
            }
        }
        slots[hole] = null;
        size--;
    }

    /** How many items are on record. */
    int len() {
        return size;
    }

    private int indexOf(Object item, int hash) {
        Object[] slots = items;
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
        Object[] oldItems = items;
        int[] oldHashes = hashes;
        int[] oldCounts = counts;
        Object[] slots = new Object[oldItems.length * 2];
        int[] slotHashes = new int[slots.length];
        int[] slotCounts = new int[slots.length];
        int mask = slots.length - 1;
        for (int k = 0; k < oldItems.length; k++) {
            if (oldItems[k] != null) {
                int i = oldHashes[k] & mask;
                while (slots[i] != null) {
                    i = (i + 1) & mask;
                }
                slots[i] = oldItems[k];
                slotHashes[i] = oldHashes[k];
                slotCounts[i] = oldCounts[k];
            }
        }
        items = slots;
        hashes = slotHashes;
        counts = slotCounts;
    }
}
