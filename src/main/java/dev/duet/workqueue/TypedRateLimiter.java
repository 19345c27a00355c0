package dev.duet.workqueue;

import java.time.Duration;

/**
 * Decides how long an item waits before it is retried. Implementations are thread-safe.
 *
 * <p>Upstream: {@code TypedRateLimiter} in <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/util/workqueue/default_rate_limiters.go">default_rate_limiters.go</a>.
 */
public interface TypedRateLimiter<T> {

    /** How long {@code item} should wait now; each call counts as one more failure of it. */
    Duration when(T item);

    /** Clears {@code item}'s history, e.g. after it succeeded. */
    void forget(T item);

    /** How many failures of {@code item} are on record. */
    int numRequeues(T item);
}
