package dev.duet.workqueue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.duet.clock.FakeClock;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class TypedBucketRateLimiterTest {

    private final FakeClock clock = new FakeClock(Instant.EPOCH);

    @Test
    void burstIsFreeThenEachCallWaitsOneMoreTokenPeriod() {
        var limiter = new TypedBucketRateLimiter<String>(10, 3, clock);
        assertEquals(Duration.ZERO, limiter.when("a"));
        assertEquals(Duration.ZERO, limiter.when("b"));
        assertEquals(Duration.ZERO, limiter.when("c"));
        assertEquals(Duration.ofMillis(100), limiter.when("d"));
        assertEquals(Duration.ofMillis(200), limiter.when("e"));
    }

    @Test
    void tokensRefillWithTimeButNotBeyondTheBurst() {
        var limiter = new TypedBucketRateLimiter<String>(10, 2, clock);
        limiter.when("a");
        limiter.when("a");
        assertEquals(Duration.ofMillis(100), limiter.when("a"));
        clock.step(Duration.ofMillis(150));
        assertEquals(Duration.ofMillis(50), limiter.when("a"), "debt of 1, plus 1.5 back, minus 1: half a token short");
        clock.step(Duration.ofSeconds(100));
        assertEquals(Duration.ZERO, limiter.when("a"));
        assertEquals(Duration.ZERO, limiter.when("a"));
        assertEquals(Duration.ofMillis(100), limiter.when("a"), "refill stopped at the burst of 2");
    }

    @Test
    void itemsAreNotToldApart() {
        var limiter = new TypedBucketRateLimiter<String>(10, 1, clock);
        limiter.when("a");
        assertEquals(0, limiter.numRequeues("a"));
        limiter.forget("a");
        assertEquals(Duration.ofMillis(100), limiter.when("b"));
    }

    @Test
    void rateMustBePositive() {
        assertThrows(IllegalArgumentException.class, () -> new TypedBucketRateLimiter<String>(0, 1, clock));
    }
}
