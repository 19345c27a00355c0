package dev.duet.workqueue;

import io.kubernetes.client.extended.workqueue.DefaultWorkQueue;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * Two producers add keys from a pool of 1,024 while two consumers get and mark them done. One
 * invocation runs a fresh queue to completion (adds, then shutdown, then the consumers drain it),
 * so no thread is left blocked between iterations; the score counts adds per microsecond.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@State(Scope.Benchmark)
public class ContendedQueueBenchmark {

    static final int ADDS_PER_PRODUCER = 50_000;

    /** The four calls the workload needs, so both queues run the very same driver code. */
    interface Subject {
        void add(String key);

        /** The next item, or null once shut down and empty. */
        String get() throws InterruptedException;

        void done(String key);

        void shutDown();
    }

    @Param({"duet", "kubernetesJava"})
    public String impl;

    private final String[] keys = Keys.of(1024, "key-");
    private ExecutorService pool;

    @Setup
    public void setUp() {
        pool = Executors.newFixedThreadPool(4);
    }

    @TearDown
    public void tearDown() {
        pool.shutdownNow();
    }

    @Benchmark
    @OperationsPerInvocation(2 * ADDS_PER_PRODUCER)
    public long twoProducersTwoConsumers() throws InterruptedException, ExecutionException {
        Subject q = newSubject();
        List<Future<Long>> consumers = new ArrayList<>();
        for (int c = 0; c < 2; c++) {
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
        List<Future<?>> producers = new ArrayList<>();
        for (int p = 0; p < 2; p++) {
            int offset = p * 512;
            producers.add(pool.submit(() -> {
                for (int i = 0; i < ADDS_PER_PRODUCER; i++) {
                    q.add(keys[(offset + i * 7) & 1023]);
                }
            }));
        }
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

    private Subject newSubject() {
        if (impl.equals("duet")) {
            Typed<String> typed = Typed.newTyped();
            return new Subject() {
                @Override
                public void add(String key) {
                    typed.add(key);
                }

                @Override
                public String get() {
                    return typed.get().item();
                }

                @Override
                public void done(String key) {
                    typed.done(key);
                }

                @Override
                public void shutDown() {
                    typed.shutDown();
                }
            };
        }
        DefaultWorkQueue<String> other = new DefaultWorkQueue<>();
        return new Subject() {
            @Override
            public void add(String key) {
                other.add(key);
            }

            @Override
            public String get() throws InterruptedException {
                return other.get();
            }

            @Override
            public void done(String key) {
                other.done(key);
            }

            @Override
            public void shutDown() {
                other.shutDown();
            }
        };
    }
}
