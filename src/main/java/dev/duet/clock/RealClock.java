package dev.duet.clock;

import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * Wall-clock time. Timers and tickers of every instance share one daemon scheduler thread, which
 * is why their callbacks must be short.
 */
public final class RealClock implements Clock {

    /** Shared instance; the class has no state, so every instance behaves the same. */
    public static final RealClock INSTANCE = new RealClock();

    /** Created on first use so that code which never schedules anything starts no thread. */
    private static final class Scheduler {
        static final ScheduledThreadPoolExecutor EXECUTOR = create();

        private static ScheduledThreadPoolExecutor create() {
            ScheduledThreadPoolExecutor executor = new ScheduledThreadPoolExecutor(1, runnable -> {
                Thread thread = new Thread(runnable, "duet-real-clock");
                thread.setDaemon(true);
                return thread;
            });
            // Stopped timers would otherwise stay in the work queue until their time comes.
            executor.setRemoveOnCancelPolicy(true);
            return executor;
        }
    }

    @Override
    public Instant now() {
        return Instant.now();
    }

    @Override
    public Timer newTimer(Duration delay, Runnable onFire) {
        long nanos = Math.max(0, saturatedNanos(delay));
        ScheduledFuture<?> future = Scheduler.EXECUTOR.schedule(onFire, nanos, TimeUnit.NANOSECONDS);
        return () -> future.cancel(false);
    }

    @Override
    public Ticker newTicker(Duration period, Runnable onTick) {
        if (period.isNegative() || period.isZero()) {
            throw new IllegalArgumentException("period must be positive, got " + period);
        }
        long nanos = saturatedNanos(period);
        ScheduledFuture<?> future =
                Scheduler.EXECUTOR.scheduleAtFixedRate(onTick, nanos, nanos, TimeUnit.NANOSECONDS);
        return () -> future.cancel(false);
    }

    private static long saturatedNanos(Duration duration) {
        try {
            return duration.toNanos();
        } catch (ArithmeticException tooLong) {
            return duration.isNegative() ? Long.MIN_VALUE : Long.MAX_VALUE;
        }
    }
}
