package dev.duet.workqueue;

import java.time.Duration;

/**
 * A work queue that can also add an item later, so failed items can be retried without a hot loop.
 *
 * <p>Upstream: {@code TypedDelayingInterface} in <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/util/workqueue/delaying_queue.go">delaying_queue.go</a>.
 */
public interface TypedDelayingInterface<T> extends TypedInterface<T> {

    /** Adds {@code item} once {@code duration} has passed; at once if it is zero or negative. */
    void addAfter(T item, Duration duration);
}
