package dev.duet.workqueue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.duet.clock.FakeClock;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class TypedRateLimitingQueueTest {

    private static final Duration WAIT = Duration.ofSeconds(10);

    private final FakeClock clock = new FakeClock(Instant.EPOCH);
    private final TypedItemExponentialFailureRateLimiter<String> limiter =
            new TypedItemExponentialFailureRateLimiter<>(Duration.ofMillis(1), Duration.ofSeconds(1));
    private final TypedRateLimitingQueue<String> q = TypedRateLimitingQueue.newTypedRateLimitingQueueWithConfig(
            limiter, TypedRateLimitingQueueConfig.<String>defaults().withClock(clock));

    @AfterEach
    void shutDown() {
        q.shutDown();
    }

    @Test
    void addRateLimitedWaitsAsLongAsTheLimiterSays() {
        q.addRateLimited("one");
        q.addRateLimited("one");
        q.addRateLimited("two");
        assertTrue(q.awaitIdle(WAIT));
        assertEquals(0, q.len());
        assertEquals(2, q.numRequeues("one"));
        assertEquals(1, q.numRequeues("two"));
        assertEquals("queue=[] dirty=[] processing=[] shuttingDown=false"
                + " waiting=[one@1970-01-01T00:00:00.001Z, two@1970-01-01T00:00:00.001Z]", q.snapshot().toString());

        clock.step(Duration.ofMillis(1));
        assertTrue(q.awaitIdle(WAIT));
        assertEquals(2, q.len());
    }

    @Test
    void forgetClearsTheLimiterButNotTheQueue() {
        q.addRateLimited("one");
        q.add("one");
        q.forget("one");
        assertEquals(0, q.numRequeues("one"));
        assertEquals(1, q.len());
        assertEquals("one", q.get().item());
    }

    @Test
    void addRateLimitedAfterShutdownStillAsksTheLimiter() {
        q.shutDown();
        q.addRateLimited("one");
        q.addRateLimited("one");
        assertEquals(2, q.numRequeues("one"));
        assertEquals(0, q.len());
    }

    @Test
    void defaultsBuildADelayingQueueOnTheGivenClock() {
        TypedRateLimitingQueue<String> plain =
                TypedRateLimitingQueue.newTypedRateLimitingQueue(RateLimiters.defaultTypedItemBasedRateLimiter());
        plain.add("a");
        assertEquals(new GetResult<>("a", false), plain.get());
        plain.done("a");
        plain.shutDownWithDrain();
        assertTrue(plain.shuttingDown());
        plain.shutDown();
    }

    @Test
    void snapshotNeedsATypedDelayingQueue() {
        TypedDelayingInterface<String> foreign = new TypedDelayingInterface<>() {
            private final Typed<String> inner = Typed.newTyped();

            @Override
            public void addAfter(String item, Duration duration) {
                inner.add(item);
            }

            @Override
            public void add(String item) {
                inner.add(item);
            }

            @Override
            public int len() {
                return inner.len();
            }

            @Override
            public GetResult<String> get() {
                return inner.get();
            }

            @Override
            public void done(String item) {
                inner.done(item);
            }

            @Override
            public void shutDown() {
                inner.shutDown();
            }

            @Override
            public void shutDownWithDrain() {
                inner.shutDownWithDrain();
            }

            @Override
            public boolean shuttingDown() {
                return inner.shuttingDown();
            }
        };
        TypedRateLimitingQueue<String> wrapped = TypedRateLimitingQueue.newTypedRateLimitingQueueWithConfig(
                limiter, TypedRateLimitingQueueConfig.<String>defaults().withDelayingQueue(foreign));
        wrapped.addRateLimited("x");
        assertEquals(1, wrapped.len());
        assertThrows(UnsupportedOperationException.class, wrapped::snapshot);
    }
}
