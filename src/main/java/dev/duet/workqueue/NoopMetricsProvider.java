package dev.duet.workqueue;

/**
 * The provider in force until {@link Metrics#setProvider} is called. A queue whose provider is this
 * one records nothing and starts no unfinished-work loop.
 *
 * <p>Upstream: {@code noopMetricsProvider} in <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/util/workqueue/metrics.go">metrics.go</a>.
 */
public final class NoopMetricsProvider implements MetricsProvider {

    /** The only instance; queues recognise "no metrics" by identity with it. */
    public static final NoopMetricsProvider INSTANCE = new NoopMetricsProvider();

    private static final GaugeMetric GAUGE = new GaugeMetric() {
        @Override
        public void inc() {
        }

        @Override
        public void dec() {
        }
    };
    private static final CounterMetric COUNTER = () -> { };
    private static final HistogramMetric HISTOGRAM = value -> { };
    private static final SettableGaugeMetric SETTABLE = value -> { };

    private NoopMetricsProvider() {
    }

    @Override
    public GaugeMetric newDepthMetric(String name) {
        return GAUGE;
    }

    @Override
    public CounterMetric newAddsMetric(String name) {
        return COUNTER;
    }

    @Override
    public HistogramMetric newLatencyMetric(String name) {
        return HISTOGRAM;
    }

    @Override
    public HistogramMetric newWorkDurationMetric(String name) {
        return HISTOGRAM;
    }

    @Override
    public SettableGaugeMetric newUnfinishedWorkSecondsMetric(String name) {
        return SETTABLE;
    }

    @Override
    public SettableGaugeMetric newLongestRunningProcessorSecondsMetric(String name) {
        return SETTABLE;
    }

    @Override
    public CounterMetric newRetriesMetric(String name) {
        return COUNTER;
    }
}
