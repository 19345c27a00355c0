package dev.duet.deployment.cache;

/**
 * Notified by an informer after its store has changed. Handlers of a controller only enqueue keys: they run on
 * the informer's delivery path and must be quick.
 *
 * @param <T> the watched kind
 */
public interface ResourceEventHandler<T> {
    /** An object appeared (also called for every object of the initial list). */
    void onAdd(T object);

    /** An object changed; on a periodic resync {@code oldObject} and {@code newObject} are the same version. */
    void onUpdate(T oldObject, T newObject);

    /** An object disappeared; {@code object} is its last known state. */
    void onDelete(T object);
}
