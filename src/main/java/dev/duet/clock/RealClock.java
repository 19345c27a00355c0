package dev.duet.clock;

import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * Real time that never jumps. Go's {@code time.Now()} carries a monotonic reading beside the wall
 * time, and {@code Sub} and {@code Since} use it; here the wall clock is read once, when the clock
 * is made, and every later time is that reading moved on by {@link System#nanoTime()}. So setting
 * the system clock back or forth changes no delay, deadline or elapsed time. Timers and tickers of
 * every instance share one daemon scheduler thread, which is why their callbacks must be short.
 */
public final class RealClock implements Clock {

    /** Shared instance, anchored to the wall clock when the class loads. */
    public static final RealClock INSTANCE = new RealClock(Instant::now, System::nanoTime);

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

    private final Instant wallAnchor;
    private final long monotonicAnchor;
    private final LongSupplier monotonicNanos;

    /** Reads {@code wallClock} once; tests pass their own sources to see that a jump changes nothing. */
    RealClock(Supplier<Instant> wallClock, LongSupplier monotonicNanos) {
        this.monotonicNanos = monotonicNanos;
        this.monotonicAnchor = monotonicNanos.getAsLong();
        this.wallAnchor = wallClock.get();
    }

    @Override
    public Instant now() {
        return wallAnchor.plusNanos(monotonicNanos.getAsLong() - monotonicAnchor);
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
