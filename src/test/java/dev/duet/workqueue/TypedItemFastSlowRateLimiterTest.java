package dev.duet.workqueue;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class TypedItemFastSlowRateLimiterTest {

    @Test
    void fastForTheFirstAttemptsThenSlow() {
        var limiter = new TypedItemFastSlowRateLimiter<String>(Duration.ofMillis(5), Duration.ofSeconds(10), 3);
        assertEquals(Duration.ofMillis(5), limiter.when("one"));
        assertEquals(Duration.ofMillis(5), limiter.when("one"));
        assertEquals(Duration.ofMillis(5), limiter.when("one"));
        assertEquals(Duration.ofSeconds(10), limiter.when("one"));
        assertEquals(Duration.ofSeconds(10), limiter.when("one"));
        assertEquals(5, limiter.numRequeues("one"));

        assertEquals(Duration.ofMillis(5), limiter.when("two"));
        assertEquals(1, limiter.numRequeues("two"));

        limiter.forget("one");
        assertEquals(0, limiter.numRequeues("one"));
        assertEquals(Duration.ofMillis(5), limiter.when("one"));
    }
}
