package dev.duet.workqueue;

/**
 * What {@link TypedInterface#get} returns: Go's {@code (item T, shutdown bool)}. When
 * {@code shutdown} is true, {@code item} is null (Go's zero value) and the worker should stop.
 */
public record GetResult<T>(T item, boolean shutdown) {
}
