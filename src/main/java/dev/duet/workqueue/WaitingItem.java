package dev.duet.workqueue;

import java.time.Instant;

/**
 * An item that a delaying queue holds until {@code readyAt}, as shown in a {@link DelayingSnapshot}.
 * A teaching addition: upstream does not expose its waiting entries.
 */
public record WaitingItem<T>(T item, Instant readyAt) {

    @Override
    public String toString() {
        return item + "@" + readyAt;
    }
}
