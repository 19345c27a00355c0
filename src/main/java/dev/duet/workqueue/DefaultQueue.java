package dev.duet.workqueue;

import java.util.ArrayDeque;
import java.util.List;

/**
 * The default storage: first in, first out.
 *
 * <p>Upstream: {@code DefaultQueue} and {@code queue} in <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/util/workqueue/queue.go">queue.go</a>, a
 * slice that clears the slot it pops so the item can be collected. An {@link ArrayDeque} does the
 * same clearing and, unlike re-slicing, reuses its array instead of reallocating it as it drifts.
 */
public final class DefaultQueue<T> implements Queue<T> {

    private final ArrayDeque<T> items = new ArrayDeque<>();

    @Override
    public void touch(T item) {
        // A FIFO keeps an item where it first went in.
    }

    @Override
    public void push(T item) {
        items.addLast(item);
    }

    @Override
    public int len() {
        return items.size();
    }

    @Override
    public T pop() {
        return items.removeFirst();
    }

    /** A teaching addition (see {@link Queue#items}). */
    @Override
    public List<T> items() {
        return List.copyOf(items);
    }
}
