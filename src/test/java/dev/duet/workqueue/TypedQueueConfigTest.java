package dev.duet.workqueue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.duet.clock.FakeClock;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class TypedQueueConfigTest {

    @Test
    void defaultsAreAllNullAndWithersReplaceOneField() {
        FakeClock clock = new FakeClock(Instant.EPOCH);
        DefaultQueue<String> storage = new DefaultQueue<>();
        RecordingMetricsProvider provider = new RecordingMetricsProvider();
        TypedQueueConfig<String> config = TypedQueueConfig.<String>defaults();
        assertNull(config.name());
        config = config.withName("q").withClock(clock).withQueue(storage).withMetricsProvider(provider);
        assertEquals("q", config.name());
        assertSame(clock, config.clock());
        assertSame(storage, config.queue());
        assertSame(provider, config.metricsProvider());
    }

    @Test
    void queueUsesTheGivenStorageClockAndProvider() {
        FakeClock clock = new FakeClock(Instant.EPOCH);
        DefaultQueue<String> storage = new DefaultQueue<>();
        RecordingMetricsProvider provider = new RecordingMetricsProvider();
        Typed<String> q = Typed.newTypedWithConfig(new TypedQueueConfig<>("q", provider, clock, storage));
        q.add("a");
        assertEquals(1, storage.len());
        assertEquals(1, provider.adds.count());
        assertTrue(clock.hasWaiters(), "the unfinished-work ticker runs on the given clock");
        q.shutDown();
    }
}
