package dev.duet.deployment.apiserver;

import java.util.List;

/**
 * The objects of a list request and the resourceVersion they are consistent with: a watch started from that
 * version misses nothing and repeats nothing.
 *
 * @param items           the objects, sorted by namespace and name
 * @param resourceVersion the server's resourceVersion at the time of the list
 * @param <T>             the kind
 */
public record ListResult<T>(List<T> items, long resourceVersion) {
    public ListResult {
        items = List.copyOf(items);
    }
}
