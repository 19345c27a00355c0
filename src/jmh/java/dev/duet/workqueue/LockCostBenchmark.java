package dev.duet.workqueue;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The floor under W1 to W3: one uncontended lock and unlock of a {@link ReentrantLock}, the pair
 * every call of {@code Typed} makes (an add/get/done cycle makes three). Neither queue can do a
 * cycle faster than three of these, whatever else it saves.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(2)
@Warmup(iterations = 4, time = 1)
@Measurement(iterations = 6, time = 1)
@State(Scope.Thread)
public class LockCostBenchmark {

    private final ReentrantLock lock = new ReentrantLock();
    private int counter;

    @Benchmark
    public int lockUnlock() {
        lock.lock();
        try {
            return ++counter;
        } finally {
            lock.unlock();
        }
    }
}
