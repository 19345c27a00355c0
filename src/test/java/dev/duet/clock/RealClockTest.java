package dev.duet.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.duet.workqueue.TypedDelayingQueue;
import dev.duet.workqueue.TypedDelayingQueueConfig;
import dev.duet.workqueue.WaitingItem;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class RealClockTest {

    private static final Duration WAIT = Duration.ofSeconds(10);
    private static final Instant NOON = Instant.parse("2026-12-01T12:00:00Z");

    private final RealClock clock = RealClock.INSTANCE;

    /** A wall clock the test sets back and forth, as an administrator or NTP would. */
    private final AtomicReference<Instant> wall = new AtomicReference<>(NOON);

    @Test
    void nowFollowsTheSystemClock() {
        Instant before = Instant.now();
        Instant now = clock.now();
        assertFalse(now.isBefore(before.minusMillis(1)));
        assertFalse(clock.since(before).isNegative());
    }

    @Test
    void timeMovesWithTheMonotonicSourceOnly() {
        AtomicLong monotonic = new AtomicLong(5_000);
        RealClock jumpy = new RealClock(wall::get, monotonic::get);
        Instant start = jumpy.now();
        assertEquals(NOON, start);

        wall.set(NOON.minus(Duration.ofHours(3)));
        monotonic.addAndGet(1_500_000);
        assertEquals(NOON.plusNanos(1_500_000), jumpy.now());
        assertEquals(Duration.ofNanos(1_500_000), jumpy.since(start));

        wall.set(NOON.plus(Duration.ofDays(2)));
        monotonic.addAndGet(500_000);
        assertEquals(Duration.ofMillis(2), jumpy.since(start));
    }

    @Test
    void wallClockSetBackDoesNotDelayAWaitingEntry() throws Exception {
        TypedDelayingQueue<String> q = queueOn(new RealClock(wall::get, System::nanoTime));
        try {
            q.addAfter("a", Duration.ofMillis(20));
            wall.set(NOON.minus(Duration.ofHours(1)));
            // Read against the wall clock, "a" would now be due in an hour and ten milliseconds.
            CompletableFuture<String> got = CompletableFuture.supplyAsync(() -> q.get().item());
            assertEquals("a", got.get(WAIT.toSeconds(), TimeUnit.SECONDS));
        } finally {
            q.shutDown();
        }
    }

    @Test
    void wallClockSetForwardDoesNotReleaseAWaitingEntryEarly() {
        RealClock jumpy = new RealClock(wall::get, System::nanoTime);
        TypedDelayingQueue<String> q = queueOn(jumpy);
        try {
            q.addAfter("late", Duration.ofHours(1));
            assertTrue(q.awaitIdle(WAIT));
            wall.set(NOON.plus(Duration.ofHours(2)));
            // A second entry makes the waiting loop look at the clock and the heap again.
            q.addAfter("soon", Duration.ofMillis(1));
            assertEquals("soon", q.get().item());
            q.done("soon");
            assertTrue(q.awaitIdle(WAIT));

            assertEquals(0, q.len(), "'late' left the heap after the wall clock moved on");
            List<WaitingItem<String>> waiting = q.snapshot().waiting();
            assertEquals(1, waiting.size());
            assertEquals("late", waiting.get(0).item());
            Duration left = Duration.between(jumpy.now(), waiting.get(0).readyAt());
            assertTrue(left.compareTo(Duration.ofMinutes(59)) > 0, "still due in about an hour, not " + left);
        } finally {
            q.shutDown();
        }
    }

    @Test
    void timerFiresOnTheSchedulerThread() throws InterruptedException {
        CountDownLatch fired = new CountDownLatch(1);
        clock.newTimer(Duration.ofMillis(5), fired::countDown);
        assertTrue(fired.await(10, TimeUnit.SECONDS));
    }

    @Test
    void stoppedTimerDoesNotFire() throws InterruptedException {
        CountDownLatch fired = new CountDownLatch(1);
        Timer timer = clock.newTimer(Duration.ofMillis(200), fired::countDown);
        assertTrue(timer.stop());
        assertFalse(fired.await(400, TimeUnit.MILLISECONDS));
    }

    @Test
    void tickerTicksUntilStopped() throws InterruptedException {
        CountDownLatch ticks = new CountDownLatch(3);
        Ticker ticker = clock.newTicker(Duration.ofMillis(2), ticks::countDown);
        assertTrue(ticks.await(10, TimeUnit.SECONDS));
        ticker.stop();
    }

    private static TypedDelayingQueue<String> queueOn(Clock clock) {
        return TypedDelayingQueue.newTypedDelayingQueueWithConfig(
                TypedDelayingQueueConfig.<String>defaults().withClock(clock));
    }
}
