package dev.duet.clock;

import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.CompletableFuture;

/**
 * A source of the current time and of timers, injected wherever the port needs time so that tests
 * and demos can replace it with {@link FakeClock}.
 *
 * <p>Plays the role of {@code k8s.io/utils/clock.WithTicker}. Go's timers and tickers deliver on
 * channels; Java has no {@code select}, so here they run a callback instead (like Go's
 * {@code time.AfterFunc}). A callback must be short and must not block: on {@link RealClock} it
 * runs on a shared scheduler thread, on {@link FakeClock} on the thread that moves the time.
 */
public interface Clock {

    /** The current time. */
    Instant now();

    /** The time elapsed since {@code start}, by this clock. */
    default Duration since(Instant start) {
        return Duration.between(start, now());
    }

    /**
     * Runs {@code onFire} once, when {@code delay} has passed by this clock. A delay of zero or
     * less fires as soon as possible (on a fake clock: at the next step, even a step of zero).
     */
    Timer newTimer(Duration delay, Runnable onFire);

    /**
     * A future completed with the clock's time once {@code delay} has passed: Go's
     * {@code clock.After}, with a future in place of the channel. Cancelling the future does not
     * stop the underlying timer; use {@link #newTimer} when that matters.
     */
    default CompletableFuture<Instant> after(Duration delay) {
        CompletableFuture<Instant> fired = new CompletableFuture<>();
        newTimer(delay, () -> fired.complete(now()));
        return fired;
    }

    /**
     * Runs {@code onTick} every {@code period} until the ticker is stopped.
     *
     * @throws IllegalArgumentException if {@code period} is not positive
     */
    Ticker newTicker(Duration period, Runnable onTick);
}
