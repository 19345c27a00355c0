package dev.duet.workqueue;

/** A distribution of observed values in seconds; latency and work duration. Upstream: {@code HistogramMetric} in metrics.go. */
public interface HistogramMetric {
    void observe(double value);
}
