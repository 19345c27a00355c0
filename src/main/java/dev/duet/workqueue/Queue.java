package dev.duet.workqueue;

import java.util.List;

/**
 * Storage for the items that wait to be handed out; {@link Typed} decides what goes in, the
 * storage decides the order.
 *
 * <p>Every method is called with the queue's lock held, so an implementation needs no locking of
 * its own. Upstream: {@code Queue} in <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/util/workqueue/queue.go">queue.go</a>.
 */
public interface Queue<T> {

    /**
     * Called when an item that already waits in storage is added again. A priority store can
     * react (e.g. reset a priority); a FIFO ignores it.
     */
    void touch(T item);

    /** Appends an item. */
    void push(T item);

    /** How many items are stored. */
    int len();

    /** Removes and returns the next item; called only when {@link #len} is positive. */
    T pop();

    /**
     * The stored items in the order {@link #pop} would return them. A teaching addition that
     * upstream does not have, used by {@link Typed#snapshot}; storage that cannot list its items
     * keeps this default.
     *
     * @throws UnsupportedOperationException unless the storage overrides it
     */
    default List<T> items() {
        throw new UnsupportedOperationException(getClass().getName() + " does not list its items");
    }
}
