package dev.duet.workqueue;

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
 * W1, one thread, no contention: add a key, get it, mark it done, cycling over 1,024 string keys.
 * One operation is one full cycle.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(2)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@State(Scope.Thread)
public class W1CycleBenchmark {

    @Param({Subjects.PORT, Subjects.JAVA_CLIENT})
    public String impl;

    private final String[] keys = Keys.of(1024, "key-");
    private Subjects.WorkQueue queue;
    private int next;

    @Setup
    public void setUp() {
        queue = Subjects.workQueue(impl);
    }

    @TearDown
    public void tearDown() {
        queue.shutDown();
    }

    @Benchmark
    public String cycle() throws InterruptedException {
        String key = keys[next++ & 1023];
        queue.add(key);
        String item = queue.get();
        queue.done(item);
        return item;
    }
}
