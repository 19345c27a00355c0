package dev.duet.workqueue;

/** A value that only grows; adds and retries. Upstream: {@code CounterMetric} in metrics.go. */
public interface CounterMetric {
    void inc();
}
