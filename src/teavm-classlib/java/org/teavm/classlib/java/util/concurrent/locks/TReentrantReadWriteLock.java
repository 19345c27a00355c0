package org.teavm.classlib.java.util.concurrent.locks;

import dev.duet.teavm.MonitorLock;

import java.util.IdentityHashMap;
import java.util.Map;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReadWriteLock;

/**
 * TeaVM's stand-in for {@code ReentrantReadWriteLock}: many readers or one writer, both
 * reentrant, and the writer may also read (downgrading), on one plain monitor. Neither lock
 * offers conditions; the port uses none.
 */
public class TReentrantReadWriteLock implements ReadWriteLock {
    private final Object monitor = new Object();
    private final Map<Thread, Integer> readHolds = new IdentityHashMap<>();
    private Thread writer;
    private int writeHolds;
    private final Lock readLock = new Side(true);
    private final Lock writeLock = new Side(false);

    public TReentrantReadWriteLock() {
    }

    public TReentrantReadWriteLock(boolean fair) {
    }

    @Override
    public Lock readLock() {
        return readLock;
    }

    @Override
    public Lock writeLock() {
        return writeLock;
    }

    public int getReadLockCount() {
        synchronized (monitor) {
            int n = 0;
            for (int holds : readHolds.values()) {
                n += holds;
            }
            return n;
        }
    }

    public boolean isWriteLocked() {
        synchronized (monitor) {
            return writer != null;
        }
    }

    public boolean isWriteLockedByCurrentThread() {
        synchronized (monitor) {
            return writer == Thread.currentThread();
        }
    }

    private final class Side extends MonitorLock {
        private final boolean read;

        Side(boolean read) {
            super(TReentrantReadWriteLock.this.monitor);
            this.read = read;
        }

        @Override
        protected boolean tryAcquire() {
            Thread me = Thread.currentThread();
            if (read) {
                if (writer != null && writer != me) {
                    return false;
                }
                readHolds.merge(me, 1, Integer::sum);
                return true;
            }
            if (writer == me) {
                writeHolds++;
                return true;
            }
            // Like the JDK, a reader cannot upgrade: it waits for itself forever.
            if (writer != null || !readHolds.isEmpty()) {
                return false;
            }
            writer = me;
            writeHolds = 1;
            return true;
        }

        @Override
        public void unlock() {
            Thread me = Thread.currentThread();
            synchronized (monitor) {
                if (read) {
                    Integer holds = readHolds.get(me);
                    if (holds == null) {
                        throw new IllegalMonitorStateException("attempt to unlock read lock, not locked by current thread");
                    }
                    if (holds == 1) {
                        readHolds.remove(me);
                    } else {
                        readHolds.put(me, holds - 1);
                    }
                } else {
                    if (writer != me) {
                        throw new IllegalMonitorStateException();
                    }
                    if (--writeHolds == 0) {
                        writer = null;
                    }
                }
                monitor.notifyAll();
            }
        }

        @Override
        public Condition newCondition() {
            throw new UnsupportedOperationException();
        }
    }
}
