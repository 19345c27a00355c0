package dev.duet.workqueue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class TypedTest {

    private static final Duration WAIT = Duration.ofSeconds(10);

    private final Typed<String> q = Typed.newTyped();

    @Test
    void getHandsOutAnAddedItemAndMarksItProcessing() {
        q.add("a");
        assertEquals("queue=[a] dirty=[a] processing=[] shuttingDown=false", q.snapshot().toString());

        assertEquals(new GetResult<>("a", false), q.get());

        assertEquals("queue=[] dirty=[] processing=[a] shuttingDown=false", q.snapshot().toString());
    }

    @Test
    void addingADirtyItemAgainQueuesItOnce() {
        q.add("a");
        q.add("a");
        assertEquals(1, q.len());
    }

    @Test
    void orderIsByFirstTimeDirtyAndReAddingDoesNotMoveAnItem() {
        q.add("a");
        q.add("b");
        q.add("a");
        assertEquals("a", q.get().item());
        assertEquals("b", q.get().item());
    }

    @Test
    void itemReAddedWhileProcessingWaitsForDone() {
        q.add("a");
        q.get();
        q.add("a");
        assertEquals(0, q.len());
        assertEquals("queue=[] dirty=[a] processing=[a] shuttingDown=false", q.snapshot().toString());

        q.done("a");

        assertEquals("queue=[a] dirty=[a] processing=[] shuttingDown=false", q.snapshot().toString());
    }

    @Test
    void itemReAddedWhileProcessingDoesNotWakeAWaitingGet() throws Exception {
        q.add("a");
        q.get();
        CompletableFuture<GetResult<String>> waiting = CompletableFuture.supplyAsync(q::get);
        q.add("a");
        assertThrows(TimeoutException.class, () -> waiting.get(100, TimeUnit.MILLISECONDS));
        q.done("a");
        assertEquals("a", waiting.get(WAIT.toSeconds(), TimeUnit.SECONDS).item());
    }

    @Test
    void touchIsCalledOnlyForAnItemWaitingInStorage() {
        RecordingQueue storage = new RecordingQueue();
        Typed<String> touched = Typed.newTypedWithConfig(TypedQueueConfig.<String>defaults().withQueue(storage));

        touched.add("a");
        touched.add("a");
        assertEquals(List.of("a"), storage.touches);

        touched.get();
        touched.add("a");
        touched.add("a");
        assertEquals(List.of("a"), storage.touches, "no touch while the item is processing");

        touched.shutDown();
        touched.add("b");
        assertEquals(List.of("a"), storage.touches, "no touch after shutdown");
    }

    @Test
    void addAfterShutdownIsDropped() {
        q.shutDown();
        q.add("a");
        assertEquals(0, q.len());
        assertEquals("queue=[] dirty=[] processing=[] shuttingDown=true", q.snapshot().toString());
    }

    @Test
    void getKeepsHandingOutQueuedItemsAfterShutdown() {
        q.add("a");
        q.add("b");
        q.shutDown();

        assertEquals(new GetResult<>("a", false), q.get());
        assertEquals(new GetResult<>("b", false), q.get());
        assertEquals(new GetResult<>(null, true), q.get());
    }

    @Test
    void lenCountsOnlyStorage() {
        q.add("a");
        q.add("b");
        q.get();
        q.add("a");
        assertEquals(1, q.len(), "b only: a is processing (and dirty)");
    }

    @Test
    void doneOnAnUnknownItemChangesNothing() {
        q.add("a");
        q.done("b");
        assertEquals("queue=[a] dirty=[a] processing=[] shuttingDown=false", q.snapshot().toString());
    }

    @Test
    void doneOnADirtyItemThatIsNotProcessingPushesItAgain() {
        q.add("a");
        q.done("a");

        assertEquals(2, q.len());
        assertEquals("a", q.get().item());
        assertEquals("a", q.get().item());
    }

    @Test
    void doneRequeuesADirtyItemEvenAfterShutdown() {
        q.add("a");
        q.get();
        q.add("a");
        q.shutDown();

        q.done("a");

        assertEquals(new GetResult<>("a", false), q.get());
    }

    @Test
    void blockedGetIsReleasedByAdd() throws Exception {
        CompletableFuture<GetResult<String>> waiting = CompletableFuture.supplyAsync(q::get);
        assertThrows(TimeoutException.class, () -> waiting.get(50, TimeUnit.MILLISECONDS));
        q.add("a");
        assertEquals(new GetResult<>("a", false), waiting.get(WAIT.toSeconds(), TimeUnit.SECONDS));
    }

    @Test
    void blockedGetsAreAllReleasedByShutDown() throws Exception {
        CompletableFuture<GetResult<String>> first = CompletableFuture.supplyAsync(q::get);
        CompletableFuture<GetResult<String>> second = CompletableFuture.supplyAsync(q::get);
        assertThrows(TimeoutException.class, () -> first.get(50, TimeUnit.MILLISECONDS));
        q.shutDown();
        assertTrue(first.get(WAIT.toSeconds(), TimeUnit.SECONDS).shutdown());
        assertTrue(second.get(WAIT.toSeconds(), TimeUnit.SECONDS).shutdown());
    }

    @Test
    void interruptedGetKeepsWaitingAndKeepsTheInterruptFlag() throws Exception {
        AtomicReference<GetResult<String>> result = new AtomicReference<>();
        AtomicBoolean interruptedAfterwards = new AtomicBoolean();
        Thread worker = new Thread(() -> {
            result.set(q.get());
            interruptedAfterwards.set(Thread.currentThread().isInterrupted());
        });
        worker.start();
        awaitCondWaiters(q, 1);

        worker.interrupt();
        worker.join(100);
        assertTrue(worker.isAlive(), "an interrupt does not end the wait");

        q.add("a");
        worker.join(WAIT.toMillis());
        assertFalse(worker.isAlive());
        assertEquals(new GetResult<>("a", false), result.get());
        assertTrue(interruptedAfterwards.get());
    }

    @Test
    void shutDownWithDrainWaitsForItemsBeingProcessed() throws Exception {
        q.add("a");
        q.get();
        CompletableFuture<Void> drain = CompletableFuture.runAsync(q::shutDownWithDrain);
        assertThrows(TimeoutException.class, () -> drain.get(100, TimeUnit.MILLISECONDS));
        assertEquals("queue=[] dirty=[] processing=[a] shuttingDown=true draining=true", q.snapshot().toString());

        q.done("a");

        drain.get(WAIT.toSeconds(), TimeUnit.SECONDS);
    }

    @Test
    void shutDownWithDrainIgnoresItemsStillInStorage() {
        q.add("a");
        q.shutDownWithDrain();
        assertTrue(q.shuttingDown());
        assertEquals(new GetResult<>("a", false), q.get());
    }

    @Test
    void shutDownReleasesAPendingDrain() throws Exception {
        q.add("a");
        q.get();
        CompletableFuture<Void> drain = CompletableFuture.runAsync(q::shutDownWithDrain);
        assertThrows(TimeoutException.class, () -> drain.get(50, TimeUnit.MILLISECONDS));

        q.shutDown();

        drain.get(WAIT.toSeconds(), TimeUnit.SECONDS);
        assertEquals("queue=[] dirty=[] processing=[a] shuttingDown=true", q.snapshot().toString());
    }

    @Test
    void drainCanReturnWhileAReDirtiedItemIsStillQueued() throws Exception {
        q.add("a");
        q.get();
        q.add("a");
        CompletableFuture<Void> drain = CompletableFuture.runAsync(q::shutDownWithDrain);
        assertThrows(TimeoutException.class, () -> drain.get(50, TimeUnit.MILLISECONDS));

        q.done("a");

        drain.get(WAIT.toSeconds(), TimeUnit.SECONDS);
        assertEquals(new GetResult<>("a", false), q.get());
    }

    @Test
    void theLastDoneWakesOnlyOneOfTwoDrainersAndShutDownReleasesTheOther() throws Exception {
        q.add("a");
        q.get();
        Thread first = new Thread(q::shutDownWithDrain);
        Thread second = new Thread(q::shutDownWithDrain);
        first.start();
        second.start();
        awaitCondWaiters(q, 2);

        q.done("a");

        long deadline = System.nanoTime() + WAIT.toNanos();
        while (first.isAlive() == second.isAlive()) {
            assertTrue(System.nanoTime() < deadline, "no drainer returned after the last done");
            Thread.onSpinWait();
        }
        Thread stuck = first.isAlive() ? first : second;
        stuck.join(100);
        assertTrue(stuck.isAlive(), "signal-one: the other drainer is not woken, as upstream");

        q.shutDown();
        stuck.join(WAIT.toMillis());
        assertFalse(stuck.isAlive());
    }

    @Test
    void interruptedDrainKeepsWaiting() throws Exception {
        q.add("a");
        q.get();
        Thread drainer = new Thread(q::shutDownWithDrain);
        drainer.start();
        awaitCondWaiters(q, 1);
        drainer.interrupt();
        drainer.join(100);
        assertTrue(drainer.isAlive());
        q.done("a");
        drainer.join(WAIT.toMillis());
        assertFalse(drainer.isAlive());
    }

    @Test
    void shuttingDownReportsEitherKindOfShutdown() {
        assertFalse(q.shuttingDown());
        q.shutDown();
        assertTrue(q.shuttingDown());
        q.shutDown();
        assertTrue(q.shuttingDown());
    }

    @Test
    void snapshotSortsDirtyAndProcessingButKeepsStorageOrder() {
        q.add("c");
        q.add("b");
        q.add("a");
        q.get();
        assertEquals("queue=[b, a] dirty=[a, b] processing=[c] shuttingDown=false", q.snapshot().toString());
        assertEquals(List.of("b", "a"), q.snapshot().queue());
    }

    @Test
    void snapshotNeedsStorageThatListsItsItems() {
        Queue<String> opaque = new Queue<>() {
            private final List<String> items = new ArrayList<>();

            @Override
            public void touch(String item) {
            }

            @Override
            public void push(String item) {
                items.add(item);
            }

            @Override
            public int len() {
                return items.size();
            }

            @Override
            public String pop() {
                return items.remove(0);
            }
        };
        Typed<String> queue = Typed.newTypedWithConfig(TypedQueueConfig.<String>defaults().withQueue(opaque));
        queue.add("a");
        assertEquals("a", queue.get().item());
        assertThrows(UnsupportedOperationException.class, queue::snapshot);
    }

    @Test
    void nullItemsAreRejected() {
        assertThrows(NullPointerException.class, () -> q.add(null));
        assertEquals(0, q.len());
    }

    @Test
    void getResultIsShutdownOnlyWithoutAnItem() throws ExecutionException, InterruptedException {
        q.shutDown();
        GetResult<String> result = q.get();
        assertNull(result.item());
        assertTrue(result.shutdown());
    }

    /** Waits (bounded) until {@code count} threads wait on the queue's condition. */
    static void awaitCondWaiters(Typed<?> queue, int count) {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (queue.condWaiters() != count) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("expected " + count + " waiters, have " + queue.condWaiters());
            }
            Thread.onSpinWait();
        }
    }

    /** FIFO storage that records touches. */
    static final class RecordingQueue implements Queue<String> {
        final List<String> touches = new ArrayList<>();
        private final DefaultQueue<String> fifo = new DefaultQueue<>();

        @Override
        public void touch(String item) {
            touches.add(item);
        }

        @Override
        public void push(String item) {
            fifo.push(item);
        }

        @Override
        public int len() {
            return fifo.len();
        }

        @Override
        public String pop() {
            return fifo.pop();
        }

        @Override
        public List<String> items() {
            return fifo.items();
        }
    }
}
