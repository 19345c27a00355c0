package dev.duet.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class FakeClockTest {

    private static final Instant START = Instant.parse("2024-12-11T00:00:00Z");
    private final FakeClock clock = new FakeClock(START);
    private final List<String> fired = new ArrayList<>();

    @Test
    void timeMovesOnlyWhenStepped() {
        assertEquals(START, clock.now());
        clock.step(Duration.ofSeconds(3));
        assertEquals(START.plusSeconds(3), clock.now());
        assertEquals(Duration.ofSeconds(3), clock.since(START));
        clock.setTime(START);
        assertEquals(START, clock.now());
    }

    @Test
    void timerFiresOnceWhenItsTimeIsReached() {
        clock.newTimer(Duration.ofSeconds(2), () -> fired.add("t@" + clock.now()));
        assertTrue(clock.hasWaiters());
        clock.step(Duration.ofSeconds(1));
        assertEquals(List.of(), fired);
        clock.step(Duration.ofSeconds(1));
        assertEquals(List.of("t@" + START.plusSeconds(2)), fired);
        assertFalse(clock.hasWaiters());
        clock.step(Duration.ofSeconds(5));
        assertEquals(1, fired.size());
    }

    @Test
    void dueWaitersFireEarliestFirstThenInCreationOrder() {
        clock.newTimer(Duration.ofSeconds(3), () -> fired.add("c"));
        clock.newTimer(Duration.ofSeconds(1), () -> fired.add("a"));
        clock.newTimer(Duration.ofSeconds(1), () -> fired.add("b"));
        clock.step(Duration.ofSeconds(3));
        assertEquals(List.of("a", "b", "c"), fired);
    }

    @Test
    void stoppedTimerNeverFires() {
        Timer timer = clock.newTimer(Duration.ofSeconds(1), () -> fired.add("t"));
        assertTrue(timer.stop());
        assertFalse(timer.stop());
        clock.step(Duration.ofSeconds(2));
        assertEquals(List.of(), fired);
        assertFalse(clock.hasWaiters());
    }

    @Test
    void stoppingAFiredTimerReportsFalse() {
        Timer timer = clock.newTimer(Duration.ofSeconds(1), () -> fired.add("t"));
        clock.step(Duration.ofSeconds(1));
        assertFalse(timer.stop());
    }

    @Test
    void tickerFiresAtMostOncePerStepAndKeepsItsPeriod() {
        Ticker ticker = clock.newTicker(Duration.ofSeconds(1), () -> fired.add("tick@" + clock.now()));
        clock.step(Duration.ofMillis(999));
        assertEquals(List.of(), fired);
        clock.step(Duration.ofMillis(1));
        clock.step(Duration.ofSeconds(5));
        assertEquals(List.of("tick@" + START.plusSeconds(1), "tick@" + START.plusSeconds(6)), fired);
        clock.step(Duration.ofMillis(999));
        assertEquals(2, fired.size(), "re-armed for 7 s, not 6.999 s");
        ticker.stop();
        clock.step(Duration.ofSeconds(10));
        assertEquals(2, fired.size(), "no tick after stop");
        assertFalse(clock.hasWaiters());
    }

    @Test
    void aCallbackMayStopAWaiterDueInTheSameStep() {
        Timer[] second = new Timer[1];
        clock.newTimer(Duration.ofSeconds(1), () -> {
            fired.add("first");
            second[0].stop();
        });
        second[0] = clock.newTimer(Duration.ofSeconds(2), () -> fired.add("second"));
        clock.step(Duration.ofSeconds(2));
        assertEquals(List.of("first"), fired);
    }

    @Test
    void waitersCreatedByACallbackWaitForTheNextStep() {
        clock.newTimer(Duration.ofSeconds(1), () -> clock.newTimer(Duration.ZERO, () -> fired.add("inner")));
        clock.step(Duration.ofSeconds(1));
        assertEquals(List.of(), fired);
        assertEquals(1, clock.waiterCount());
        clock.step(Duration.ZERO);
        assertEquals(List.of("inner"), fired);
    }

    @Test
    void afterCompletesWithTheTimeItFired() {
        var future = clock.after(Duration.ofSeconds(2));
        clock.step(Duration.ofSeconds(1));
        assertFalse(future.isDone());
        clock.step(Duration.ofSeconds(1));
        assertEquals(START.plusSeconds(2), future.getNow(null));
    }

    @Test
    void printsItsTimeAndWaiters() {
        clock.newTimer(Duration.ofSeconds(1), () -> { });
        assertEquals("FakeClock[now=2024-12-11T00:00:00Z, waiters=1]", clock.toString());
    }

    @Test
    void tickerNeedsAPositivePeriod() {
        assertThrows(IllegalArgumentException.class, () -> clock.newTicker(Duration.ZERO, () -> { }));
    }
}
