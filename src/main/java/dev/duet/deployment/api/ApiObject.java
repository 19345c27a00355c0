package dev.duet.deployment.api;

/**
 * What the API server needs to know about a stored kind: its metadata, and which part is spec and which is status,
 * because an update changes only the spec (and bumps the generation) while a status update changes only the status.
 *
 * @param <T> the object's own type
 */
public interface ApiObject<T extends ApiObject<T>> {
    /** The kind's name, e.g. {@code Deployment}. */
    String kind();

    ObjectMeta metadata();

    T withMetadata(ObjectMeta metadata);

    /** This object carrying {@code other}'s status instead of its own. */
    T withStatusOf(T other);

    /** Whether this object and {@code other} have equal specs. */
    boolean sameSpec(T other);
}
