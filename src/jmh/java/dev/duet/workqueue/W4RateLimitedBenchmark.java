package dev.duet.workqueue;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
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
 * W4, the retry path: {@code addRateLimited(key)} then {@code forget(key)}, cycling over 1,024
 * keys, with each library's default controller rate limiter on the real clock. Past the bucket's
 * burst every delay is positive, so each call goes through the delaying queue's input buffer to
 * its waiting loop, which keeps one entry per key. One operation is one addRateLimited and one
 * forget; each iteration starts a fresh queue (a full bucket).
 *
 * <p>Not like for like: the port, as upstream, blocks the caller while the 1,000-entry buffer is
 * full; the Java client's {@code addAfter} drops the entry instead ({@code offer} on a full queue),
 * and its bucket refills at 10 per minute, not 10 per second.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(2)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@State(Scope.Thread)
public class W4RateLimitedBenchmark {

    @Param({Subjects.PORT, Subjects.JAVA_CLIENT})
    public String impl;

    private final String[] keys = Keys.of(1024, "key-");
    private Subjects.RateLimitingQueue queue;
    private int next;

    @Setup(Level.Iteration)
    public void setUp() {
        queue = Subjects.rateLimitingQueue(impl);
    }

    @TearDown(Level.Iteration)
    public void tearDown() {
        queue.shutDown();
    }

    @Benchmark
    public void addRateLimitedThenForget() {
        String key = keys[next++ & 1023];
        queue.addRateLimited(key);
        queue.forget(key);
    }
}
