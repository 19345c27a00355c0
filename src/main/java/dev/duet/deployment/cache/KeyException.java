package dev.duet.deployment.cache;

/**
 * An object without a key, or a key without a namespace and name: what Go's key functions return as their
 * {@code err}.
 */
public final class KeyException extends Exception {
    public KeyException(String message) {
        super(message);
    }
}
