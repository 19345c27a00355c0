package dev.duet.workqueue;

import java.time.Duration;
import java.util.HashMap;
import java.util.Map;

/**
 * Retries quickly a few times, then slowly: {@code fastDelay} for the first
 * {@code maxFastAttempts} failures of an item, {@code slowDelay} after that.
 *
 * <p>Upstream: {@code TypedItemFastSlowRateLimiter} in
 * <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/util/workqueue/default_rate_limiters.go">default_rate_limiters.go</a>.
 */
public class TypedItemFastSlowRateLimiter<T> implements TypedRateLimiter<T> {

    private final Map<T, Integer> failures = new HashMap<>();
    private final int maxFastAttempts;
    private final Duration fastDelay;
    private final Duration slowDelay;

    public TypedItemFastSlowRateLimiter(Duration fastDelay, Duration slowDelay, int maxFastAttempts) {
        this.fastDelay = fastDelay;
        this.slowDelay = slowDelay;
        this.maxFastAttempts = maxFastAttempts;
    }

    /** Counts the failure first, then picks fast while the count is at most {@code maxFastAttempts}. */
    @Override
    public synchronized Duration when(T item) {
        int count = failures.merge(item, 1, Integer::sum);
        if (count <= maxFastAttempts) {
            return fastDelay;
        }
        return slowDelay;
    }

    @Override
    public synchronized int numRequeues(T item) {
        return failures.getOrDefault(item, 0);
    }

    @Override
    public synchronized void forget(T item) {
        failures.remove(item);
    }
}
