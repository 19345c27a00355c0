package dev.duet.workqueue;

/**
 * A work queue that hands each item to one worker at a time and merges repeated adds of an item
 * that has not been processed yet.
 *
 * <p>Upstream: {@code TypedInterface} in <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/util/workqueue/queue.go">queue.go</a>.
 */
public interface TypedInterface<T> {

    /** Marks {@code item} as needing processing; ignored after shutdown. */
    void add(T item);

    /** How many items wait in storage, for information only: do not gate adds or gets on it. */
    int len();

    /**
     * Blocks until an item can be handed out or the queue has shut down with nothing left in
     * storage. The caller must call {@link #done} with the item when it has finished with it.
     */
    GetResult<T> get();

    /** Marks {@code item} as processed; if it was added again meanwhile, it is queued again. */
    void done(T item);

    /** Stops accepting adds and releases every blocked {@link #get} once storage is empty. */
    void shutDown();

    /** Like {@link #shutDown}, then waits until every handed-out item has been marked done. */
    void shutDownWithDrain();

    /** Whether a shutdown of either kind has begun. */
    boolean shuttingDown();
}
