package dev.duet.workqueue;

import java.util.List;

/**
 * A consistent, read-only picture of a {@link Typed} queue, taken under its lock. A teaching
 * addition: upstream has no such view. Demos and the site's state panel print it.
 *
 * @param queue        storage, in the order items will be handed out
 * @param dirty        items that need processing, sorted by {@code String.valueOf}
 * @param processing   items handed out and not yet done, sorted by {@code String.valueOf}
 * @param shuttingDown whether a shutdown has begun
 * @param draining     whether a {@code shutDownWithDrain} is in force (not cancelled by {@code shutDown})
 */
public record QueueSnapshot<T>(
        List<T> queue, List<T> dirty, List<T> processing, boolean shuttingDown, boolean draining) {

    public QueueSnapshot {
        queue = List.copyOf(queue);
        dirty = List.copyOf(dirty);
        processing = List.copyOf(processing);
    }

    /** For example {@code queue=[a, b] dirty=[a, b] processing=[c] shuttingDown=false}; draining is shown only when true. */
    @Override
    public String toString() {
        return "queue=" + queue + " dirty=" + dirty + " processing=" + processing
                + " shuttingDown=" + shuttingDown + (draining ? " draining=true" : "");
    }
}
