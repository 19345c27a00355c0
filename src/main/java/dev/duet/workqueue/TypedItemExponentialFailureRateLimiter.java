package dev.duet.workqueue;

import java.time.Duration;

/**
 * Per-item exponential backoff: {@code base}, {@code 2·base}, {@code 4·base}, ... capped at
 * {@code max}, counted per item until {@link #forget}.
 *
 * <p>Upstream: {@code TypedItemExponentialFailureRateLimiter} in
 * <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/util/workqueue/default_rate_limiters.go">default_rate_limiters.go</a>.
 */
public class TypedItemExponentialFailureRateLimiter<T> implements TypedRateLimiter<T> {

    private final Counts<T> failures = new Counts<>();
    private final Duration baseDelay;
    private final Duration maxDelay;
    /**
     * The delay of each of the first failures, computed once: the series depends on the count
     * only, and a controller's retries go through the same few values again and again (5 ms,
     * 10 ms, ... then the cap), so a retry needs no {@code Math.pow} and no new Duration.
     */
    private final Duration[] delayByCount = new Duration[CACHED_COUNTS];

    private static final int CACHED_COUNTS = 64;

    public TypedItemExponentialFailureRateLimiter(Duration baseDelay, Duration maxDelay) {
        this.baseDelay = baseDelay;
        this.maxDelay = maxDelay;
    }

    /**
     * {@code base·2^n} for the n-th failure on record (counting from 0), capped at {@code max}.
     *
     * <p>Upstream: <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/util/workqueue/default_rate_limiters.go#L116-L135">default_rate_limiters.go
     * L116–L135</a>. The product is computed as a double, as upstream; above
     * {@code Long.MAX_VALUE} nanoseconds it yields {@code max}. <b>Difference:</b> at exactly
     * 2^63 ns (e.g. a 1 ns base at the 64th failure) the comparison does not catch it; Go's
     * float-to-int conversion then gives a negative duration on amd64, while Java's
     * {@code (long)} cast saturates to {@code Long.MAX_VALUE}, so this port returns {@code max}.
     * Likewise a zero base from the 1025th failure gives NaN: Go converts it to a negative
     * duration on amd64, Java's cast gives 0, so this port returns zero.
     */
    @Override
    public synchronized Duration when(T item) {
        // One look-up: the count after this failure, less one, is the exponent.
        int exp = failures.increment(item) - 1;
        if (exp < CACHED_COUNTS) {
            Duration delay = delayByCount[exp];
            if (delay == null) {
                delay = backoff(exp);
                delayByCount[exp] = delay;
            }
            return delay;
        }
        return backoff(exp);
    }

    private Duration backoff(int exp) {
        double backoff = baseDelay.toNanos() * Math.pow(2, exp);
        if (backoff > Long.MAX_VALUE) {
            return maxDelay;
        }

        Duration calculated = Duration.ofNanos((long) backoff);
        if (calculated.compareTo(maxDelay) > 0) {
            return maxDelay;
        }
        return calculated;
    }

    @Override
    public synchronized int numRequeues(T item) {
        return failures.get(item);
    }

    @Override
    public synchronized void forget(T item) {
        failures.remove(item);
    }
}
