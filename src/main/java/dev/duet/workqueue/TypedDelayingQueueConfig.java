package dev.duet.workqueue;

import dev.duet.clock.Clock;

/**
 * Options for {@link TypedDelayingQueue#newTypedDelayingQueueWithConfig}; a null field means
 * "use the default".
 *
 * <p>Upstream: {@code TypedDelayingQueueConfig} in <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/util/workqueue/delaying_queue.go">delaying_queue.go</a>.
 *
 * @param name            names the metrics (of the inner queue it builds, and the retry counter)
 * @param metricsProvider default: the global provider
 * @param clock           default: {@link dev.duet.clock.RealClock}; also given to the inner queue it builds
 * @param queue           default: a {@link Typed} built with the same name, provider and clock
 */
public record TypedDelayingQueueConfig<T>(
        String name, MetricsProvider metricsProvider, Clock clock, TypedInterface<T> queue) {

    /** All defaults. */
    public static <T> TypedDelayingQueueConfig<T> defaults() {
        return new TypedDelayingQueueConfig<>(null, null, null, null);
    }

    public TypedDelayingQueueConfig<T> withName(String newName) {
        return new TypedDelayingQueueConfig<>(newName, metricsProvider, clock, queue);
    }

    public TypedDelayingQueueConfig<T> withMetricsProvider(MetricsProvider provider) {
        return new TypedDelayingQueueConfig<>(name, provider, clock, queue);
    }

    public TypedDelayingQueueConfig<T> withClock(Clock newClock) {
        return new TypedDelayingQueueConfig<>(name, metricsProvider, newClock, queue);
    }

    public TypedDelayingQueueConfig<T> withQueue(TypedInterface<T> inner) {
        return new TypedDelayingQueueConfig<>(name, metricsProvider, clock, inner);
    }
}
