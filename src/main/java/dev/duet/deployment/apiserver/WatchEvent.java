package dev.duet.deployment.apiserver;

import java.util.Objects;

/**
 * One change of one object, as a watch delivers it. The object carries the resourceVersion of the change (for a
 * deletion, the version at which it was deleted).
 *
 * @param type   what happened
 * @param object the object after the change (for a deletion, its last state)
 * @param <T>    the kind
 */
public record WatchEvent<T>(Type type, T object) {
    /** The three event types of a Kubernetes watch (bookmarks and errors are not simulated). */
    public enum Type { ADDED, MODIFIED, DELETED }

    public WatchEvent {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(object, "object");
    }
}
