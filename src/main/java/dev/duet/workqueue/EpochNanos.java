package dev.duet.workqueue;

import java.time.Duration;
import java.time.Instant;

/**
 * Times as nanoseconds since the epoch, the delaying queue's internal unit. A long covers the
 * years 1677 to 2262; times and sums beyond saturate to {@link Long#MIN_VALUE} or
 * {@link Long#MAX_VALUE} (an entry delayed past 2262 waits for ever, as it would anyway).
 * Converting an {@code Instant} that does not escape costs no allocation once inlined, which is
 * why the hot paths convert at once instead of keeping {@code Instant}s.
 */
final class EpochNanos {

    private static final long NANOS_PER_SECOND = 1_000_000_000L;
    /** Seconds whose nanoseconds still fit a long, whatever the nano-of-second. */
    private static final long MAX_SECONDS = Long.MAX_VALUE / NANOS_PER_SECOND - 1;

    private EpochNanos() {
    }

    static long of(Instant time) {
        long seconds = time.getEpochSecond();
        if (seconds > MAX_SECONDS) {
            return Long.MAX_VALUE;
        }
        if (seconds < -MAX_SECONDS) {
            return Long.MIN_VALUE;
        }
        return seconds * NANOS_PER_SECOND + time.getNano();
    }

    static Instant toInstant(long nanos) {
        return Instant.ofEpochSecond(Math.floorDiv(nanos, NANOS_PER_SECOND), Math.floorMod(nanos, NANOS_PER_SECOND));
    }

    /** {@code duration} in nanoseconds, saturated. */
    static long nanos(Duration duration) {
        long seconds = duration.getSeconds();
        if (seconds > MAX_SECONDS) {
            return Long.MAX_VALUE;
        }
        if (seconds < -MAX_SECONDS) {
            return Long.MIN_VALUE;
        }
        return seconds * NANOS_PER_SECOND + duration.getNano();
    }

    static long plus(long a, long b) {
        long sum = a + b;
        // Overflow only when both have the same sign and the sum's sign differs.
        if (((a ^ sum) & (b ^ sum)) < 0) {
            return a < 0 ? Long.MIN_VALUE : Long.MAX_VALUE;
        }
        return sum;
    }

    static long minus(long a, long b) {
        long difference = a - b;
        if (((a ^ b) & (a ^ difference)) < 0) {
            return a < 0 ? Long.MIN_VALUE : Long.MAX_VALUE;
        }
        return difference;
    }
}
