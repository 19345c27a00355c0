package dev.duet.clock;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A clock that moves only when told to, firing due timers and tickers on the calling thread, so
 * tests and demos order events without sleeping.
 *
 * <p>Follows {@code k8s.io/utils/clock/testing.FakeClock}: {@link #setTime} first sets the time,
 * then fires every waiter that is due at the new time, earliest first (ties in creation order). A
 * ticker fires at most once per move, however many periods the move spans, and is then re-armed
 * for its first period boundary after the new time. Waiters created by a callback during a move
 * wait for the next move. Callbacks run without the clock's lock held, so they may read the time
 * and create or stop waiters.
 */
public final class FakeClock implements Clock {

    private final Object lock = new Object();
    private Instant time;
    private long nextSequence;
    private final List<Waiter> waiters = new ArrayList<>();

    /** A clock showing {@code start}. */
    public FakeClock(Instant start) {
        this.time = start;
    }

    @Override
    public Instant now() {
        synchronized (lock) {
            return time;
        }
    }

    /** Moves the time forward by {@code delta} (backwards if negative) and fires due waiters. */
    public void step(Duration delta) {
        Instant target;
        synchronized (lock) {
            target = time.plus(delta);
        }
        setTime(target);
    }

    /** Sets the time and fires the waiters due at it. */
    public void setTime(Instant target) {
        List<Waiter> due = new ArrayList<>();
        synchronized (lock) {
            time = target;
            for (Waiter waiter : waiters) {
                if (!waiter.fireAt.isAfter(target)) {
                    due.add(waiter);
                }
            }
            due.sort(Comparator.comparing((Waiter w) -> w.fireAt).thenComparingLong(w -> w.sequence));
            for (Waiter waiter : due) {
                if (waiter.period == null) {
                    waiters.remove(waiter);
                } else {
                    while (!waiter.fireAt.isAfter(target)) {
                        waiter.fireAt = waiter.fireAt.plus(waiter.period);
                    }
                }
            }
        }
        for (Waiter waiter : due) {
            // A callback fired earlier in this move may have stopped a later waiter.
            if (waiter.claimForFiring()) {
                waiter.callback.run();
            }
        }
    }

    /** Whether any timer or ticker is waiting to fire. */
    public boolean hasWaiters() {
        synchronized (lock) {
            return !waiters.isEmpty();
        }
    }

    /** How many timers and tickers are waiting to fire. */
    public int waiterCount() {
        synchronized (lock) {
            return waiters.size();
        }
    }

    /** For example {@code FakeClock[now=1970-01-01T00:00:01Z, waiters=2]}, for demo transcripts. */
    @Override
    public String toString() {
        synchronized (lock) {
            return "FakeClock[now=" + time + ", waiters=" + waiters.size() + "]";
        }
    }

    @Override
    public Timer newTimer(Duration delay, Runnable onFire) {
        Waiter waiter = register(delay, null, onFire);
        return waiter::cancel;
    }

    @Override
    public Ticker newTicker(Duration period, Runnable onTick) {
        if (period.isNegative() || period.isZero()) {
            throw new IllegalArgumentException("period must be positive, got " + period);
        }
        Waiter waiter = register(period, period, onTick);
        return waiter::cancel;
    }

    private Waiter register(Duration delay, Duration period, Runnable callback) {
        synchronized (lock) {
            Waiter waiter = new Waiter(time.plus(delay), period, callback, nextSequence++);
            waiters.add(waiter);
            return waiter;
        }
    }

    /** A timer (no period) or a ticker; fields other than {@code fireAt} never change. */
    private final class Waiter {
        Instant fireAt;
        final Duration period;
        final Runnable callback;
        final long sequence;
        private boolean cancelled;
        private boolean started;

        Waiter(Instant fireAt, Duration period, Runnable callback, long sequence) {
            this.fireAt = fireAt;
            this.period = period;
            this.callback = callback;
            this.sequence = sequence;
        }

        boolean cancel() {
            synchronized (lock) {
                boolean wasPending = !cancelled && !started;
                cancelled = true;
                waiters.remove(this);
                return wasPending;
            }
        }

        /** True if the callback should run now; a one-shot timer can be claimed only once. */
        boolean claimForFiring() {
            synchronized (lock) {
                if (cancelled) {
                    return false;
                }
                if (period == null) {
                    started = true;
                }
                return true;
            }
        }
    }
}
