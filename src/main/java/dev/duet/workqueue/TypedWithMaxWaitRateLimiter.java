package dev.duet.workqueue;

import java.time.Duration;

/**
 * Caps another limiter's delay at {@code maxDelay}.
 *
 * <p>Upstream: {@code TypedWithMaxWaitRateLimiter} in
 * <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/util/workqueue/default_rate_limiters.go">default_rate_limiters.go</a>.
 */
public class TypedWithMaxWaitRateLimiter<T> implements TypedRateLimiter<T> {

    private final TypedRateLimiter<T> limiter;
    private final Duration maxDelay;

    public TypedWithMaxWaitRateLimiter(TypedRateLimiter<T> limiter, Duration maxDelay) {
        this.limiter = limiter;
        this.maxDelay = maxDelay;
    }

    @Override
    public Duration when(T item) {
        Duration delay = limiter.when(item);
        if (delay.compareTo(maxDelay) > 0) {
            return maxDelay;
        }
        return delay;
    }

    @Override
    public void forget(T item) {
        limiter.forget(item);
    }

    @Override
    public int numRequeues(T item) {
        return limiter.numRequeues(item);
    }
}
