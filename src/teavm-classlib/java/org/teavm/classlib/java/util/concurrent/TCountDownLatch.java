package org.teavm.classlib.java.util.concurrent;

import dev.duet.teavm.ThreadStates;

import java.util.concurrent.TimeUnit;

/** TeaVM's stand-in for {@code CountDownLatch}, on a plain monitor. */
public class TCountDownLatch {
    private long count;

    public TCountDownLatch(int count) {
        if (count < 0) {
            throw new IllegalArgumentException("count < 0");
        }
        this.count = count;
    }

    public synchronized void await() throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        while (count > 0) {
            ThreadStates.blocking(false);
            try {
                wait();
            } finally {
                ThreadStates.running();
            }
        }
    }

    public synchronized boolean await(long timeout, TimeUnit unit) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        while (count > 0) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return false;
            }
            ThreadStates.blocking(true);
            try {
                wait(Math.max(1, (left + 999_999) / 1_000_000));
            } finally {
                ThreadStates.running();
            }
        }
        return true;
    }

    public synchronized void countDown() {
        if (count > 0 && --count == 0) {
            notifyAll();
        }
    }

    public synchronized long getCount() {
        return count;
    }

    @Override
    public String toString() {
        return super.toString() + "[Count = " + getCount() + "]";
    }
}
