package dev.duet.teavm;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Lock;

/**
 * The acquiring half of a {@link Lock} on one plain monitor, which TeaVM's green threads support
 * ({@code synchronized}, {@code wait}, {@code notifyAll}): {@code lock}, {@code lockInterruptibly}
 * and both {@code tryLock}s wait on the monitor until {@link #tryAcquire} succeeds. Subclasses
 * decide what acquiring means (one owner, or readers and a writer) and wake the monitor's waiters
 * with {@code notifyAll} whenever they release, so that every waiter re-checks.
 */
public abstract class MonitorLock implements Lock {
    protected final Object monitor;

    protected MonitorLock(Object monitor) {
        this.monitor = monitor;
    }

    /** Takes the lock for the current thread if it is free for it; called with the monitor held. */
    protected abstract boolean tryAcquire();

    /** Waits on the monitor (held) for at most {@code nanos}, or until woken when 0. */
    protected final void block(long nanos) throws InterruptedException {
        ThreadStates.blocking(nanos > 0);
        try {
            if (nanos > 0) {
                // Object.wait takes milliseconds; round up so a short wait still waits.
                monitor.wait(Math.max(1, (nanos + 999_999) / 1_000_000));
            } else {
                monitor.wait();
            }
        } finally {
            ThreadStates.running();
        }
    }

    @Override
    public void lock() {
        boolean interrupted = false;
        synchronized (monitor) {
            while (!tryAcquire()) {
                try {
                    block(0);
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void lockInterruptibly() throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        synchronized (monitor) {
            while (!tryAcquire()) {
                block(0);
            }
        }
    }

    @Override
    public boolean tryLock() {
        synchronized (monitor) {
            return tryAcquire();
        }
    }

    @Override
    public boolean tryLock(long time, TimeUnit unit) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        long deadline = System.nanoTime() + unit.toNanos(time);
        synchronized (monitor) {
            while (!tryAcquire()) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return false;
                }
                block(left);
            }
            return true;
        }
    }
}
