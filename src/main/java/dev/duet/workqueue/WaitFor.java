package dev.duet.workqueue;

/**
 * An item and the time to add it. {@code readyAt} only ever moves earlier (see {@link WaitingHeap#insert}).
 *
 * <p>Upstream: {@code waitFor} in <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/util/workqueue/delaying_queue.go">delaying_queue.go</a>; the heap
 * index it carries there is kept by {@link java.util.PriorityQueue} here. The time is in
 * nanoseconds since the epoch ({@link EpochNanos}) rather than an {@code Instant}, so that
 * {@code addAfter} and the waiting loop compare and add plain longs and allocate nothing but the
 * entry itself.
 */
final class WaitFor<T> {
    final T data;
    long readyAt;

    WaitFor(T data, long readyAt) {
        this.data = data;
        this.readyAt = readyAt;
    }
}
