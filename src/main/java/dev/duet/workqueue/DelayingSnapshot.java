package dev.duet.workqueue;

import java.util.List;

/**
 * A delaying queue's state: its inner queue's snapshot plus the items still waiting for their
 * time, earliest first (ties by {@code String.valueOf}). A teaching addition: upstream has no such view.
 *
 * <p>The two parts are read one after the other, not atomically: an item that the waiting loop is
 * moving at that very moment can show in neither. Call {@link TypedDelayingQueue#awaitIdle} first
 * for a settled picture.
 */
public record DelayingSnapshot<T>(QueueSnapshot<T> queue, List<WaitingItem<T>> waiting) {

    public DelayingSnapshot {
        waiting = List.copyOf(waiting);
    }

    /** The inner queue's text, then {@code waiting=[item@readyAt, ...]}. */
    @Override
    public String toString() {
        return queue + " waiting=" + waiting;
    }
}
