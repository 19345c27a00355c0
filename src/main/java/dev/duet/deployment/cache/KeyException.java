package dev.duet.deployment.cache;

/** An object or a key that cannot be turned into the other (Go returns these as the {@code err} of the key functions). */
public final class KeyException extends Exception {
    public KeyException(String message) {
        super(message);
    }
}
