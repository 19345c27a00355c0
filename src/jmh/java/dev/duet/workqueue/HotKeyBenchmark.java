package dev.duet.workqueue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Why the queue deduplicates: 100,000 change events over 100 hot keys arrive while two workers
 * sync each key with a small delay. The port merges events for a key that is still waiting; a
 * plain FIFO queues every event and syncs every one. Each invocation runs to completion; besides
 * the time per run, each trial prints the syncs done per run and the peak queue length.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@State(Scope.Benchmark)
public class HotKeyBenchmark {

    static final int EVENTS = 100_000;
    static final int HOT_KEYS = 100;
    static final int WORKERS = 2;
    /** Work per sync, in JMH's abstract CPU tokens (a few microseconds). */
    static final long SYNC_COST_TOKENS = 2_000;

    private static final String STOP = "\u0000stop";

    private final String[] keys = Keys.of(HOT_KEYS, "deployment-");
    private ExecutorService pool;

    /** Per-run figures of one benchmark method, printed when its trial ends. */
    @State(Scope.Thread)
    public static class Figures {
        long runs;
        long totalSyncs;
        long maxPeakLength;
        long minSyncs = Long.MAX_VALUE;
        long maxSyncs;

        void record(long runSyncs, long runPeak) {
            runs++;
            totalSyncs += runSyncs;
            minSyncs = Math.min(minSyncs, runSyncs);
            maxSyncs = Math.max(maxSyncs, runSyncs);
            maxPeakLength = Math.max(maxPeakLength, runPeak);
        }

        @TearDown(Level.Trial)
        public void print() {
            System.out.printf("%n[hot-key] runs=%d events/run=%d syncs/run: mean=%d min=%d max=%d; peak queue length=%d%n",
                    runs, EVENTS, runs == 0 ? 0 : totalSyncs / runs, minSyncs, maxSyncs, maxPeakLength);
        }
    }

    @Setup
    public void setUp() {
        pool = Executors.newFixedThreadPool(WORKERS);
    }

    @TearDown
    public void tearDown() {
        pool.shutdownNow();
    }

    @Benchmark
    public void duetQueue(Figures figures) throws InterruptedException, ExecutionException {
        Typed<String> q = Typed.newTyped();
        List<Future<Long>> workers = new ArrayList<>();
        for (int w = 0; w < WORKERS; w++) {
            workers.add(pool.submit(() -> {
                long syncs = 0;
                GetResult<String> got;
                while (!(got = q.get()).shutdown()) {
                    Blackhole.consumeCPU(SYNC_COST_TOKENS);
                    syncs++;
                    q.done(got.item());
                }
                return syncs;
            }));
        }
        long peak = 0;
        for (int i = 0; i < EVENTS; i++) {
            q.add(keys[i % HOT_KEYS]);
            peak = Math.max(peak, q.len());
        }
        q.shutDown();
        figures.record(sum(workers), peak);
    }

    @Benchmark
    public void plainFifo(Figures figures) throws InterruptedException, ExecutionException {
        LinkedBlockingQueue<String> q = new LinkedBlockingQueue<>();
        List<Future<Long>> workers = new ArrayList<>();
        for (int w = 0; w < WORKERS; w++) {
            workers.add(pool.submit(() -> {
                long syncs = 0;
                String item;
                while ((item = q.take()) != STOP) {
                    Blackhole.consumeCPU(SYNC_COST_TOKENS);
                    syncs++;
                }
                return syncs;
            }));
        }
        long peak = 0;
        for (int i = 0; i < EVENTS; i++) {
            q.add(keys[i % HOT_KEYS]);
            peak = Math.max(peak, q.size());
        }
        for (int w = 0; w < WORKERS; w++) {
            q.add(STOP);
        }
        figures.record(sum(workers), peak);
    }

    private static long sum(List<Future<Long>> workers) throws InterruptedException, ExecutionException {
        long total = 0;
        for (Future<Long> worker : workers) {
            total += worker.get();
        }
        return total;
    }
}
