package dev.duet.workqueue;

/**
 * A delaying queue whose retries are paced by a {@link TypedRateLimiter}.
 *
 * <p>Upstream: {@code TypedRateLimitingInterface} in
 * <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/util/workqueue/rate_limiting_queue.go">rate_limiting_queue.go</a>.
 */
public interface TypedRateLimitingInterface<T> extends TypedDelayingInterface<T> {

    /** Adds {@code item} after the delay the rate limiter chooses for it. */
    void addRateLimited(T item);

    /**
     * Tells the rate limiter that {@code item} is finished with (succeeded or given up), so its
     * failure history is cleared. It does not remove the item from the queue; {@code done} is still required.
     */
    void forget(T item);

    /** How many times {@code item} has been rate-limited since its last {@link #forget}. */
    int numRequeues(T item);
}
