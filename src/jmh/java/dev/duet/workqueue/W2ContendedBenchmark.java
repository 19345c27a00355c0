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
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * W2: two producers add 50,000 keys each from a pool of 1,024 while two consumers get and mark
 * them done. One invocation runs a fresh queue to completion (adds, then shutdown, then the
 * consumers empty it), so no thread is left blocked between iterations; the score counts adds
 * per second. Contended runs on two cores vary from fork to fork, hence three forks of eight
 * iterations.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(3)
@Warmup(iterations = 4, time = 1)
@Measurement(iterations = 8, time = 1)
@State(Scope.Benchmark)
public class W2ContendedBenchmark {

    static final int PRODUCERS = 2;
    static final int CONSUMERS = 2;
    static final int ADDS_PER_PRODUCER = 50_000;

    @Param({Subjects.PORT, Subjects.JAVA_CLIENT})
    public String impl;

    private final String[] keys = Keys.of(1024, "key-");
    private ExecutorService pool;

    @Setup
    public void setUp() {
        pool = Executors.newFixedThreadPool(PRODUCERS + CONSUMERS);
    }

    @TearDown
    public void tearDown() {
        pool.shutdownNow();
    }

    @Benchmark
    @OperationsPerInvocation(PRODUCERS * ADDS_PER_PRODUCER)
    public long producersAndConsumers() throws InterruptedException, ExecutionException {
        Subjects.WorkQueue q = Subjects.workQueue(impl);
        List<Future<Long>> consumers = Drivers.consumers(pool, q, CONSUMERS);
        CountDownLatch start = new CountDownLatch(1);
        List<Future<?>> producers = new ArrayList<>();
        for (int p = 0; p < PRODUCERS; p++) {
            int offset = p * 512;
            producers.add(pool.submit(() -> {
                start.await();
                for (int i = 0; i < ADDS_PER_PRODUCER; i++) {
                    q.add(keys[(offset + i * 7) & 1023]);
                }
                return null;
            }));
        }
        start.countDown();
        return Drivers.finish(q, producers, consumers);
    }
}
