package dev.duet.workqueue;

/** A value that is set outright; the unfinished-work gauges. Upstream: {@code SettableGaugeMetric} in metrics.go. */
public interface SettableGaugeMetric {
    void set(double value);
}
