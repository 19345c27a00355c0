package dev.duet.workqueue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class RateLimitersTest {

    @Test
    void controllerLimiterIsExponentialFromFiveMillisecondsWhileTheBucketLasts() {
        TypedRateLimiter<String> limiter = RateLimiters.defaultTypedControllerRateLimiter();
        assertEquals(Duration.ofMillis(5), limiter.when("a"));
        assertEquals(Duration.ofMillis(10), limiter.when("a"));
        assertEquals(2, limiter.numRequeues("a"));
        limiter.forget("a");
        assertEquals(0, limiter.numRequeues("a"));
    }

    @Test
    void controllerLimiterBucketTakesOverAfterAHundredRapidCalls() {
        TypedRateLimiter<String> limiter = RateLimiters.defaultTypedControllerRateLimiter();
        for (int i = 0; i < 100; i++) {
            assertEquals(Duration.ofMillis(5), limiter.when("item" + i), "first failure of a fresh item");
        }
        Duration delay = limiter.when("fresh");
        // Wall time, as upstream: about 100 ms minus whatever time the loop above took.
        assertTrue(delay.compareTo(Duration.ofMillis(5)) > 0 && delay.compareTo(Duration.ofMillis(100)) <= 0,
                "bucket delay " + delay);
    }

    @Test
    void itemBasedLimiterStartsAtOneMillisecond() {
        TypedRateLimiter<String> limiter = RateLimiters.defaultTypedItemBasedRateLimiter();
        assertEquals(Duration.ofMillis(1), limiter.when("a"));
        assertEquals(Duration.ofMillis(2), limiter.when("a"));
    }
}
