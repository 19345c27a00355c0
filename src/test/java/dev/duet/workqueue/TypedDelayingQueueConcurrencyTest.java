package dev.duet.workqueue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.duet.clock.FakeClock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Producers calling addAfter while the clock moves and consumers work: every delayed add arrives. */
@Tag("stress")
class TypedDelayingQueueConcurrencyTest {

    private static final int KEYS = 64;

    /**
     * Four producers call addAfter while a fifth thread moves a fake clock forward in small
     * steps, so entries become ready while others are still being added and two consumers
     * work. The end is ordered, not waited for: once the producers are done and the waiting
     * loop is idle (its timer armed for the earliest entry), one large step makes every
     * entry ready; once the loop is idle again nothing may still wait. After the shutdown the
     * consumers still take what storage holds (and what a dirty done puts back) before they stop.
     */
    @Test
    void everyDelayedAddIsFollowedByAProcessing() throws InterruptedException {
        FakeClock fakeClock = new FakeClock(Instant.parse("2026-01-01T00:00:00Z"));
        TypedDelayingQueue<Integer> q = TypedDelayingQueue.newTypedDelayingQueueWithConfig(
                TypedDelayingQueueConfig.<Integer>defaults().withClock(fakeClock));
        AtomicLong order = new AtomicLong();
        AtomicLongArray lastAdd = new AtomicLongArray(KEYS);
        AtomicLongArray lastStart = new AtomicLongArray(KEYS);

        List<Thread> producers = new ArrayList<>();
        for (int p = 0; p < 4; p++) {
            long seed = p;
            producers.add(new Thread(() -> {
                SplittableRandom random = new SplittableRandom(seed);
                for (int i = 0; i < 50_000; i++) {
                    int key = random.nextInt(KEYS);
                    lastAdd.accumulateAndGet(key, order.incrementAndGet(), Math::max);
                    q.addAfter(key, Duration.ofNanos(random.nextInt(2_000_000) - 200_000));
                }
            }));
        }
        AtomicBoolean producing = new AtomicBoolean(true);
        Thread stepper = new Thread(() -> {
            while (producing.get()) {
                fakeClock.step(Duration.ofNanos(50_000));
                Thread.yield();
            }
        });
        List<Thread> consumers = new ArrayList<>();
        for (int c = 0; c < 2; c++) {
            consumers.add(new Thread(() -> {
                GetResult<Integer> got;
                while (!(got = q.get()).shutdown()) {
                    lastStart.accumulateAndGet(got.item(), order.incrementAndGet(), Math::max);
                    q.done(got.item());
                }
            }));
        }
        consumers.forEach(Thread::start);
        stepper.start();
        producers.forEach(Thread::start);
        for (Thread producer : producers) {
            producer.join(120_000);
            assertFalse(producer.isAlive(), "producer blocked");
        }
        producing.set(false);
        stepper.join(60_000);
        assertFalse(stepper.isAlive(), "clock stepper blocked");

        assertTrue(q.awaitIdle(Duration.ofSeconds(60)), "waiting loop never became idle");
        fakeClock.step(Duration.ofHours(1));
        assertTrue(q.awaitIdle(Duration.ofSeconds(60)), "waiting loop never became idle after the step");
        assertEquals(List.of(), q.snapshot().waiting());

        q.shutDown();
        for (Thread consumer : consumers) {
            consumer.join(60_000);
            assertFalse(consumer.isAlive(), "consumer not released by shutDown");
        }
        for (int k = 0; k < KEYS; k++) {
            assertTrue(lastAdd.get(k) == 0 || lastStart.get(k) > lastAdd.get(k),
                    "key " + k + " was added after its last processing started");
        }
    }
}
