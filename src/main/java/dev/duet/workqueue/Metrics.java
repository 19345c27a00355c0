package dev.duet.workqueue;

import dev.duet.clock.Clock;

/**
 * The global metrics provider and the choice between real and no-op queue metrics.
 *
 * <p>Upstream: {@code SetProvider}, {@code queueMetricsFactory} and {@code newRetryMetrics} in
 * <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/util/workqueue/metrics.go">metrics.go</a>.
 */
public final class Metrics {

    private static final Object LOCK = new Object();
    private static MetricsProvider globalProvider = NoopMetricsProvider.INSTANCE;
    private static boolean providerSet;

    private Metrics() {
    }

    /**
     * Installs the provider used by queues whose config names none. Only the first call has an
     * effect (upstream uses a {@code sync.Once}), and only queues created afterwards see it.
     *
     * @return whether this call installed {@code provider}
     */
    public static boolean setProvider(MetricsProvider provider) {
        synchronized (LOCK) {
            if (providerSet) {
                return false;
            }
            providerSet = true;
            globalProvider = provider;
            return true;
        }
    }

    /** The global provider: the no-op one until {@link #setProvider} is first called. */
    public static MetricsProvider globalProvider() {
        synchronized (LOCK) {
            return globalProvider;
        }
    }

    /** Real metrics only when the queue is named and the provider is not the no-op one. */
    static <T> QueueMetrics<T> newQueueMetrics(MetricsProvider provider, String name, Clock clock) {
        if (name == null || name.isEmpty() || provider == NoopMetricsProvider.INSTANCE) {
            return QueueMetrics.none();
        }
        return new DefaultQueueMetrics<>(name, clock, provider);
    }

    /** A retry counter, or one that does nothing for an unnamed queue; null means the global provider. */
    static CounterMetric newRetryMetrics(String name, MetricsProvider provider) {
        if (name == null || name.isEmpty()) {
            return () -> { };
        }
        MetricsProvider effective = provider == null ? globalProvider() : provider;
        return effective.newRetriesMetric(name);
    }
}
