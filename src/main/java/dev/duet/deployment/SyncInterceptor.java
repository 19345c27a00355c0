package dev.duet.deployment;

/**
 * Wraps every sync, so that a test or a demo can watch syncs, pause one while it is in progress, or make one fail,
 * without sleeping. Runs on the worker thread, inside the queue's processing of the key.
 */
@FunctionalInterface
public interface SyncInterceptor {
    /** Runs the sync of {@code key} by calling {@code sync} (or not), and returns its result. */
    Exception around(String key, SyncHandler sync);

    /** Just runs the sync. */
    static SyncInterceptor none() {
        return (key, sync) -> sync.sync(key);
    }
}
