package dev.duet.deployment;

/**
 * Syncs one key and returns the failure as a value, {@code null} on success: the shape of Go's
 * {@code syncHandler func(ctx context.Context, dKey string) error}, which {@code processNextWorkItem} passes on to
 * {@code handleErr}. Upstream keeps it as a field so tests can replace it; so does the port.
 */
@FunctionalInterface
public interface SyncHandler {
    Exception sync(String key);
}
