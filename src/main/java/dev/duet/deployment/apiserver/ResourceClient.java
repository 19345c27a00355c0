package dev.duet.deployment.apiserver;

import dev.duet.deployment.api.ApiObject;

/**
 * The typed client of one kind (the counterpart of client-go's {@code client.AppsV1().Deployments(ns)}). Every
 * method is thread-safe; refusals are {@link ApiException}s.
 *
 * @param <T> the kind
 */
public interface ResourceClient<T extends ApiObject<T>> {
    /** Stores a new object; the server assigns uid, generation 1 and a resourceVersion, and returns what it stored. */
    T create(T object);

    /**
     * Replaces an object's metadata and spec; its status, uid, generation and deletionTimestamp stay the server's.
     * Refused with {@code CONFLICT} unless {@code object}'s resourceVersion is the stored one. A spec change bumps
     * the generation. Removing the last finalizer of an object marked for deletion deletes it.
     */
    T update(T object);

    /** Replaces only an object's status, with the same resourceVersion check as {@link #update}. */
    T updateStatus(T object);

    /**
     * Removes an object; a Deployment's ReplicaSets are garbage-collected with it. An object with finalizers is
     * only marked with a deletionTimestamp, and removed by the update that takes away its last finalizer.
     */
    void delete(String namespace, String name);

    /** The stored object; {@code NOT_FOUND} if there is none. */
    T get(String namespace, String name);

    /** All objects of a namespace, or of every namespace when {@code namespace} is {@code null}. */
    ListResult<T> list(String namespace);

    /**
     * Delivers every change after {@code sinceResourceVersion} to {@code listener}: first the retained ones, then
     * the live ones, all in order and without gaps.
     */
    Watch watch(long sinceResourceVersion, WatchListener<T> listener);
}
