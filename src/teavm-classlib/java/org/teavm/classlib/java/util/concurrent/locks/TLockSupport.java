package org.teavm.classlib.java.util.concurrent.locks;

import dev.duet.teavm.ThreadStates;

import java.util.IdentityHashMap;
import java.util.Map;

/**
 * TeaVM's stand-in for {@code LockSupport}: one permit per thread, kept in a map guarded by a
 * monitor. As in the JDK, {@code park} may also return spuriously (any unpark wakes every parked
 * thread, which re-checks its own permit).
 */
public final class TLockSupport {
    private static final Object MONITOR = new Object();
    private static final Map<Thread, Boolean> PERMITS = new IdentityHashMap<>();

    private TLockSupport() {
    }

    public static void unpark(Thread thread) {
        if (thread == null) {
            return;
        }
        synchronized (MONITOR) {
            PERMITS.put(thread, Boolean.TRUE);
            MONITOR.notifyAll();
        }
    }

    public static void park() {
        parkNanos(0L, false);
    }

    public static void park(Object blocker) {
        park();
    }

    public static void parkNanos(long nanos) {
        if (nanos > 0) {
            parkNanos(nanos, true);
        }
    }

    public static void parkNanos(Object blocker, long nanos) {
        parkNanos(nanos);
    }

    private static void parkNanos(long nanos, boolean timed) {
        Thread me = Thread.currentThread();
        synchronized (MONITOR) {
            if (PERMITS.remove(me) != null || me.isInterrupted()) {
                return;
            }
            ThreadStates.blocking(timed);
            try {
                if (timed) {
                    MONITOR.wait(Math.max(1, (nanos + 999_999) / 1_000_000));
                } else {
                    MONITOR.wait();
                }
            } catch (InterruptedException e) {
                // park returns on interrupt with the flag still set.
                me.interrupt();
            } finally {
                ThreadStates.running();
            }
            PERMITS.remove(me);
        }
    }
}
