package dev.duet.workqueue;

import java.time.Duration;
import java.util.Objects;

/**
 * Combines limiters by taking the longest delay. Every child is asked on every call, so each
 * keeps counting.
 *
 * <p>Upstream: {@code TypedMaxOfRateLimiter} in
 * <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/util/workqueue/default_rate_limiters.go">default_rate_limiters.go</a>.
 */
public class TypedMaxOfRateLimiter<T> implements TypedRateLimiter<T> {

    /** An array, not a list: {@link #when} runs on every retry and needs no iterator. */
    private final TypedRateLimiter<T>[] limiters;

    @SafeVarargs
    public TypedMaxOfRateLimiter(TypedRateLimiter<T>... limiters) {
        this.limiters = limiters.clone();
        for (TypedRateLimiter<T> limiter : this.limiters) {
            Objects.requireNonNull(limiter, "limiter");
        }
    }

    @Override
    public Duration when(T item) {
        Duration longest = Duration.ZERO;
        for (TypedRateLimiter<T> limiter : limiters) {
            Duration current = limiter.when(item);
            if (current.compareTo(longest) > 0) {
                longest = current;
            }
        }
        return longest;
    }

    @Override
    public int numRequeues(T item) {
        int most = 0;
        for (TypedRateLimiter<T> limiter : limiters) {
            most = Math.max(most, limiter.numRequeues(item));
        }
        return most;
    }

    @Override
    public void forget(T item) {
        for (TypedRateLimiter<T> limiter : limiters) {
            limiter.forget(item);
        }
    }
}
