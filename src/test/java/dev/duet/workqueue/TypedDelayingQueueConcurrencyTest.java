package dev.duet.workqueue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Producers calling addAfter on the real clock while consumers work: every delayed add arrives. */
@Tag("stress")
class TypedDelayingQueueConcurrencyTest {

    private static final int KEYS = 64;

    @Test
    void everyDelayedAddIsFollowedByAProcessing() throws InterruptedException {
        TypedDelayingQueue<Integer> q = TypedDelayingQueue.newTypedDelayingQueue();
        AtomicLong clock = new AtomicLong();
        AtomicLongArray lastAdd = new AtomicLongArray(KEYS);
        AtomicLongArray lastStart = new AtomicLongArray(KEYS);

        List<Thread> producers = new ArrayList<>();
        for (int p = 0; p < 4; p++) {
            long seed = p;
            producers.add(new Thread(() -> {
                SplittableRandom random = new SplittableRandom(seed);
                for (int i = 0; i < 50_000; i++) {
                    int key = random.nextInt(KEYS);
                    lastAdd.accumulateAndGet(key, clock.incrementAndGet(), Math::max);
                    q.addAfter(key, Duration.ofNanos(random.nextInt(2_000_000) - 200_000));
                }
            }));
        }
        List<Thread> consumers = new ArrayList<>();
        for (int c = 0; c < 2; c++) {
            consumers.add(new Thread(() -> {
                GetResult<Integer> got;
                while (!(got = q.get()).shutdown()) {
                    lastStart.accumulateAndGet(got.item(), clock.incrementAndGet(), Math::max);
                    q.done(got.item());
                }
            }));
        }
        consumers.forEach(Thread::start);
        producers.forEach(Thread::start);
        for (Thread producer : producers) {
            producer.join(60_000);
            assertFalse(producer.isAlive(), "producer blocked");
        }

        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (!allArrived(lastAdd, lastStart)) {
            assertTrue(System.nanoTime() < deadline, "a delayed add never reached a consumer");
            Thread.sleep(5);
        }
        assertTrue(q.awaitIdle(Duration.ofSeconds(10)));
        assertEquals(List.of(), q.snapshot().waiting());
        q.shutDown();
        for (Thread consumer : consumers) {
            consumer.join(60_000);
            assertFalse(consumer.isAlive(), "consumer not released by shutDown");
        }
    }

    private static boolean allArrived(AtomicLongArray lastAdd, AtomicLongArray lastStart) {
        for (int k = 0; k < KEYS; k++) {
            if (lastAdd.get(k) != 0 && lastStart.get(k) < lastAdd.get(k)) {
                return false;
            }
        }
        return true;
    }
}
