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
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * W3 as the side-by-side run with client-go times it: a fresh queue per run, eight producers
 * send 100,000 adds over 100 hot keys, and two workers each spend 2 µs on every key they get
 * before marking it done. A run is timed from the first add until every key is done, and the
 * score is the time of one run. Unlike {@link W3HotKeyBenchmark}, whose workers do nothing, here
 * the workers hold keys long enough for producers to find them in processing, so the path
 * through {@code add} that marks a key dirty again and the hand-over in {@code done} count.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(3)
@Warmup(iterations = 4, time = 1)
@Measurement(iterations = 8, time = 1)
@State(Scope.Benchmark)
public class W3BusyWorkersBenchmark {

    static final int EVENTS = 100_000;
    static final int HOT_KEYS = 100;
    static final int PRODUCERS = 8;
    static final int WORKERS = 2;
    static final long WORK_NANOS = 2_000;

    @Param({Subjects.PORT, Subjects.JAVA_CLIENT})
    public String impl;

    private final String[] keys = Keys.of(HOT_KEYS, "deployment-");
    private ExecutorService pool;

    @Setup
    public void setUp() {
        pool = Executors.newFixedThreadPool(PRODUCERS + WORKERS);
    }

    @TearDown
    public void tearDown() {
        pool.shutdownNow();
    }

    @Benchmark
    public long toCompletion() throws InterruptedException, ExecutionException {
        Subjects.WorkQueue q = Subjects.workQueue(impl);
        List<Future<Long>> workers = Drivers.consumers(pool, q, WORKERS, WORK_NANOS);
        CountDownLatch start = new CountDownLatch(1);
        List<Future<?>> producers = new ArrayList<>();
        for (int p = 0; p < PRODUCERS; p++) {
            int first = p;
            producers.add(pool.submit(() -> {
                start.await();
                for (int i = first; i < EVENTS; i += PRODUCERS) {
                    q.add(keys[i % HOT_KEYS]);
                }
                return null;
            }));
        }
        start.countDown();
        // Shutting down waits for nothing but lets the workers return once the queue is empty:
        // every key added before it is still processed, so the run ends when the last one is done.
        return Drivers.finish(q, producers, workers);
    }
}
