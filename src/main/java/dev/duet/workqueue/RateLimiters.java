package dev.duet.workqueue;

import java.time.Duration;

/**
 * The two ready-made limiters of default_rate_limiters.go.
 *
 * <p>Upstream: {@code DefaultTypedControllerRateLimiter} and {@code DefaultTypedItemBasedRateLimiter}
 * in <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/util/workqueue/default_rate_limiters.go">default_rate_limiters.go</a>.
 */
public final class RateLimiters {

    private RateLimiters() {
    }

    /**
     * What controllers use: per item 5 ms doubling up to 1000 s, and overall a 10 qps bucket
     * with a burst of 100 (on wall time, as upstream); the longer delay wins.
     */
    public static <T> TypedRateLimiter<T> defaultTypedControllerRateLimiter() {
        return new TypedMaxOfRateLimiter<T>(
                new TypedItemExponentialFailureRateLimiter<T>(Duration.ofMillis(5), Duration.ofSeconds(1000)),
                new TypedBucketRateLimiter<T>(10, 100));
    }

    /** Per item 1 ms doubling up to 1000 s. */
    public static <T> TypedRateLimiter<T> defaultTypedItemBasedRateLimiter() {
        return new TypedItemExponentialFailureRateLimiter<>(Duration.ofMillis(1), Duration.ofSeconds(1000));
    }
}
