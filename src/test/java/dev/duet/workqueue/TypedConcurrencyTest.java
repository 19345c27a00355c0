package dev.duet.workqueue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Real threads hammering one queue over a small key set. Every thread logs what it did against
 * one global sequence counter; the invariants are checked afterwards on the merged history. All
 * waits are bounded, so a deadlock fails the test instead of hanging it.
 */
@Tag("stress")
class TypedConcurrencyTest {

    private static final int KEYS = 16;
    private static final int PRODUCERS = 4;
    private static final int CONSUMERS = 4;
    private static final int ADDS_PER_PRODUCER = 5_000_000;
    private static final long JOIN_MILLIS = 60_000;
    private static final int PROCESSING_SPINS = 20;

    /** A growable array of longs; each thread owns one, so logging needs no locking. */
    static final class LongLog {
        long[] values = new long[1 << 16];
        int size;

        void add(long value) {
            if (size == values.length) {
                values = Arrays.copyOf(values, size * 2);
            }
            values[size++] = value;
        }
    }

    @Test
    void manyProducersAndConsumersNeverShareAnItemAndLoseNothing() throws InterruptedException {
        Typed<Integer> q = Typed.newTyped();
        AtomicLong clock = new AtomicLong();
        AtomicInteger[] inProgress = new AtomicInteger[KEYS];
        for (int k = 0; k < KEYS; k++) {
            inProgress[k] = new AtomicInteger();
        }
        ConcurrentLinkedQueue<String> violations = new ConcurrentLinkedQueue<>();

        List<LongLog> addLogs = new ArrayList<>();
        List<Thread> producers = new ArrayList<>();
        for (int p = 0; p < PRODUCERS; p++) {
            LongLog log = new LongLog();
            addLogs.add(log);
            long seed = p;
            producers.add(new Thread(() -> {
                SplittableRandom random = new SplittableRandom(seed);
                for (int i = 0; i < ADDS_PER_PRODUCER; i++) {
                    int key = random.nextInt(KEYS);
                    log.add(pack(key, clock.incrementAndGet()));
                    q.add(key);
                }
            }, "producer-" + p));
        }

        // Each processing logs (key, start) and (key, end): start after get returned, end before done.
        List<LongLog> startLogs = new ArrayList<>();
        List<LongLog> endLogs = new ArrayList<>();
        List<Thread> consumers = new ArrayList<>();
        for (int c = 0; c < CONSUMERS; c++) {
            LongLog starts = new LongLog();
            LongLog ends = new LongLog();
            startLogs.add(starts);
            endLogs.add(ends);
            consumers.add(new Thread(() -> {
                while (true) {
                    GetResult<Integer> got = q.get();
                    if (got.shutdown()) {
                        return;
                    }
                    int key = got.item();
                    starts.add(pack(key, clock.incrementAndGet()));
                    if (inProgress[key].incrementAndGet() != 1 && violations.size() < 5) {
                        violations.add("key " + key + " processed by two threads at once");
                    }
                    // Hold the item a little, so an illegal second hand-out would overlap.
                    for (int spin = 0; spin < PROCESSING_SPINS; spin++) {
                        Thread.onSpinWait();
                    }
                    Thread.yield();
                    inProgress[key].decrementAndGet();
                    ends.add(pack(key, clock.incrementAndGet()));
                    q.done(key);
                }
            }, "consumer-" + c));
        }

        consumers.forEach(Thread::start);
        producers.forEach(Thread::start);
        joinAll(producers);
        q.shutDown();
        joinAll(consumers);

        assertTrue(violations.isEmpty(), violations::toString);
        assertEquals("queue=[] dirty=[] processing=[] shuttingDown=true", q.snapshot().toString());
        checkHistory(addLogs, startLogs, endLogs);
    }

    /** Per key: processings never overlap, and the last add is followed by a processing that starts after it. */
    private static void checkHistory(List<LongLog> addLogs, List<LongLog> startLogs, List<LongLog> endLogs) {
        long[] lastAdd = new long[KEYS];
        long totalAdds = 0;
        for (LongLog log : addLogs) {
            totalAdds += log.size;
            for (int i = 0; i < log.size; i++) {
                int key = keyOf(log.values[i]);
                lastAdd[key] = Math.max(lastAdd[key], seqOf(log.values[i]));
            }
        }
        assertEquals((long) PRODUCERS * ADDS_PER_PRODUCER, totalAdds);

        List<List<long[]>> intervals = new ArrayList<>();
        for (int k = 0; k < KEYS; k++) {
            intervals.add(new ArrayList<>());
        }
        long processings = 0;
        for (int c = 0; c < startLogs.size(); c++) {
            LongLog starts = startLogs.get(c);
            LongLog ends = endLogs.get(c);
            assertEquals(starts.size, ends.size);
            processings += starts.size;
            for (int i = 0; i < starts.size; i++) {
                int key = keyOf(starts.values[i]);
                assertEquals(key, keyOf(ends.values[i]));
                intervals.get(key).add(new long[] {seqOf(starts.values[i]), seqOf(ends.values[i])});
            }
        }
        assertTrue(processings > 0);
        for (int k = 0; k < KEYS; k++) {
            List<long[]> byStart = intervals.get(k);
            byStart.sort((x, y) -> Long.compare(x[0], y[0]));
            for (int i = 1; i < byStart.size(); i++) {
                if (byStart.get(i)[0] < byStart.get(i - 1)[1]) {
                    fail("key " + k + ": processing starting at " + byStart.get(i)[0]
                            + " overlaps the one ending at " + byStart.get(i - 1)[1]);
                }
            }
            long lastStart = byStart.isEmpty() ? -1 : byStart.get(byStart.size() - 1)[0];
            assertTrue(lastStart > lastAdd[k], "key " + k + ": add at " + lastAdd[k]
                    + " was never followed by a processing (last start " + lastStart + ")");
        }
    }

    @Test
    void afterShutDownWithDrainReturnsNothingIsProcessing() throws InterruptedException {
        int rounds = 2_000;
        int workers = 3;
        for (int round = 0; round < rounds; round++) {
            Typed<Integer> q = Typed.newTyped();
            for (int k = 0; k < workers; k++) {
                q.add(k);
            }
            AtomicInteger busy = new AtomicInteger();
            CountDownLatch allTaken = new CountDownLatch(workers);
            List<Thread> threads = new ArrayList<>();
            boolean reAdd = round % 2 == 1;
            for (int w = 0; w < workers; w++) {
                int spins = round % 50;
                threads.add(new Thread(() -> {
                    int key = q.get().item();
                    busy.incrementAndGet();
                    if (reAdd) {
                        q.add(key); // dirty while processing, before the shutdown drops adds
                    }
                    allTaken.countDown();
                    for (int i = 0; i < spins; i++) {
                        Thread.onSpinWait();
                    }
                    busy.decrementAndGet();
                    q.done(key);
                }));
            }
            threads.forEach(Thread::start);
            assertTrue(allTaken.await(JOIN_MILLIS, TimeUnit.MILLISECONDS), "workers never took their items");

            Thread drainer = new Thread(q::shutDownWithDrain);
            drainer.start();
            drainer.join(JOIN_MILLIS);
            assertFalse(drainer.isAlive(), "drain deadlocked in round " + round);
            assertEquals(0, busy.get(), "drain returned while a worker was busy, round " + round);
            QueueSnapshot<Integer> after = q.snapshot();
            assertEquals(List.of(), after.processing());
            // Items re-added while processing are back in storage; the drain does not wait for them.
            assertEquals(reAdd ? workers : 0, after.queue().size());
            joinAll(threads);
        }
    }

    @Test
    void blockedConsumersAreAllReleasedByShutDownUnderLoad() throws InterruptedException {
        for (int round = 0; round < 500; round++) {
            Typed<Integer> q = Typed.newTyped();
            AtomicInteger got = new AtomicInteger();
            List<Thread> consumers = new ArrayList<>();
            for (int c = 0; c < 4; c++) {
                consumers.add(new Thread(() -> {
                    GetResult<Integer> result;
                    while (!(result = q.get()).shutdown()) {
                        got.incrementAndGet();
                        q.done(result.item());
                    }
                }));
            }
            consumers.forEach(Thread::start);
            for (int i = 0; i < 20; i++) {
                q.add(i);
            }
            q.shutDown();
            joinAll(consumers);
            assertTrue(got.get() <= 20);
            assertEquals(0, q.len(), "consumers drained storage before seeing the shutdown");
        }
    }

    private static void joinAll(List<Thread> threads) throws InterruptedException {
        long deadline = System.currentTimeMillis() + JOIN_MILLIS;
        for (Thread thread : threads) {
            thread.join(Math.max(1, deadline - System.currentTimeMillis()));
            assertFalse(thread.isAlive(), thread.getName() + " did not finish: deadlock or lost wake-up");
        }
    }

    private static long pack(int key, long seq) {
        return (seq << 8) | key;
    }

    private static int keyOf(long packed) {
        return (int) (packed & 0xff);
    }

    private static long seqOf(long packed) {
        return packed >>> 8;
    }
}
