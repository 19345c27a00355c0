package dev.duet.workqueue;

import dev.duet.clock.Clock;
import dev.duet.clock.RealClock;
import java.time.Duration;

/**
 * An overall token bucket shared by all items: {@code burst} tokens to start with, refilled at
 * {@code qps} per second. Each {@link #when} takes one token for good; once the bucket is empty the
 * delay is the shortfall divided by the rate. Items are not told apart, so {@link #numRequeues} is
 * 0 and {@link #forget} does nothing.
 *
 * <p>Upstream: {@code TypedBucketRateLimiter} in
 * <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/util/workqueue/default_rate_limiters.go">default_rate_limiters.go</a>, a wrapper around
 * {@code golang.org/x/time/rate.Limiter} (v0.7.0) whose {@code Reserve().Delay()} this class
 * reimplements. <b>Clock:</b> upstream always reads wall time, even in a queue built on a fake
 * clock. Here the clock is a constructor argument; the defaults ({@link RateLimiters}) pass
 * {@link RealClock}, which is upstream's behaviour, and tests pass a fake clock to check the
 * arithmetic without sleeping.
 */
public class TypedBucketRateLimiter<T> implements TypedRateLimiter<T> {

    private final Clock clock;
    private final double qps;
    private final int burst;
    private double tokens;
    /** Whether {@link #when} has been called: until then the bucket is full. */
    private boolean started;
    /** When tokens were last brought up to date, in {@link EpochNanos}. */
    private long last;

    /** A bucket on wall time, as upstream. */
    public TypedBucketRateLimiter(double qps, int burst) {
        this(qps, burst, RealClock.INSTANCE);
    }

    public TypedBucketRateLimiter(double qps, int burst, Clock clock) {
        if (!(qps > 0)) {
            throw new IllegalArgumentException("qps must be positive, got " + qps);
        }
        this.qps = qps;
        this.burst = burst;
        this.clock = clock;
    }

    @Override
    public synchronized Duration when(T item) {
        // Times are kept in nanoseconds: a call reads the clock once and allocates nothing
        // while tokens last.
        long now = EpochNanos.of(clock.now());
        if (!started) {
            started = true;
            tokens = burst;
        } else if (now > last) {
            tokens = Math.min(burst, tokens + seconds(EpochNanos.minus(now, last)) * qps);
        }
        last = now;
        tokens -= 1;
        if (tokens >= 0) {
            return Duration.ZERO;
        }
        double waitNanos = -tokens / qps * 1e9;
        return Duration.ofNanos((long) waitNanos);
    }

    /** The same sum as {@link DefaultQueueMetrics#seconds} of that many nanoseconds: whole seconds plus the fraction. */
    private static double seconds(long nanos) {
        return Math.floorDiv(nanos, 1_000_000_000L) + Math.floorMod(nanos, 1_000_000_000L) / 1e9;
    }

    @Override
    public int numRequeues(T item) {
        return 0;
    }

    @Override
    public void forget(T item) {
    }
}
