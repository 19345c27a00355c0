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
        List<Future<Long>> consumers = new ArrayList<>();
        for (int c = 0; c < count; c++) {
            consumers.add(pool.submit(() -> {
                long processed = 0;
                String item;
                while ((item = q.get()) != null) {
                    q.done(item);
                    processed++;
                }
                return processed;
            }));
        }
        return consumers;
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
