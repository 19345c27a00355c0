package dev.duet.deployment.apiserver;

/**
 * Receives a watch's events, one at a time and in resourceVersion order. It is called while the server holds its
 * write lock, so it must be quick, must not throw, and must not write to the server.
 *
 * @param <T> the kind
 */
@FunctionalInterface
public interface WatchListener<T> {
    void onEvent(WatchEvent<T> event);
}
