package dev.duet.workqueue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * W3, why the queue deduplicates: eight producers send 100,000 change events over 100 hot keys
 * while two workers get and mark them done. Most events find their key still dirty and are
 * merged. Each invocation runs a fresh queue to completion; the score counts events per second.
 * The timed region calls nothing but the queue (no {@code len()}): the number of syncs, which
 * shows how much was merged, is counted by each worker on its own and printed per trial.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(3)
@Warmup(iterations = 4, time = 1)
@Measurement(iterations = 8, time = 1)
@State(Scope.Benchmark)
public class W3HotKeyBenchmark {

    static final int EVENTS = 100_000;
    static final int HOT_KEYS = 100;
    static final int PRODUCERS = 8;
    static final int WORKERS = 2;

    @Param({Subjects.PORT, Subjects.JAVA_CLIENT})
    public String impl;

    private final String[] keys = Keys.of(HOT_KEYS, "deployment-");
    private ExecutorService pool;

    /** Syncs per run, printed when the trial ends. */
    @State(Scope.Thread)
    public static class Syncs {
        long runs;
        long total;

        @TearDown(Level.Trial)
        public void print() {
            System.out.printf("%n[W3] runs=%d events/run=%d syncs/run=%d%n",
                    runs, EVENTS, runs == 0 ? 0 : total / runs);
        }
    }

    @Setup
    public void setUp() {
        pool = Executors.newFixedThreadPool(PRODUCERS + WORKERS);
    }

    @TearDown
    public void tearDown() {
        pool.shutdownNow();
    }

    @Benchmark
    @OperationsPerInvocation(EVENTS)
    public long hotKeys(Syncs syncs) throws InterruptedException, ExecutionException {
        Subjects.WorkQueue q = Subjects.workQueue(impl);
        List<Future<Long>> workers = Drivers.consumers(pool, q, WORKERS);
        CountDownLatch start = new CountDownLatch(1);
        List<Future<?>> producers = new ArrayList<>();
        for (int p = 0; p < PRODUCERS; p++) {
            int first = p;
            producers.add(pool.submit(() -> {
                start.await();
                // Producer p sends events p, p+8, p+16, ...: together every key in turn.
                for (int i = first; i < EVENTS; i += PRODUCERS) {
                    q.add(keys[i % HOT_KEYS]);
                }
                return null;
            }));
        }
        start.countDown();
        long done = Drivers.finish(q, producers, workers);
        syncs.runs++;
        syncs.total += done;
        return done;
    }
}
