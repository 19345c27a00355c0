package dev.duet.teavm;

import java.util.IdentityHashMap;
import java.util.Map;

/**
 * What {@code Thread.getState()} answers in the browser. TeaVM's threads have no state, so the
 * replacement locks, latches and parking say here when a thread blocks and when it runs again;
 * a call to {@code getState()} is redirected to {@link #of} by the build's TeaVM transformer.
 * Threads blocked in {@code Object.wait} or {@code synchronized} are not seen (the port and the
 * demos block only in the replacement classes).
 */
public final class ThreadStates {
    private static final Map<Thread, Thread.State> BLOCKED = new IdentityHashMap<>();
    private static final Map<Thread, Boolean> SEEN_ALIVE = new IdentityHashMap<>();

    private ThreadStates() {
    }

    /** The current thread is about to wait, without ({@code WAITING}) or with a time limit. */
    public static synchronized void blocking(boolean timed) {
        BLOCKED.put(Thread.currentThread(), timed ? Thread.State.TIMED_WAITING : Thread.State.WAITING);
    }

    /** The current thread runs again. */
    public static synchronized void running() {
        BLOCKED.remove(Thread.currentThread());
    }

    /** The state of {@code thread}, as far as the replacement classes know it. */
    public static synchronized Thread.State of(Thread thread) {
        if (thread.isAlive()) {
            SEEN_ALIVE.put(thread, Boolean.TRUE);
            Thread.State blocked = BLOCKED.get(thread);
            return blocked == null ? Thread.State.RUNNABLE : blocked;
        }
        // A thread that was never seen alive has not been started (or ended unobserved).
        BLOCKED.remove(thread);
        return SEEN_ALIVE.containsKey(thread) ? Thread.State.TERMINATED : Thread.State.NEW;
    }

    /** {@code Thread.yield()} as a real switch: TeaVM's own yields only now and then. */
    public static void yieldNow() {
        try {
            Thread.sleep(0);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
