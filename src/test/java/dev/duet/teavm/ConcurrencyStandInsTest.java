package dev.duet.teavm;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.teavm.classlib.java.util.concurrent.TCountDownLatch;
import org.teavm.classlib.java.util.concurrent.TScheduledThreadPoolExecutor;
import org.teavm.classlib.java.util.concurrent.locks.TLockSupport;
import org.teavm.classlib.java.util.concurrent.locks.TReentrantReadWriteLock;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.Lock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The other java.util.concurrent stand-ins, on the JVM under real threads, as the JDK's classes behave. */
@Timeout(30)
class ConcurrencyStandInsTest {
    @Test
    void latchReleasesEveryWaiterAtZero() throws Exception {
        TCountDownLatch latch = new TCountDownLatch(2);
        CountDownLatch released = new CountDownLatch(3);
        for (int i = 0; i < 3; i++) {
            new Thread(() -> {
                try {
                    latch.await();
                    released.countDown();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }).start();
        }
        assertFalse(latch.await(5, TimeUnit.MILLISECONDS));
        latch.countDown();
        assertEquals(1, latch.getCount());
        assertTrue(latch.toString().endsWith("[Count = 1]"), latch.toString());
        latch.countDown();
        latch.countDown(); // below zero it stays at zero, as in the JDK
        assertEquals(0, latch.getCount());
        assertTrue(released.await(10, TimeUnit.SECONDS));
        assertTrue(latch.await(0, TimeUnit.SECONDS));
        assertThrows(IllegalArgumentException.class, () -> new TCountDownLatch(-1));
    }

    @Test
    void anInterruptedThreadDoesNotWaitOnALatch() {
        Thread.currentThread().interrupt();
        assertThrows(InterruptedException.class, () -> new TCountDownLatch(1).await());
        assertFalse(Thread.interrupted());
    }

    @Test
    void readersShareAndAWriterIsAlone() throws Exception {
        TReentrantReadWriteLock rw = new TReentrantReadWriteLock();
        Lock read = rw.readLock();
        Lock write = rw.writeLock();
        read.lock();
        boolean[] other = new boolean[2];
        Thread t = new Thread(() -> {
            other[0] = read.tryLock();
            if (other[0]) {
                read.unlock();
            }
            other[1] = write.tryLock();
        });
        t.start();
        t.join();
        assertTrue(other[0], "a second reader gets in");
        assertFalse(other[1], "a writer waits for the reader");
        assertEquals(1, rw.getReadLockCount());
        read.unlock();
        write.lock();
        write.lock();
        read.lock(); // the writer may read
        assertTrue(rw.isWriteLockedByCurrentThread());
        Thread blocked = new Thread(() -> other[0] = read.tryLock());
        blocked.start();
        blocked.join();
        assertFalse(other[0], "no reader while another thread writes");
        read.unlock();
        write.unlock();
        write.unlock();
        assertFalse(rw.isWriteLocked());
        assertThrows(IllegalMonitorStateException.class, read::unlock);
        assertThrows(IllegalMonitorStateException.class, write::unlock);
    }

    @Test
    void writersExcludeEachOtherUnderContention() throws Exception {
        TReentrantReadWriteLock rw = new TReentrantReadWriteLock();
        int[] counter = {0};
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            Thread th = new Thread(() -> {
                for (int i = 0; i < 10_000; i++) {
                    rw.writeLock().lock();
                    try {
                        counter[0]++;
                    } finally {
                        rw.writeLock().unlock();
                    }
                }
            });
            threads.add(th);
            th.start();
        }
        for (Thread th : threads) {
            th.join();
        }
        assertEquals(40_000, counter[0]);
    }

    @Test
    void anUnparkBeforeParkLetsItReturn() throws Exception {
        TLockSupport.unpark(Thread.currentThread());
        TLockSupport.park(); // returns at once: the permit was there
        CountDownLatch parked = new CountDownLatch(1);
        AtomicBoolean back = new AtomicBoolean();
        Thread t = new Thread(() -> {
            parked.countDown();
            while (!back.get()) {
                TLockSupport.park();
                back.set(true);
            }
        });
        t.start();
        parked.await();
        TLockSupport.unpark(t);
        t.join();
        assertTrue(back.get());
        long start = System.nanoTime();
        TLockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(5));
        assertTrue(System.nanoTime() - start >= TimeUnit.MILLISECONDS.toNanos(4));
    }

    @Test
    void scheduledTasksRunOnTheFactorysThreadAndCancelledOnesDoNot() throws Exception {
        List<String> names = Collections.synchronizedList(new ArrayList<>());
        TScheduledThreadPoolExecutor executor = new TScheduledThreadPoolExecutor(1, r -> {
            Thread t = new Thread(r, "stand-in-clock");
            t.setDaemon(true);
            return t;
        });
        executor.setRemoveOnCancelPolicy(true);
        CountDownLatch ran = new CountDownLatch(1);
        ScheduledFuture<?> later = executor.schedule(() -> names.add("late"), 1, TimeUnit.HOURS);
        ScheduledFuture<?> now = executor.schedule(() -> {
            names.add(Thread.currentThread().getName());
            ran.countDown();
        }, 0, TimeUnit.NANOSECONDS);
        assertTrue(ran.await(10, TimeUnit.SECONDS));
        now.get();
        assertTrue(now.isDone());
        assertTrue(later.cancel(false));
        assertFalse(later.cancel(false));
        assertTrue(later.isCancelled());
        assertThrows(CancellationException.class, later::get);
        assertTrue(later.getDelay(TimeUnit.MINUTES) > 50);

        CountDownLatch ticks = new CountDownLatch(3);
        ScheduledFuture<?> ticker = executor.scheduleAtFixedRate(ticks::countDown, 0, 1, TimeUnit.MILLISECONDS);
        assertTrue(ticks.await(10, TimeUnit.SECONDS));
        assertTrue(ticker.cancel(false));
        assertEquals(List.of("stand-in-clock"), names);
        executor.shutdown();
        assertTrue(executor.isShutdown());
        assertThrows(RuntimeException.class, () -> executor.schedule(() -> { }, 0, TimeUnit.SECONDS));
    }

    @Test
    void sortedMapViewsReadThroughAndRefuseChangesAsTheJdksDo() {
        TreeMap<String, Integer> backing = new TreeMap<>(java.util.Map.of("b", 2, "a", 1));
        SortedMap<String, Integer> ours = SortedMaps.unmodifiable(backing);
        SortedMap<String, Integer> jdk = Collections.unmodifiableSortedMap(backing);
        assertEquals(jdk.toString(), ours.toString());
        assertEquals(jdk, ours);
        assertEquals(jdk.hashCode(), ours.hashCode());
        assertEquals("a", ours.firstKey());
        assertEquals(jdk.headMap("b"), ours.headMap("b"));
        backing.put("c", 3);
        assertEquals(jdk, ours);
        assertEquals("c", ours.lastKey());
        assertThrows(UnsupportedOperationException.class, () -> ours.put("d", 4));
        assertThrows(UnsupportedOperationException.class, () -> ours.remove("a"));
        assertThrows(UnsupportedOperationException.class, () -> ours.entrySet().iterator().next().setValue(9));
        assertThrows(UnsupportedOperationException.class, () -> ours.tailMap("b").clear());
        assertThrows(UnsupportedOperationException.class, () -> ours.keySet().remove("a"));
        assertEquals(Collections.emptySortedMap(), SortedMaps.empty());
        assertThrows(UnsupportedOperationException.class, () -> SortedMaps.<String, String>empty().put("x", "y"));
    }

    @Test
    void threadStatesFollowTheStandInsBlocking() throws Exception {
        TCountDownLatch gate = new TCountDownLatch(1);
        Thread t = new Thread(() -> {
            try {
                gate.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        assertEquals(Thread.State.NEW, ThreadStates.of(t));
        t.start();
        // The thread is alive from start(); WAITING once it blocks in the latch. The stand-in
        // records WAITING just before the thread blocks, so the JDK's view is waited for: once the
        // thread really blocks, the stand-in must say so too.
        while (t.getState() != Thread.State.WAITING) {
            Thread.onSpinWait();
        }
        assertEquals(Thread.State.WAITING, ThreadStates.of(t), "the stand-in agrees with the JDK");
        gate.countDown();
        t.join();
        assertEquals(Thread.State.TERMINATED, ThreadStates.of(t));
    }
}
