package dev.duet.workqueue;

import dev.duet.clock.Clock;

/**
 * Options for {@link Typed#newTypedWithConfig}; a null field means "use the default".
 *
 * <p>Upstream: {@code TypedQueueConfig} in <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/util/workqueue/queue.go">queue.go</a>.
 *
 * @param name            names the queue's metrics; an empty or null name means no metrics
 * @param metricsProvider default: the global provider ({@link Metrics#globalProvider})
 * @param clock           default: {@link dev.duet.clock.RealClock}
 * @param queue           default: a new {@link DefaultQueue}
 */
public record TypedQueueConfig<T>(String name, MetricsProvider metricsProvider, Clock clock, Queue<T> queue) {

    /** All defaults. */
    public static <T> TypedQueueConfig<T> defaults() {
        return new TypedQueueConfig<>(null, null, null, null);
    }

    public TypedQueueConfig<T> withName(String newName) {
        return new TypedQueueConfig<>(newName, metricsProvider, clock, queue);
    }

    public TypedQueueConfig<T> withMetricsProvider(MetricsProvider provider) {
        return new TypedQueueConfig<>(name, provider, clock, queue);
    }

    public TypedQueueConfig<T> withClock(Clock newClock) {
        return new TypedQueueConfig<>(name, metricsProvider, newClock, queue);
    }

    public TypedQueueConfig<T> withQueue(Queue<T> storage) {
        return new TypedQueueConfig<>(name, metricsProvider, clock, storage);
    }
}
