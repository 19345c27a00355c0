package dev.duet.workqueue;

import dev.duet.clock.Clock;

/**
 * Options for {@link TypedRateLimitingQueue#newTypedRateLimitingQueueWithConfig}; a null field
 * means "use the default".
 *
 * <p>Upstream: {@code TypedRateLimitingQueueConfig} in
 * <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/util/workqueue/rate_limiting_queue.go">rate_limiting_queue.go</a>.
 *
 * @param name            names the metrics of the delaying queue it builds
 * @param metricsProvider default: the global provider
 * @param clock           default: {@link dev.duet.clock.RealClock}
 * @param delayingQueue   default: a {@link TypedDelayingQueue} built with the same name, provider and clock
 */
public record TypedRateLimitingQueueConfig<T>(
        String name, MetricsProvider metricsProvider, Clock clock, TypedDelayingInterface<T> delayingQueue) {

    /** All defaults. */
    public static <T> TypedRateLimitingQueueConfig<T> defaults() {
        return new TypedRateLimitingQueueConfig<>(null, null, null, null);
    }

    public TypedRateLimitingQueueConfig<T> withName(String newName) {
        return new TypedRateLimitingQueueConfig<>(newName, metricsProvider, clock, delayingQueue);
    }

    public TypedRateLimitingQueueConfig<T> withMetricsProvider(MetricsProvider provider) {
        return new TypedRateLimitingQueueConfig<>(name, provider, clock, delayingQueue);
    }

    public TypedRateLimitingQueueConfig<T> withClock(Clock newClock) {
        return new TypedRateLimitingQueueConfig<>(name, metricsProvider, newClock, delayingQueue);
    }

    public TypedRateLimitingQueueConfig<T> withDelayingQueue(TypedDelayingInterface<T> queue) {
        return new TypedRateLimitingQueueConfig<>(name, metricsProvider, clock, queue);
    }
}
