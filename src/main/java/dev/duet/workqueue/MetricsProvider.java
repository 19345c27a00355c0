package dev.duet.workqueue;

/**
 * Creates the metrics of one named queue. A monitoring system implements it and installs it with
 * {@link Metrics#setProvider} or per queue through a config record.
 *
 * <p>Upstream: {@code MetricsProvider} in <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/util/workqueue/metrics.go">metrics.go</a>.
 */
public interface MetricsProvider {

    /** Items waiting in storage: +1 on each counted add, -1 on each get. */
    GaugeMetric newDepthMetric(String name);

    /** Counted adds (an add of an item that is already dirty does not count). */
    CounterMetric newAddsMetric(String name);

    /** Seconds from an item's first counted add to the get that hands it out. */
    HistogramMetric newLatencyMetric(String name);

    /** Seconds from a get to the matching done. */
    HistogramMetric newWorkDurationMetric(String name);

    /** Sum of the ages of all items being processed, refreshed by the unfinished-work loop. */
    SettableGaugeMetric newUnfinishedWorkSecondsMetric(String name);

    /** Age of the oldest item being processed, refreshed by the unfinished-work loop. */
    SettableGaugeMetric newLongestRunningProcessorSecondsMetric(String name);

    /** Calls to {@code addAfter} (and so to {@code addRateLimited}) while not shutting down. */
    CounterMetric newRetriesMetric(String name);
}
