package dev.duet.workqueue;

import java.time.Instant;

/**
 * An item and the time to add it. {@code readyAt} only ever moves earlier (see {@link WaitingHeap#insert}).
 *
 * <p>Upstream: {@code waitFor} in <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/util/workqueue/delaying_queue.go">delaying_queue.go</a>; the heap
 * index it carries there is kept by {@link java.util.PriorityQueue} here.
 */
final class WaitFor<T> {
    final T data;
    Instant readyAt;

    WaitFor(T data, Instant readyAt) {
        this.data = data;
        this.readyAt = readyAt;
    }
}
