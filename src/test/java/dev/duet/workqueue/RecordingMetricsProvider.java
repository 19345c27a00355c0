package dev.duet.workqueue;

import java.util.ArrayList;
import java.util.List;

/** A provider whose metrics remember their values, for assertions. */
final class RecordingMetricsProvider implements MetricsProvider {

    static final class Gauge implements GaugeMetric, SettableGaugeMetric {
        double value;

        @Override
        public synchronized void inc() {
            value++;
        }

        @Override
        public synchronized void dec() {
            value--;
        }

        @Override
        public synchronized void set(double newValue) {
            value = newValue;
        }

        synchronized double value() {
            return value;
        }
    }

    static final class Counter implements CounterMetric {
        long count;

        @Override
        public synchronized void inc() {
            count++;
        }

        synchronized long count() {
            return count;
        }
    }

    static final class Histogram implements HistogramMetric {
        final List<Double> observations = new ArrayList<>();

        @Override
        public synchronized void observe(double value) {
            observations.add(value);
        }

        synchronized List<Double> observations() {
            return List.copyOf(observations);
        }
    }

    final Gauge depth = new Gauge();
    final Counter adds = new Counter();
    final Histogram latency = new Histogram();
    final Histogram workDuration = new Histogram();
    final Gauge unfinishedWorkSeconds = new Gauge();
    final Gauge longestRunningProcessor = new Gauge();
    final Counter retries = new Counter();
    final List<String> names = new ArrayList<>();

    @Override
    public GaugeMetric newDepthMetric(String name) {
        names.add(name);
        return depth;
    }

    @Override
    public CounterMetric newAddsMetric(String name) {
        return adds;
    }

    @Override
    public HistogramMetric newLatencyMetric(String name) {
        return latency;
    }

    @Override
    public HistogramMetric newWorkDurationMetric(String name) {
        return workDuration;
    }

    @Override
    public SettableGaugeMetric newUnfinishedWorkSecondsMetric(String name) {
        return unfinishedWorkSeconds;
    }

    @Override
    public SettableGaugeMetric newLongestRunningProcessorSecondsMetric(String name) {
        return longestRunningProcessor;
    }

    @Override
    public CounterMetric newRetriesMetric(String name) {
        return retries;
    }
}
