package dev.duet.teavm;

import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.teavm.classlib.java.util.concurrent.locks.TReentrantLock;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The browser's ReentrantLock stand-in against the JDK's, on the JVM under real threads: each
 * case runs on both and must behave the same.
 */
@Timeout(30)
class LockContractTest {
    static Stream<Arguments> locks() {
        return Stream.of(Arguments.of("jdk", (Supplier<Lock>) ReentrantLock::new),
                Arguments.of("teavm", (Supplier<Lock>) TReentrantLock::new));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("locks")
    void excludesOtherThreadsUnderContention(String name, Supplier<Lock> make) throws Exception {
        Lock lock = make.get();
        int[] counter = {0};
        Thread[] threads = new Thread[4];
        CountDownLatch go = new CountDownLatch(1);
        for (int t = 0; t < threads.length; t++) {
            threads[t] = new Thread(() -> {
                try {
                    go.await();
                } catch (InterruptedException e) {
                    return;
                }
                for (int i = 0; i < 20_000; i++) {
                    lock.lock();
                    try {
                        counter[0]++;
                    } finally {
                        lock.unlock();
                    }
                }
            });
            threads[t].start();
        }
        go.countDown();
        for (Thread t : threads) {
            t.join();
        }
        assertEquals(80_000, counter[0]);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("locks")
    void isReentrantAndOnlyTheOwnerUnlocks(String name, Supplier<Lock> make) throws Exception {
        Lock lock = make.get();
        lock.lock();
        lock.lock();
        AtomicReference<Object> other = new AtomicReference<>();
        Thread t = new Thread(() -> {
            other.set(lock.tryLock());
            try {
                lock.unlock();
            } catch (IllegalMonitorStateException e) {
                other.set(e);
            }
        });
        t.start();
        t.join();
        assertInstanceOf(IllegalMonitorStateException.class, other.get());
        lock.unlock();
        Thread still = new Thread(() -> other.set(lock.tryLock()));
        still.start();
        still.join();
        assertEquals(false, other.get(), "held once more");
        lock.unlock();
        Thread free = new Thread(() -> {
            boolean got = lock.tryLock();
            other.set(got);
            if (got) {
                lock.unlock();
            }
        });
        free.start();
        free.join();
        assertEquals(true, other.get());
        assertThrows(IllegalMonitorStateException.class, lock::unlock);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("locks")
    void tryLockWithATimeGivesUp(String name, Supplier<Lock> make) throws Exception {
        Lock lock = make.get();
        lock.lock();
        AtomicReference<Boolean> got = new AtomicReference<>();
        Thread t = new Thread(() -> {
            try {
                got.set(lock.tryLock(20, TimeUnit.MILLISECONDS));
            } catch (InterruptedException e) {
                got.set(null);
            }
        });
        t.start();
        t.join();
        assertEquals(false, got.get());
        lock.unlock();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("locks")
    void signalWakesAWaiterWhichHoldsTheLockAgain(String name, Supplier<Lock> make) throws Exception {
        Lock lock = make.get();
        Condition cond = lock.newCondition();
        CountDownLatch waiting = new CountDownLatch(1);
        AtomicReference<String> seen = new AtomicReference<>();
        boolean[] ready = {false};
        Thread waiter = new Thread(() -> {
            lock.lock();
            try {
                lock.lock(); // held twice: await releases both holds and takes both back
                waiting.countDown();
                while (!ready[0]) {
                    cond.await();
                }
                lock.unlock();
                seen.set("woke holding it");
            } catch (InterruptedException e) {
                seen.set("interrupted");
            } finally {
                lock.unlock();
            }
        });
        waiter.start();
        waiting.await();
        // The waiter counted down holding the lock: this lock() returns once it is waiting.
        lock.lock();
        try {
            ready[0] = true;
            cond.signal();
        } finally {
            lock.unlock();
        }
        waiter.join();
        assertEquals("woke holding it", seen.get());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("locks")
    void signalAllWakesEveryWaiter(String name, Supplier<Lock> make) throws Exception {
        Lock lock = make.get();
        Condition cond = lock.newCondition();
        int n = 3;
        CountDownLatch waiting = new CountDownLatch(n);
        CountDownLatch woke = new CountDownLatch(n);
        boolean[] ready = {false};
        for (int i = 0; i < n; i++) {
            new Thread(() -> {
                lock.lock();
                try {
                    waiting.countDown();
                    while (!ready[0]) {
                        cond.awaitUninterruptibly();
                    }
                    woke.countDown();
                } finally {
                    lock.unlock();
                }
            }).start();
        }
        waiting.await();
        lock.lock();
        try {
            ready[0] = true;
            cond.signalAll();
        } finally {
            lock.unlock();
        }
        assertTrue(woke.await(10, TimeUnit.SECONDS));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("locks")
    void awaitNanosTimesOutWithTheLockHeld(String name, Supplier<Lock> make) throws Exception {
        Lock lock = make.get();
        Condition cond = lock.newCondition();
        lock.lock();
        try {
            long left = cond.awaitNanos(TimeUnit.MILLISECONDS.toNanos(10));
            assertTrue(left <= 0, "left " + left);
            assertFalse(cond.await(0, TimeUnit.MILLISECONDS));
        } finally {
            lock.unlock();
        }
        assertThrows(IllegalMonitorStateException.class, cond::signal);
        assertThrows(IllegalMonitorStateException.class, cond::await);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("locks")
    void anInterruptedAwaitThrowsAndTakesTheLockBack(String name, Supplier<Lock> make) throws Exception {
        Lock lock = make.get();
        Condition cond = lock.newCondition();
        CountDownLatch waiting = new CountDownLatch(1);
        AtomicReference<String> seen = new AtomicReference<>();
        Thread waiter = new Thread(() -> {
            lock.lock();
            try {
                waiting.countDown();
                cond.await();
                seen.set("returned");
            } catch (InterruptedException e) {
                seen.set(tryUnlockByOther(lock) ? "lock was free" : "interrupted holding the lock");
            } finally {
                lock.unlock();
            }
        });
        waiter.start();
        waiting.await();
        lock.lock(); // returns once the waiter is in await
        lock.unlock();
        waiter.interrupt();
        waiter.join();
        assertEquals("interrupted holding the lock", seen.get());
    }

    /** Whether another thread can take {@code lock} right now. */
    private static boolean tryUnlockByOther(Lock lock) {
        boolean[] got = {false};
        Thread t = new Thread(() -> {
            got[0] = lock.tryLock();
            if (got[0]) {
                lock.unlock();
            }
        });
        t.start();
        try {
            t.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return got[0];
    }

    @org.junit.jupiter.api.Test
    void getWaitQueueLengthCountsWaitersAsTheJdkDoes() throws Exception {
        for (ReentrantLockLike lock : new ReentrantLockLike[]{ReentrantLockLike.jdk(), ReentrantLockLike.teavm()}) {
            Condition cond = lock.lock().newCondition();
            CountDownLatch waiting = new CountDownLatch(2);
            boolean[] ready = {false};
            Thread[] ts = new Thread[2];
            for (int i = 0; i < 2; i++) {
                ts[i] = new Thread(() -> {
                    lock.lock().lock();
                    try {
                        waiting.countDown();
                        while (!ready[0]) {
                            cond.awaitUninterruptibly();
                        }
                    } finally {
                        lock.lock().unlock();
                    }
                });
                ts[i].start();
            }
            waiting.await();
            int seen;
            do {
                lock.lock().lock();
                try {
                    seen = lock.waiters(cond);
                    if (seen == 2) {
                        ready[0] = true;
                        cond.signalAll();
                    }
                } finally {
                    lock.lock().unlock();
                }
            } while (seen != 2);
            for (Thread t : ts) {
                t.join();
            }
            lock.lock().lock();
            try {
                assertEquals(0, lock.waiters(cond));
            } finally {
                lock.lock().unlock();
            }
            assertThrows(IllegalMonitorStateException.class, () -> lock.waiters(cond));
        }
    }

    /** ReentrantLock and TReentrantLock share no type for getWaitQueueLength. */
    private interface ReentrantLockLike {
        Lock lock();

        int waiters(Condition c);

        static ReentrantLockLike jdk() {
            ReentrantLock l = new ReentrantLock();
            return new ReentrantLockLike() {
                public Lock lock() {
                    return l;
                }

                public int waiters(Condition c) {
                    return l.getWaitQueueLength(c);
                }
            };
        }

        static ReentrantLockLike teavm() {
            TReentrantLock l = new TReentrantLock();
            return new ReentrantLockLike() {
                public Lock lock() {
                    return l;
                }

                public int waiters(Condition c) {
                    return l.getWaitQueueLength(c);
                }
            };
        }
    }
}
