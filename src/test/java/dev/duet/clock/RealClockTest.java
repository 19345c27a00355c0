package dev.duet.clock;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class RealClockTest {

    private final RealClock clock = RealClock.INSTANCE;

    @Test
    void nowFollowsTheSystemClock() {
        Instant before = Instant.now();
        Instant now = clock.now();
        assertFalse(now.isBefore(before));
        assertFalse(clock.since(before).isNegative());
    }

    @Test
    void timerFiresOnTheSchedulerThread() throws InterruptedException {
        CountDownLatch fired = new CountDownLatch(1);
        clock.newTimer(Duration.ofMillis(5), fired::countDown);
        assertTrue(fired.await(10, TimeUnit.SECONDS));
    }

    @Test
    void stoppedTimerDoesNotFire() throws InterruptedException {
        CountDownLatch fired = new CountDownLatch(1);
        Timer timer = clock.newTimer(Duration.ofMillis(200), fired::countDown);
        assertTrue(timer.stop());
        assertFalse(fired.await(400, TimeUnit.MILLISECONDS));
    }

    @Test
    void tickerTicksUntilStopped() throws InterruptedException {
        CountDownLatch ticks = new CountDownLatch(3);
        Ticker ticker = clock.newTicker(Duration.ofMillis(2), ticks::countDown);
        assertTrue(ticks.await(10, TimeUnit.SECONDS));
        ticker.stop();
    }
}
