package dev.duet.workqueue;

/** A value that goes up and down by one; the queue's depth. Upstream: {@code GaugeMetric} in metrics.go. */
public interface GaugeMetric {
    void inc();

    void dec();
}
