package dev.duet.workqueue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;

/** The consumer side shared by the contended workloads. */
final class Drivers {

    private Drivers() {
    }

    /** Starts {@code count} workers that get and mark done until the queue is shut down and empty. */
    static List<Future<Long>> consumers(ExecutorService pool, Subjects.WorkQueue q, int count) {
        return consumers(pool, q, count, 0);
    }

    /**
     * Like {@link #consumers(ExecutorService, Subjects.WorkQueue, int)}, each worker spending
     * {@code workNanos} on every key between get and done, as a controller's sync would. The work
     * is a spin on {@link System#nanoTime()}: a sleep would hand the core to the producers and
     * measure the scheduler instead.
     */
    static List<Future<Long>> consumers(ExecutorService pool, Subjects.WorkQueue q, int count, long workNanos) {
        List<Future<Long>> consumers = new ArrayList<>();
        for (int c = 0; c < count; c++) {
            consumers.add(pool.submit(() -> {
                long processed = 0;
                String item;
                while ((item = q.get()) != null) {
                    if (workNanos > 0) {
                        work(workNanos);
                    }
                    q.done(item);
                    processed++;
                }
                return processed;
            }));
        }
        return consumers;
    }

    private static void work(long nanos) {
        long end = System.nanoTime() + nanos;
        while (System.nanoTime() - end < 0) {
            Thread.onSpinWait();
        }
    }

    /** Waits for the producers, shuts the queue down, waits for the consumers; the items they processed. */
    static long finish(Subjects.WorkQueue q, List<Future<?>> producers, List<Future<Long>> consumers)
            throws InterruptedException, ExecutionException {
        for (Future<?> producer : producers) {
            producer.get();
        }
        q.shutDown();
        long processed = 0;
        for (Future<Long> consumer : consumers) {
            processed += consumer.get();
        }
        return processed;
    }
}
