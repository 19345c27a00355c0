package org.teavm.classlib.java.util.concurrent.locks;

import dev.duet.teavm.MonitorLock;

import java.util.ArrayDeque;
import java.util.Date;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;

/**
 * TeaVM's stand-in for {@code ReentrantLock}: an owner and a hold count guarded by one plain
 * monitor, which TeaVM's green threads support ({@code synchronized}, {@code wait},
 * {@code notifyAll}). Every state change wakes all waiters of the monitor, who re-check; with
 * green threads on one JS thread that costs little. Fairness is not offered (the flag is ignored).
 */
public class TReentrantLock extends MonitorLock {
    private Thread owner;
    private int holds;

    public TReentrantLock() {
        super(new Object());
    }

    public TReentrantLock(boolean fair) {
        this();
    }

    @Override
    public void unlock() {
        synchronized (monitor) {
            if (owner != Thread.currentThread()) {
                throw new IllegalMonitorStateException();
            }
            if (--holds == 0) {
                owner = null;
                monitor.notifyAll();
            }
        }
    }

    @Override
    public Condition newCondition() {
        return new ConditionObject();
    }

    public boolean isHeldByCurrentThread() {
        synchronized (monitor) {
            return owner == Thread.currentThread();
        }
    }

    public boolean isLocked() {
        synchronized (monitor) {
            return owner != null;
        }
    }

    public int getHoldCount() {
        synchronized (monitor) {
            return owner == Thread.currentThread() ? holds : 0;
        }
    }

    /** How many threads wait on {@code condition}, which must be one of this lock's, held by the caller. */
    public int getWaitQueueLength(Condition condition) {
        ConditionObject c = conditionOf(condition);
        synchronized (monitor) {
            return c.waiters.size();
        }
    }

    public boolean hasWaiters(Condition condition) {
        return getWaitQueueLength(condition) > 0;
    }

    private ConditionObject conditionOf(Condition condition) {
        if (condition == null) {
            throw new NullPointerException();
        }
        if (!(condition instanceof ConditionObject c) || c.lock() != this) {
            throw new IllegalArgumentException("not owner");
        }
        synchronized (monitor) {
            if (owner != Thread.currentThread()) {
                throw new IllegalMonitorStateException();
            }
        }
        return c;
    }

    @Override
    public String toString() {
        synchronized (monitor) {
            return super.toString() + (owner == null ? "[Unlocked]" : "[Locked by thread " + owner.getName() + "]");
        }
    }

    @Override
    protected boolean tryAcquire() {
        Thread me = Thread.currentThread();
        if (owner == null) {
            owner = me;
            holds = 1;
            return true;
        }
        if (owner == me) {
            holds++;
            return true;
        }
        return false;
    }

    private final class ConditionObject implements Condition {
        private final ArrayDeque<boolean[]> waiters = new ArrayDeque<>();

        TReentrantLock lock() {
            return TReentrantLock.this;
        }

        @Override
        public void await() throws InterruptedException {
            awaitNanosOrForever(0, true);
        }

        @Override
        public void awaitUninterruptibly() {
            boolean interrupted = false;
            while (true) {
                try {
                    awaitNanosOrForever(0, false);
                    break;
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }

        @Override
        public long awaitNanos(long nanosTimeout) throws InterruptedException {
            if (nanosTimeout <= 0) {
                // Still releases and re-takes the lock, as the JDK does, but does not wait.
                synchronized (monitor) {
                    checkOwner();
                    if (Thread.interrupted()) {
                        throw new InterruptedException();
                    }
                    return nanosTimeout;
                }
            }
            return awaitNanosOrForever(nanosTimeout, true);
        }

        @Override
        public boolean await(long time, TimeUnit unit) throws InterruptedException {
            return awaitNanos(unit.toNanos(time)) > 0;
        }

        @Override
        public boolean awaitUntil(Date deadline) throws InterruptedException {
            return awaitNanos((deadline.getTime() - System.currentTimeMillis()) * 1_000_000) > 0;
        }

        @Override
        public void signal() {
            synchronized (monitor) {
                checkOwner();
                boolean[] first = waiters.poll();
                if (first != null) {
                    first[0] = true;
                    monitor.notifyAll();
                }
            }
        }

        @Override
        public void signalAll() {
            synchronized (monitor) {
                checkOwner();
                if (!waiters.isEmpty()) {
                    for (boolean[] w : waiters) {
                        w[0] = true;
                    }
                    waiters.clear();
                    monitor.notifyAll();
                }
            }
        }

        /**
         * Releases the lock, waits for a signal (or the time, when {@code nanos > 0}), takes the
         * lock back with its hold count. Returns the nanoseconds left (≤ 0 on time-out).
         */
        private long awaitNanosOrForever(long nanos, boolean interruptible) throws InterruptedException {
            synchronized (monitor) {
                checkOwner();
                if (interruptible && Thread.interrupted()) {
                    throw new InterruptedException();
                }
                long deadline = System.nanoTime() + nanos;
                boolean[] signalled = {false};
                waiters.add(signalled);
                int saved = holds;
                owner = null;
                holds = 0;
                monitor.notifyAll();
                InterruptedException interrupted = null;
                long left = nanos;
                try {
                    while (!signalled[0]) {
                        if (nanos > 0) {
                            left = deadline - System.nanoTime();
                            if (left <= 0) {
                                break;
                            }
                        }
                        block(nanos > 0 ? left : 0);
                    }
                } catch (InterruptedException e) {
                    interrupted = e;
                }
                if (!signalled[0]) {
                    waiters.remove(signalled);
                }
                // Take the lock back before returning or throwing, as Condition requires.
                Thread me = Thread.currentThread();
                boolean lateInterrupt = false;
                while (owner != null) {
                    try {
                        block(0);
                    } catch (InterruptedException e) {
                        lateInterrupt = true;
                    }
                }
                owner = me;
                holds = saved;
                if (interrupted != null) {
                    throw interrupted;
                }
                if (lateInterrupt) {
                    me.interrupt();
                }
                return nanos > 0 ? deadline - System.nanoTime() : 1;
            }
        }

        private void checkOwner() {
            if (owner != Thread.currentThread()) {
                throw new IllegalMonitorStateException();
            }
        }
    }
}
