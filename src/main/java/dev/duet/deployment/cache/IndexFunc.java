package dev.duet.deployment.cache;

import java.util.List;

/**
 * Computes the index values of an object (e.g. its namespace) so that a store can answer "all objects with value
 * v" without scanning.
 *
 * @param <T> the stored kind
 */
@FunctionalInterface
public interface IndexFunc<T> {
    List<String> values(T object);
}
