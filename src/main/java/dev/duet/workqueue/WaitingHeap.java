package dev.duet.workqueue;

import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;
import java.util.PriorityQueue;

/**
 * The delaying queue's entries that are not ready yet, earliest first, each item at most once.
 * Not thread-safe: {@link TypedDelayingQueue} guards it with its loop lock.
 *
 * <p>Upstream: {@code waitForPriorityQueue}, the {@code waitingEntryByData} map of
 * {@code waitingLoop} and {@code insert}, in <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/util/workqueue/delaying_queue.go">delaying_queue.go</a>.
 * Entries with equal times come out in heap order, not necessarily in insertion order, as upstream.
 */
final class WaitingHeap<T> {

    private final PriorityQueue<WaitFor<T>> heap =
            new PriorityQueue<>(Comparator.comparingLong((WaitFor<T> entry) -> entry.readyAt));
    private final Map<T, WaitFor<T>> entryByData = new HashMap<>();

    boolean isEmpty() {
        return heap.isEmpty();
    }

    /** The earliest entry; only when not empty. */
    WaitFor<T> peek() {
        return heap.peek();
    }

    /** Removes and returns the earliest entry; only when not empty. */
    WaitFor<T> pop() {
        WaitFor<T> entry = heap.poll();
        entryByData.remove(entry.data);
        return entry;
    }

    /**
     * Adds the entry, or, if its item is already waiting, moves that entry's time earlier
     * (never later).
     */
    void insert(WaitFor<T> entry) {
        WaitFor<T> existing = entryByData.get(entry.data);
        if (existing != null) {
            if (existing.readyAt > entry.readyAt) {
                // PriorityQueue has no heap.Fix: take the entry out and put it back.
                heap.remove(existing);
                existing.readyAt = entry.readyAt;
                heap.add(existing);
            }
            return;
        }

        heap.add(entry);
        entryByData.put(entry.data, entry);
    }

    /** The entries in no particular order. */
    Iterable<WaitFor<T>> entries() {
        return heap;
    }
}
