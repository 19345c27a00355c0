package dev.duet.workqueue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.duet.clock.FakeClock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The queue's metric hooks, on a fake clock (the sequence of upstream's TestMetrics). */
class DefaultQueueMetricsTest {

    private final FakeClock clock = new FakeClock(Instant.EPOCH);
    private final RecordingMetricsProvider provider = new RecordingMetricsProvider();

    private Typed<String> namedQueue() {
        return Typed.newQueueWithConfig(
                new TypedQueueConfig<>("test", provider, clock, null), Duration.ofMillis(1));
    }

    @Test
    void hooksFollowAddGetDoneAndTheUnfinishedWorkLoop() {
        Typed<String> q = namedQueue();
        assertTrue(clock.hasWaiters(), "named queue with a real provider starts the update ticker");
        assertEquals(List.of("test"), provider.names);

        q.add("foo");
        assertEquals(1, provider.adds.count());
        assertEquals(1.0, provider.depth.value());

        clock.step(Duration.ofNanos(50_000));
        String item = q.get().item();
        assertEquals(0.0, provider.depth.value());
        assertEquals(List.of(50e-6), provider.latency.observations());

        clock.step(Duration.ofNanos(30_000));
        q.done(item);
        assertEquals(List.of(30e-6), provider.workDuration.observations());

        q.add("foo");
        item = q.get().item();
        q.add("foo");
        assertEquals(1.0, provider.depth.value(), "counted while processing");
        assertEquals(0, q.len(), "but not in storage: Len is not the depth metric");
        assertEquals(3, provider.adds.count());

        clock.step(Duration.ofNanos(25_000));
        q.done(item);
        assertEquals(List.of(30e-6, 25e-6), provider.workDuration.observations());

        item = q.get().item();
        assertEquals(0.0, provider.depth.value());
        assertEquals(List.of(50e-6, 0.0, 25e-6), provider.latency.observations());

        clock.step(Duration.ofMillis(1));
        assertEquals(0.001, provider.unfinishedWorkSeconds.value(), 1e-12);
        assertEquals(0.001, provider.longestRunningProcessor.value(), 1e-12);

        q.add("bar");
        q.get();
        clock.step(Duration.ofMillis(1));
        assertEquals(0.002 + 0.001, provider.unfinishedWorkSeconds.value(), 1e-12);
        assertEquals(0.002, provider.longestRunningProcessor.value(), 1e-12);

        q.done(item);
    }

    @Test
    void repeatedAddOfADirtyItemIsNotCounted() {
        Typed<String> q = namedQueue();
        q.add("foo");
        q.add("foo");
        assertEquals(1, provider.adds.count());
        assertEquals(1.0, provider.depth.value());
    }

    @Test
    void doneWithoutGetObservesNothing() {
        Typed<String> q = namedQueue();
        q.done("foo");
        assertEquals(List.of(), provider.workDuration.observations());
    }

    @Test
    void addAfterShutdownRecordsNothing() {
        Typed<String> q = namedQueue();
        q.shutDown();
        q.add("foo");
        assertEquals(0, provider.adds.count());
    }

    @Test
    void unfinishedWorkLoopStopsAtTheFirstTickAfterShutdown() {
        Typed<String> q = namedQueue();
        q.add("foo");
        q.get();
        q.shutDown();
        clock.step(Duration.ofMillis(1));
        assertEquals(0.0, provider.unfinishedWorkSeconds.value());
        assertFalse(clock.hasWaiters());
    }

    @Test
    void unnamedQueueHasNoMetricsAndNoTicker() {
        Typed<String> q = Typed.newQueueWithConfig(
                new TypedQueueConfig<>("", provider, clock, null), Duration.ofMillis(1));
        q.add("foo");
        assertEquals(0, provider.adds.count());
        assertFalse(clock.hasWaiters());
    }

    @Test
    void noopProviderMeansNoMetricsAndNoTicker() {
        Typed.newQueueWithConfig(
                new TypedQueueConfig<String>("test", NoopMetricsProvider.INSTANCE, clock, null), Duration.ofMillis(1));
        assertFalse(clock.hasWaiters());
    }

    @Test
    void retryCounterIsANoOpForAnUnnamedQueue() {
        Metrics.newRetryMetrics("", provider).inc();
        assertEquals(0, provider.retries.count());
        Metrics.newRetryMetrics("named", provider).inc();
        assertEquals(1, provider.retries.count());
    }
}
