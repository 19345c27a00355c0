package dev.duet.workqueue;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class TypedItemExponentialFailureRateLimiterTest {

    @Test
    void delaysDoublePerItemUpToTheMaximum() {
        var limiter = new TypedItemExponentialFailureRateLimiter<String>(Duration.ofMillis(1), Duration.ofSeconds(1));
        assertEquals(Duration.ofMillis(1), limiter.when("one"));
        assertEquals(Duration.ofMillis(2), limiter.when("one"));
        assertEquals(Duration.ofMillis(4), limiter.when("one"));
        assertEquals(Duration.ofMillis(8), limiter.when("one"));
        assertEquals(Duration.ofMillis(16), limiter.when("one"));
        assertEquals(5, limiter.numRequeues("one"));

        assertEquals(Duration.ofMillis(1), limiter.when("two"));
        assertEquals(Duration.ofMillis(2), limiter.when("two"));
        assertEquals(2, limiter.numRequeues("two"));

        limiter.forget("one");
        assertEquals(0, limiter.numRequeues("one"));
        assertEquals(Duration.ofMillis(1), limiter.when("one"));
    }

    @Test
    void capsAtTheMaximum() {
        var limiter = new TypedItemExponentialFailureRateLimiter<String>(Duration.ofMillis(5), Duration.ofSeconds(1000));
        Duration last = Duration.ZERO;
        for (int i = 0; i < 18; i++) {
            last = limiter.when("x");
        }
        assertEquals(Duration.ofMillis(655_360), last, "18th call: 5 ms * 2^17");
        assertEquals(Duration.ofSeconds(1000), limiter.when("x"), "19th call is capped");
    }

    @Test
    void overflowBeyondLongRangeReturnsTheMaximum() {
        var limiter = new TypedItemExponentialFailureRateLimiter<String>(Duration.ofMillis(1), Duration.ofSeconds(1000));
        for (int i = 0; i < 100; i++) {
            limiter.when("x");
        }
        assertEquals(Duration.ofSeconds(1000), limiter.when("x"));
    }

    @Test
    void exactlyTwoToTheSixtyThirdSaturatesInJava() {
        // Go on amd64 would return a negative duration here; the (long) cast saturates instead.
        var limiter = new TypedItemExponentialFailureRateLimiter<String>(Duration.ofNanos(1), Duration.ofSeconds(1000));
        for (int i = 0; i < 63; i++) {
            limiter.when("x");
        }
        assertEquals(Duration.ofSeconds(1000), limiter.when("x"));
    }

    @Test
    void zeroBaseGivesNaNFromTheTenTwentyFifthCallWhichJavaTurnsIntoZero() {
        var limiter = new TypedItemExponentialFailureRateLimiter<String>(Duration.ZERO, Duration.ofSeconds(1000));
        for (int i = 0; i < 1024; i++) {
            assertEquals(Duration.ZERO, limiter.when("x"));
        }
        assertEquals(Duration.ZERO, limiter.when("x"));
    }
}
