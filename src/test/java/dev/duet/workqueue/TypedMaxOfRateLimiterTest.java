package dev.duet.workqueue;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class TypedMaxOfRateLimiterTest {

    @Test
    void takesTheLongestDelayAndTheLargestCount() {
        var fastSlow = new TypedItemFastSlowRateLimiter<String>(Duration.ofMillis(5), Duration.ofSeconds(3), 3);
        var exponential = new TypedItemExponentialFailureRateLimiter<String>(Duration.ofMillis(1), Duration.ofSeconds(1));
        var limiter = new TypedMaxOfRateLimiter<>(fastSlow, exponential);

        assertEquals(Duration.ofMillis(5), limiter.when("one"));
        assertEquals(Duration.ofMillis(5), limiter.when("one"));
        assertEquals(Duration.ofMillis(5), limiter.when("one"));
        assertEquals(Duration.ofSeconds(3), limiter.when("one"));
        assertEquals(Duration.ofSeconds(3), limiter.when("one"));
        assertEquals(5, limiter.numRequeues("one"));

        limiter.forget("one");
        assertEquals(0, fastSlow.numRequeues("one"));
        assertEquals(0, exponential.numRequeues("one"));
    }

    @Test
    void noLimitersMeansNoDelay() {
        var limiter = new TypedMaxOfRateLimiter<String>();
        assertEquals(Duration.ZERO, limiter.when("x"));
        assertEquals(0, limiter.numRequeues("x"));
    }
}
