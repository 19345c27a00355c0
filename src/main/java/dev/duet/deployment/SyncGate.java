package dev.duet.deployment;

import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * A {@link SyncInterceptor} that can hold the next sync of a key at its start until released: a demo arms it,
 * triggers a sync, waits until the sync is held, changes the Deployment many times, and releases it. Latches, not
 * sleeps, order these steps. Release every held sync before shutting the controller down: shutdown waits for
 * running syncs.
 */
public final class SyncGate implements SyncInterceptor {
    private record Hold(CountDownLatch entered, CountDownLatch released) {
    }

    private final Map<String, Hold> armed = new HashMap<>();

    /** Makes the next sync of {@code key} wait at its start until {@link #release(String)}. */
    public synchronized void holdNext(String key) {
        armed.put(key, new Hold(new CountDownLatch(1), new CountDownLatch(1)));
    }

    /** Waits until the sync of {@code key} armed by {@link #holdNext} is being held. */
    public void awaitHeld(String key, Duration bound) throws InterruptedException {
        Hold hold = holdFor(key);
        if (!hold.entered.await(bound.toNanos(), TimeUnit.NANOSECONDS)) {
            throw new IllegalStateException("no sync of " + key + " started within " + bound);
        }
    }

    /** Lets the held sync of {@code key} run. */
    public void release(String key) {
        Hold hold;
        synchronized (this) {
            hold = armed.remove(key);
        }
        if (hold == null) {
            throw new IllegalStateException("no sync of " + key + " is armed");
        }
        hold.released.countDown();
    }

    @Override
    public Exception around(String key, SyncHandler sync) {
        Hold hold;
        synchronized (this) {
            hold = armed.get(key);
        }
        if (hold != null && hold.entered.getCount() > 0) {
            hold.entered.countDown();
            try {
                hold.released.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return e;
            }
        }
        return sync.sync(key);
    }

    private synchronized Hold holdFor(String key) {
        Hold hold = armed.get(key);
        if (hold == null) {
            throw new IllegalStateException("no sync of " + key + " is armed");
        }
        return hold;
    }
}
