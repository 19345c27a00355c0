package dev.duet.workqueue;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class TypedWithMaxWaitRateLimiterTest {

    @Test
    void capsTheInnerDelayAndDelegatesTheRest() {
        var inner = new TypedItemExponentialFailureRateLimiter<String>(Duration.ofSeconds(3), Duration.ofSeconds(100));
        var limiter = new TypedWithMaxWaitRateLimiter<>(inner, Duration.ofSeconds(10));
        assertEquals(Duration.ofSeconds(3), limiter.when("x"));
        assertEquals(Duration.ofSeconds(6), limiter.when("x"));
        assertEquals(Duration.ofSeconds(10), limiter.when("x"));
        assertEquals(3, limiter.numRequeues("x"));
        limiter.forget("x");
        assertEquals(0, inner.numRequeues("x"));
    }
}
