package dev.duet.workqueue;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class EpochNanosTest {

    @Test
    void roundTripsInstantsBeforeAndAfterTheEpoch() {
        for (Instant t : new Instant[] {Instant.EPOCH, Instant.parse("2024-12-11T10:00:00.123456789Z"),
                Instant.parse("1900-01-01T00:00:00.000000001Z"), Instant.ofEpochSecond(-1, 999_999_999)}) {
            assertEquals(t, EpochNanos.toInstant(EpochNanos.of(t)));
        }
    }

    @Test
    void saturatesBeyondTheRangeOfALong() {
        assertEquals(Long.MAX_VALUE, EpochNanos.of(Instant.MAX));
        assertEquals(Long.MIN_VALUE, EpochNanos.of(Instant.MIN));
        assertEquals(Long.MAX_VALUE, EpochNanos.nanos(Duration.ofSeconds(Long.MAX_VALUE)));
        assertEquals(Long.MIN_VALUE, EpochNanos.nanos(Duration.ofSeconds(Long.MIN_VALUE)));
        assertEquals(Long.MAX_VALUE, EpochNanos.plus(Long.MAX_VALUE - 1, 2));
        assertEquals(Long.MIN_VALUE, EpochNanos.plus(Long.MIN_VALUE + 1, -2));
        assertEquals(Long.MAX_VALUE, EpochNanos.minus(Long.MAX_VALUE, -1));
        assertEquals(Long.MIN_VALUE, EpochNanos.minus(Long.MIN_VALUE, 1));
    }

    @Test
    void exactInRange() {
        assertEquals(-1, EpochNanos.nanos(Duration.ofNanos(-1)));
        assertEquals(1_500_000_000L, EpochNanos.nanos(Duration.ofMillis(1500)));
        assertEquals(5, EpochNanos.plus(2, 3));
        assertEquals(-1, EpochNanos.minus(2, 3));
    }
}
