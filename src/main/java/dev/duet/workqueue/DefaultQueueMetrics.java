package dev.duet.workqueue;

import dev.duet.clock.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;

/**
 * Queue metrics backed by a provider's metric objects, timed on the queue's clock.
 *
 * <p>Upstream: {@code defaultQueueMetrics} in <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/util/workqueue/metrics.go">metrics.go</a>. Called
 * only under the queue's lock, as upstream.
 */
final class DefaultQueueMetrics<T> implements QueueMetrics<T> {

    private final Clock clock;
    private final GaugeMetric depth;
    private final CounterMetric adds;
    private final HistogramMetric latency;
    private final HistogramMetric workDuration;
    private final SettableGaugeMetric unfinishedWorkSeconds;
    private final SettableGaugeMetric longestRunningProcessor;

    /** When each dirty item was first added since it was last handed out. */
    private final Map<T, Instant> addTimes = new HashMap<>();
    /** When each item being processed was handed out. */
    private final Map<T, Instant> processingStartTimes = new HashMap<>();

    DefaultQueueMetrics(String name, Clock clock, MetricsProvider provider) {
        this.clock = clock;
        this.depth = provider.newDepthMetric(name);
        this.adds = provider.newAddsMetric(name);
        this.latency = provider.newLatencyMetric(name);
        this.workDuration = provider.newWorkDurationMetric(name);
        this.unfinishedWorkSeconds = provider.newUnfinishedWorkSecondsMetric(name);
        this.longestRunningProcessor = provider.newLongestRunningProcessorSecondsMetric(name);
    }

    @Override
    public void add(T item) {
        adds.inc();
        depth.inc();
        addTimes.putIfAbsent(item, clock.now());
    }

    @Override
    public void get(T item) {
        depth.dec();
        processingStartTimes.put(item, clock.now());
        Instant addedAt = addTimes.remove(item);
        if (addedAt != null) {
            latency.observe(seconds(clock.since(addedAt)));
        }
    }

    @Override
    public void done(T item) {
        Instant startedAt = processingStartTimes.remove(item);
        if (startedAt != null) {
            workDuration.observe(seconds(clock.since(startedAt)));
        }
    }

    @Override
    public void updateUnfinishedWork() {
        double total = 0;
        double oldest = 0;
        for (Instant startedAt : processingStartTimes.values()) {
            double age = seconds(clock.since(startedAt));
            total += age;
            if (age > oldest) {
                oldest = age;
            }
        }
        unfinishedWorkSeconds.set(total);
        longestRunningProcessor.set(oldest);
    }

    /** Go's {@code Duration.Seconds()}: whole seconds plus the fraction, as a double. */
    static double seconds(Duration duration) {
        return duration.getSeconds() + duration.getNano() / 1e9;
    }
}
