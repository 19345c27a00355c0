package dev.duet.deployment;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/** Wraps an interceptor and records the most syncs of one key that ever ran at the same time. */
final class OverlapProbe implements SyncInterceptor {
    private final SyncInterceptor inner;
    private final ConcurrentHashMap<String, AtomicInteger> running = new ConcurrentHashMap<>();
    private final AtomicInteger maxPerKey = new AtomicInteger();
    private final AtomicInteger maxOverall = new AtomicInteger();
    private final AtomicInteger overall = new AtomicInteger();

    OverlapProbe(SyncInterceptor inner) {
        this.inner = inner;
    }

    @Override
    public Exception around(String key, SyncHandler sync) {
        AtomicInteger forKey = running.computeIfAbsent(key, k -> new AtomicInteger());
        maxPerKey.accumulateAndGet(forKey.incrementAndGet(), Math::max);
        maxOverall.accumulateAndGet(overall.incrementAndGet(), Math::max);
        try {
            return inner.around(key, sync);
        } finally {
            forKey.decrementAndGet();
            overall.decrementAndGet();
        }
    }

    /** The most syncs of a single key seen running together (1 is right). */
    int maxPerKey() {
        return maxPerKey.get();
    }

    /** The most syncs of any keys seen running together (more than 1 shows the workers ran in parallel). */
    int maxOverall() {
        return maxOverall.get();
    }
}
