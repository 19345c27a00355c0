package dev.duet.workqueue;

import dev.duet.clock.Clock;
import dev.duet.clock.RealClock;
import java.time.Duration;

/**
 * A delaying queue plus a rate limiter: {@link #addRateLimited} asks the limiter how long to wait.
 *
 * <p>Upstream: {@code rateLimitingType} in <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/util/workqueue/rate_limiting_queue.go">rate_limiting_queue.go</a>.
 */
public class TypedRateLimitingQueue<T> implements TypedRateLimitingInterface<T> {

    private final TypedDelayingInterface<T> delayingQueue;
    private final TypedRateLimiter<T> rateLimiter;

    /**
     * A rate-limiting queue with all defaults around {@code rateLimiter}.
     *
     * <p>Upstream: {@code NewTypedRateLimitingQueue} in
     * <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/util/workqueue/rate_limiting_queue.go">rate_limiting_queue.go</a>.
     */
    public static <T> TypedRateLimitingQueue<T> newTypedRateLimitingQueue(TypedRateLimiter<T> rateLimiter) {
        return newTypedRateLimitingQueueWithConfig(rateLimiter, TypedRateLimitingQueueConfig.defaults());
    }

    /**
     * A rate-limiting queue built from {@code config}, null fields replaced by defaults.
     *
     * <p>Upstream: {@code NewTypedRateLimitingQueueWithConfig} in
     * <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/util/workqueue/rate_limiting_queue.go">rate_limiting_queue.go</a>.
     */
    public static <T> TypedRateLimitingQueue<T> newTypedRateLimitingQueueWithConfig(
            TypedRateLimiter<T> rateLimiter, TypedRateLimitingQueueConfig<T> config) {
        Clock clock = config.clock() != null ? config.clock() : RealClock.INSTANCE;
        TypedDelayingInterface<T> delaying = config.delayingQueue();
        if (delaying == null) {
            delaying = TypedDelayingQueue.newTypedDelayingQueueWithConfig(
                    new TypedDelayingQueueConfig<T>(config.name(), config.metricsProvider(), clock, null));
        }
        return new TypedRateLimitingQueue<>(delaying, rateLimiter);
    }

    TypedRateLimitingQueue(TypedDelayingInterface<T> delayingQueue, TypedRateLimiter<T> rateLimiter) {
        this.delayingQueue = delayingQueue;
        this.rateLimiter = rateLimiter;
    }

    /**
     * {@code addAfter(item, rateLimiter.when(item))}. The limiter is asked even after shutdown, so
     * {@link #numRequeues} keeps growing then, as upstream.
     *
     * <p>Upstream: <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/util/workqueue/rate_limiting_queue.go#L137-L139">rate_limiting_queue.go L137–L139</a>.
     */
    @Override
    public void addRateLimited(T item) {
        delayingQueue.addAfter(item, rateLimiter.when(item));
    }

    /**
     * The limiter's count for {@code item}.
     *
     * <p>Upstream: <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/util/workqueue/rate_limiting_queue.go#L141-L143">rate_limiting_queue.go L141–L143</a>.
     */
    @Override
    public int numRequeues(T item) {
        return rateLimiter.numRequeues(item);
    }

    /**
     * Clears the limiter's history for {@code item}; the queue itself is untouched.
     *
     * <p>Upstream: <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/util/workqueue/rate_limiting_queue.go#L145-L147">rate_limiting_queue.go L145–L147</a>.
     */
    @Override
    public void forget(T item) {
        rateLimiter.forget(item);
    }

    /**
     * Waits for the delaying queue's loop to settle (see {@link TypedDelayingQueue#awaitIdle}).
     * A teaching addition.
     *
     * @throws UnsupportedOperationException if the delaying queue is not a {@link TypedDelayingQueue}
     */
    public boolean awaitIdle(Duration timeout) {
        return delayingQueueImpl().awaitIdle(timeout);
    }

    /**
     * Threads parked in the innermost queue (see {@link Typed#condWaiters()}). A teaching addition.
     *
     * @throws UnsupportedOperationException if the delaying queue is not a {@link TypedDelayingQueue}
     */
    public int condWaiters() {
        return delayingQueueImpl().condWaiters();
    }

    /**
     * The delaying queue's snapshot (see {@link TypedDelayingQueue#snapshot}). A teaching addition.
     *
     * @throws UnsupportedOperationException if the delaying queue is not a {@link TypedDelayingQueue}
     */
    public DelayingSnapshot<T> snapshot() {
        return delayingQueueImpl().snapshot();
    }

    private TypedDelayingQueue<T> delayingQueueImpl() {
        if (delayingQueue instanceof TypedDelayingQueue<T> impl) {
            return impl;
        }
        throw new UnsupportedOperationException(
                "the delaying queue is not a TypedDelayingQueue: " + delayingQueue.getClass().getName());
    }

    // Everything else goes to the delaying queue, as Go's embedded interface does.

    @Override
    public void addAfter(T item, Duration duration) {
        delayingQueue.addAfter(item, duration);
    }

    @Override
    public void add(T item) {
        delayingQueue.add(item);
    }

    @Override
    public int len() {
        return delayingQueue.len();
    }

    @Override
    public GetResult<T> get() {
        return delayingQueue.get();
    }

    @Override
    public void done(T item) {
        delayingQueue.done(item);
    }

    @Override
    public void shutDown() {
        delayingQueue.shutDown();
    }

    @Override
    public void shutDownWithDrain() {
        delayingQueue.shutDownWithDrain();
    }

    @Override
    public boolean shuttingDown() {
        return delayingQueue.shuttingDown();
    }
}
