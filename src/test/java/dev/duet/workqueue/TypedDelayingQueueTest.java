package dev.duet.workqueue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.duet.clock.Clock;
import dev.duet.clock.FakeClock;
import dev.duet.clock.Ticker;
import dev.duet.clock.Timer;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class TypedDelayingQueueTest {

    private static final Duration WAIT = Duration.ofSeconds(10);

    private final FakeClock clock = new FakeClock(Instant.EPOCH);
    private final RecordingMetricsProvider provider = new RecordingMetricsProvider();
    private final TypedDelayingQueue<String> q = TypedDelayingQueue.newTypedDelayingQueueWithConfig(
            TypedDelayingQueueConfig.<String>defaults().withName("delaying").withMetricsProvider(provider)
                    .withClock(clock));

    @AfterEach
    void shutDown() {
        q.shutDown();
    }

    private void settle() {
        assertTrue(q.awaitIdle(WAIT), "waiting loop did not settle");
    }

    @Test
    void itemIsAddedWhenItsDelayHasPassed() {
        q.addAfter("a", Duration.ofMillis(50));
        settle();
        assertEquals(0, q.len());
        assertEquals("queue=[] dirty=[] processing=[] shuttingDown=false waiting=[a@1970-01-01T00:00:00.050Z]",
                q.snapshot().toString());

        clock.step(Duration.ofMillis(49));
        settle();
        assertEquals(0, q.len());

        clock.step(Duration.ofMillis(1));
        settle();
        assertEquals(1, q.len());
        assertEquals("queue=[a] dirty=[a] processing=[] shuttingDown=false waiting=[]", q.snapshot().toString());
    }

    @Test
    void zeroOrNegativeDelayAddsOnTheCallingThread() {
        q.addAfter("a", Duration.ZERO);
        q.addAfter("b", Duration.ofSeconds(-1));
        assertEquals(2, q.len(), "no waiting for the loop");
    }

    @Test
    void waitingItemKeepsItsEarliestReadyTime() {
        q.addAfter("a", Duration.ofSeconds(1));
        q.addAfter("a", Duration.ofMillis(500));
        q.addAfter("b", Duration.ofMillis(500));
        q.addAfter("b", Duration.ofSeconds(1));
        settle();
        assertEquals(2, q.snapshot().waiting().size());

        clock.step(Duration.ofMillis(500));
        settle();
        assertEquals(2, q.len());
        assertEquals("a", q.get().item());
        assertEquals("b", q.get().item());

        clock.step(Duration.ofSeconds(1));
        settle();
        assertEquals(0, q.len(), "the later duplicates were dropped");
    }

    @Test
    void itemsDueInTheSameStepComeOutByReadyTime() {
        q.addAfter("late", Duration.ofSeconds(3));
        q.addAfter("early", Duration.ofSeconds(1));
        q.addAfter("middle", Duration.ofSeconds(2));
        settle();

        clock.step(Duration.ofSeconds(3));
        settle();

        assertEquals("early", q.get().item());
        assertEquals("middle", q.get().item());
        assertEquals("late", q.get().item());
    }

    @Test
    void itemWaitingWhileAlreadyQueuedIsMergedWhenItFires() {
        q.add("a");
        q.addAfter("a", Duration.ofSeconds(1));
        settle();
        clock.step(Duration.ofSeconds(1));
        settle();
        assertEquals(1, q.len());
    }

    @Test
    void heartbeatOnlyWakesTheLoop() {
        q.addAfter("a", Duration.ofSeconds(30));
        settle();
        clock.step(Duration.ofSeconds(10));
        settle();
        assertEquals(0, q.len());
        clock.step(Duration.ofSeconds(20));
        settle();
        assertEquals(1, q.len());
    }

    @Test
    void heartbeatAddsWhatIsDueWhenTheTimerIsLost() {
        // A clock whose timers never fire: only the 10-second heartbeat can wake the loop.
        Clock losesTimers = new Clock() {
            @Override
            public Instant now() {
                return clock.now();
            }

            @Override
            public Timer newTimer(Duration delay, Runnable onFire) {
                return () -> true;
            }

            @Override
            public Ticker newTicker(Duration period, Runnable onTick) {
                return clock.newTicker(period, onTick);
            }
        };
        TypedDelayingQueue<String> insured = TypedDelayingQueue.newTypedDelayingQueueWithConfig(
                TypedDelayingQueueConfig.<String>defaults().withClock(losesTimers));
        try {
            insured.addAfter("a", Duration.ofSeconds(1));
            assertTrue(insured.awaitIdle(WAIT));
            clock.step(Duration.ofSeconds(9));
            assertTrue(insured.awaitIdle(WAIT));
            assertEquals(0, insured.len(), "due, but nothing woke the loop yet");
            clock.step(Duration.ofSeconds(1));
            assertTrue(insured.awaitIdle(WAIT));
            assertEquals(1, insured.len(), "the heartbeat woke the loop, which added the due item");
        } finally {
            insured.shutDown();
        }
    }

    @Test
    void anEarlierEntryMovesTheTimerOfAWaitingLoop() {
        q.addAfter("a", Duration.ofSeconds(5));
        settle();
        q.addAfter("a", Duration.ofSeconds(1));
        q.addAfter("b", Duration.ofSeconds(3));
        settle();
        q.addAfter("c", Duration.ofSeconds(2));
        settle();

        clock.step(Duration.ofSeconds(1));
        settle();
        assertEquals("queue=[a] dirty=[a] processing=[] shuttingDown=false"
                + " waiting=[c@1970-01-01T00:00:02Z, b@1970-01-01T00:00:03Z]", q.snapshot().toString());
        clock.step(Duration.ofSeconds(1));
        settle();
        assertEquals(2, q.len(), "c fired on its own timer");
    }

    @Test
    void eachHeadGetsItsOwnTimer() {
        q.addAfter("a", Duration.ofSeconds(1));
        q.addAfter("b", Duration.ofSeconds(2));
        q.addAfter("c", Duration.ofSeconds(4));
        settle();
        for (int second = 1; second <= 4; second++) {
            clock.step(Duration.ofSeconds(1));
            settle();
        }
        assertEquals(3, q.len(), "each fired at its time, not at the heartbeat");
        assertEquals("a", q.get().item());
        assertEquals("b", q.get().item());
        assertEquals("c", q.get().item());
    }

    @Test
    void aTimerThatFiresEarlyIsStartedAgain() {
        // A real clock's timers run on the monotonic clock and its now() on the wall clock, so a
        // timer can fire before now() reaches the head's time. This clock's timers fire only when
        // the test says so, early or on time.
        List<Runnable> pending = new ArrayList<>();
        Clock manualTimers = new Clock() {
            @Override
            public Instant now() {
                return clock.now();
            }

            @Override
            public synchronized Timer newTimer(Duration delay, Runnable onFire) {
                pending.add(onFire);
                return () -> {
                    synchronized (this) {
                        return pending.remove(onFire);
                    }
                };
            }

            @Override
            public Ticker newTicker(Duration period, Runnable onTick) {
                return clock.newTicker(period, onTick);
            }
        };
        Runnable fireAll = () -> {
            List<Runnable> due;
            synchronized (manualTimers) {
                due = new ArrayList<>(pending);
                pending.clear();
            }
            due.forEach(Runnable::run);
        };
        TypedDelayingQueue<String> skewed = TypedDelayingQueue.newTypedDelayingQueueWithConfig(
                TypedDelayingQueueConfig.<String>defaults().withClock(manualTimers));
        try {
            skewed.addAfter("a", Duration.ofSeconds(1));
            assertTrue(skewed.awaitIdle(WAIT));
            fireAll.run();
            assertTrue(skewed.awaitIdle(WAIT));
            assertEquals(0, skewed.len(), "the timer fired early: a is not due yet");

            clock.step(Duration.ofSeconds(1));
            fireAll.run();
            assertTrue(skewed.awaitIdle(WAIT));
            assertEquals(1, skewed.len(), "a new timer was started for a and fired");
        } finally {
            skewed.shutDown();
        }
    }

    @Test
    void everyAddAfterCountsARetryUntilShutdown() {
        q.addAfter("a", Duration.ZERO);
        q.addAfter("b", Duration.ofSeconds(1));
        assertEquals(2, provider.retries.count());

        q.shutDown();
        q.addAfter("c", Duration.ofSeconds(1));
        q.addAfter("d", Duration.ZERO);
        assertEquals(2, provider.retries.count());
        assertEquals(1, q.len(), "only a; d was dropped");
    }

    @Test
    void shutDownDropsWaitingItemsAndStopsTheLoop() {
        q.addAfter("a", Duration.ofSeconds(1));
        settle();
        q.shutDown();
        q.shutDown();
        settle();
        clock.step(Duration.ofSeconds(1));
        assertEquals(0, q.len());
        assertFalse(clock.hasWaiters(), "heartbeat and timer stopped");
        assertTrue(q.get().shutdown());
    }

    @Test
    void shutDownWithDrainIsNotOverriddenSoTheLoopStopsAtItsNextWakeUp() {
        q.addAfter("a", Duration.ofSeconds(30));
        settle();
        q.shutDownWithDrain();
        assertTrue(q.shuttingDown());
        clock.step(Duration.ofSeconds(10));
        settle();
        clock.step(Duration.ofSeconds(20));
        assertEquals(0, q.len(), "the waiting item was lost");
    }

    @Test
    void addAfterBlocksOnAFullBufferUntilShutDown() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch innerAddEntered = new CountDownLatch(1);
        Typed<String> typed = Typed.newTyped();
        TypedInterface<String> blockingInner = new ForwardingQueue(typed) {
            @Override
            public void add(String item) {
                innerAddEntered.countDown();
                awaitQuietly(release);
                super.add(item);
            }
        };
        TypedDelayingQueue<String> blocked = TypedDelayingQueue.newTypedDelayingQueueWithConfig(
                TypedDelayingQueueConfig.<String>defaults().withClock(clock).withQueue(blockingInner));
        blocked.addAfter("first", Duration.ofSeconds(1));
        assertTrue(blocked.awaitIdle(WAIT));
        clock.step(Duration.ofSeconds(1));
        assertTrue(innerAddEntered.await(WAIT.toSeconds(), TimeUnit.SECONDS), "loop is stuck in the inner add");

        for (int i = 0; i < TypedDelayingQueue.WAITING_FOR_ADD_CAPACITY; i++) {
            blocked.addAfter("item" + i, Duration.ofSeconds(5));
        }
        CompletableFuture<Void> overflow = CompletableFuture.runAsync(
                () -> blocked.addAfter("overflow", Duration.ofSeconds(5)));
        assertThrows(TimeoutException.class, () -> overflow.get(100, TimeUnit.MILLISECONDS));

        blocked.shutDown();
        overflow.get(WAIT.toSeconds(), TimeUnit.SECONDS);
        release.countDown();
        assertTrue(blocked.awaitIdle(WAIT));
    }

    @Test
    void entriesOnTheirWayToTheHeapStillCountAgainstTheBuffer() throws Exception {
        // The loop takes the whole buffer at once; until that batch is in the heap its entries
        // must still count, as Go's 1000-slot channel would hold them. The clock holds the loop
        // between taking a batch and putting it in the heap: its first clock read after a wake-up.
        GatedClock gated = new GatedClock(clock);
        TypedDelayingQueue<String> held = TypedDelayingQueue.newTypedDelayingQueueWithConfig(
                TypedDelayingQueueConfig.<String>defaults().withClock(gated));
        try {
            assertTrue(held.awaitIdle(WAIT));
            gated.holdNextRead();
            held.addAfter("taken", Duration.ofSeconds(5));
            assertTrue(gated.held.await(WAIT.toSeconds(), TimeUnit.SECONDS), "the loop did not take the entry");

            // One entry is on its way, so 999 more fill the buffer and the next one must wait.
            for (int i = 1; i < TypedDelayingQueue.WAITING_FOR_ADD_CAPACITY; i++) {
                held.addAfter("item" + i, Duration.ofSeconds(5));
            }
            CompletableFuture<Thread> overflowThread = new CompletableFuture<>();
            CompletableFuture<Void> overflow = CompletableFuture.runAsync(() -> {
                overflowThread.complete(Thread.currentThread());
                held.addAfter("overflow", Duration.ofSeconds(5));
            });
            Thread adder = overflowThread.get(WAIT.toSeconds(), TimeUnit.SECONDS);
            // The loop is held outside every lock, so the adder can only park on the full buffer.
            while (!overflow.isDone() && adder.getState() != Thread.State.WAITING) {
                Thread.onSpinWait();
            }
            assertFalse(overflow.isDone(), "addAfter did not wait although 1000 entries were on their way");

            gated.release.countDown();
            overflow.get(WAIT.toSeconds(), TimeUnit.SECONDS);
            assertTrue(held.awaitIdle(WAIT));
            assertEquals(TypedDelayingQueue.WAITING_FOR_ADD_CAPACITY + 1, held.snapshot().waiting().size());
        } finally {
            gated.release.countDown();
            held.shutDown();
        }
    }

    /** A fake clock whose next read from the waiting loop, once asked, blocks until released. */
    private static final class GatedClock implements Clock {
        private final FakeClock delegate;
        private volatile boolean holdNext;
        final CountDownLatch held = new CountDownLatch(1);
        final CountDownLatch release = new CountDownLatch(1);

        GatedClock(FakeClock delegate) {
            this.delegate = delegate;
        }

        void holdNextRead() {
            holdNext = true;
        }

        @Override
        public Instant now() {
            if (holdNext && Thread.currentThread().getName().startsWith("workqueue-waiting-loop")) {
                holdNext = false;
                held.countDown();
                awaitQuietly(release);
            }
            return delegate.now();
        }

        @Override
        public Timer newTimer(Duration delay, Runnable onFire) {
            return delegate.newTimer(delay, onFire);
        }

        @Override
        public Ticker newTicker(Duration period, Runnable onTick) {
            return delegate.newTicker(period, onTick);
        }
    }

    @Test
    void snapshotNeedsATypedInnerQueue() {
        TypedDelayingQueue<String> wrapped = TypedDelayingQueue.newTypedDelayingQueueWithConfig(
                TypedDelayingQueueConfig.<String>defaults().withClock(clock).withQueue(new ForwardingQueue(Typed.newTyped())));
        assertThrows(UnsupportedOperationException.class, wrapped::snapshot);
        wrapped.shutDown();
    }

    @Test
    void realClockDelayFiresWithoutAnyStepping() throws Exception {
        TypedDelayingQueue<String> real = TypedDelayingQueue.newTypedDelayingQueue();
        real.addAfter("a", Duration.ofMillis(20));
        CompletableFuture<GetResult<String>> got = CompletableFuture.supplyAsync(real::get);
        assertEquals("a", got.get(WAIT.toSeconds(), TimeUnit.SECONDS).item());
        real.shutDown();
    }

    static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** A TypedInterface that is not a Typed, to reach the paths for foreign queues. */
    static class ForwardingQueue implements TypedInterface<String> {
        private final TypedInterface<String> delegate;

        ForwardingQueue(TypedInterface<String> delegate) {
            this.delegate = delegate;
        }

        @Override
        public void add(String item) {
            delegate.add(item);
        }

        @Override
        public int len() {
            return delegate.len();
        }

        @Override
        public GetResult<String> get() {
            return delegate.get();
        }

        @Override
        public void done(String item) {
            delegate.done(item);
        }

        @Override
        public void shutDown() {
            delegate.shutDown();
        }

        @Override
        public void shutDownWithDrain() {
            delegate.shutDownWithDrain();
        }

        @Override
        public boolean shuttingDown() {
            return delegate.shuttingDown();
        }
    }
}
