package dev.duet.deployment.apiserver;

import java.util.HashMap;
import java.util.Map;

/**
 * Makes the next N client writes of a kind fail with {@code INTERNAL_ERROR}, so that retries can be shown. Writes
 * the server makes itself (readiness, garbage collection) are never failed. Guarded by the server's lock.
 */
final class FaultInjector {
    static final String ANY_KIND = "*";

    private final Map<String, Integer> remaining = new HashMap<>();
    private long injected;

    void failNext(String kind, int count) {
        if (count < 0) {
            throw new IllegalArgumentException("count must not be negative: " + count);
        }
        remaining.put(kind, count);
    }

    /** Throws if a failure is armed for {@code kind} (or for any kind), consuming it. */
    void check(String kind, String verb) {
        if (consume(kind) || consume(ANY_KIND)) {
            injected++;
            throw new ApiException(ApiException.Reason.INTERNAL_ERROR,
                    "injected fault: " + verb + " " + kind + " failed");
        }
    }

    long injected() {
        return injected;
    }

    int remaining(String kind) {
        return remaining.getOrDefault(kind, 0);
    }

    private boolean consume(String kind) {
        int left = remaining.getOrDefault(kind, 0);
        if (left == 0) {
            return false;
        }
        remaining.put(kind, left - 1);
        return true;
    }
}
