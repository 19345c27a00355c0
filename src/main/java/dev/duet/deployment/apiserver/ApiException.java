package dev.duet.deployment.apiserver;

import java.util.Objects;

/**
 * A refused request, with the reason a client branches on (the counterpart of apimachinery's {@code StatusError}
 * and its {@code errors.IsNotFound}, {@code errors.IsConflict} helpers).
 */
public final class ApiException extends RuntimeException {
    /** Why a request was refused. */
    public enum Reason {
        /** The object does not exist. */
        NOT_FOUND,
        /** An object of that kind, namespace and name exists already. */
        ALREADY_EXISTS,
        /** The request carried a resourceVersion that is no longer the stored one: read again and retry. */
        CONFLICT,
        /** The object is not valid. */
        INVALID,
        /** A watch asked for changes older than the retained history: list again, then watch from there. */
        EXPIRED,
        /** The server failed (here: a fault injected for a demo or test). */
        INTERNAL_ERROR
    }

    private final Reason reason;

    public ApiException(Reason reason, String message) {
        super(message);
        this.reason = Objects.requireNonNull(reason, "reason");
    }

    public Reason reason() {
        return reason;
    }

    public static boolean isNotFound(Throwable error) {
        return hasReason(error, Reason.NOT_FOUND);
    }

    public static boolean isConflict(Throwable error) {
        return hasReason(error, Reason.CONFLICT);
    }

    public static boolean isAlreadyExists(Throwable error) {
        return hasReason(error, Reason.ALREADY_EXISTS);
    }

    private static boolean hasReason(Throwable error, Reason reason) {
        return error instanceof ApiException api && api.reason == reason;
    }
}
