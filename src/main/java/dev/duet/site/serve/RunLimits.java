package dev.duet.site.serve;

import java.time.Duration;

/**
 * Limits on demo runs sent to {@code POST /__duet/run}.
 *
 * @param wallClock      how long one run's JVM may live once it has the source; then its process
 *                       tree is killed
 * @param heapMegabytes  the child JVM's maximum heap ({@code -Xmx})
 * @param outputCapBytes the most response bytes one run may stream; the rest is cut with a marker
 * @param maxConcurrent  runs executing at once (slots handed out round-robin across clients)
 * @param maxQueued      runs one client may have waiting for a slot; beyond that its request gets 429
 * @param maxSourceBytes the largest demo source accepted (413 above)
 * @param warmSpares     child JVMs started ahead of time with JShell loaded, each used for one run
 * @param perClientConcurrent in classroom mode, runs going at once for one client address
 * @param perClientPerMinute  in classroom mode, runs one client address may start in any minute
 */
public record RunLimits(Duration wallClock, int heapMegabytes, int outputCapBytes, int maxConcurrent, int maxQueued,
                        int maxSourceBytes, int warmSpares, int perClientConcurrent, int perClientPerMinute) {

    public RunLimits {
        if (wallClock.isNegative() || wallClock.isZero() || heapMegabytes < 16 || outputCapBytes < 256
                || maxConcurrent < 1 || maxQueued < 0 || maxSourceBytes < 1 || warmSpares < 0
                || perClientConcurrent < 1 || perClientPerMinute < 1) {
            throw new IllegalArgumentException("unreasonable run limits: " + this);
        }
    }

    /**
     * 10 s, 64 MB heap, 64 KiB of output, 2 running (the usual laptop has few cores), 4 queued per client; in a
     * classroom one run at a time and 10 a minute per student.
     */
    public static RunLimits defaults() {
        return new RunLimits(Duration.ofSeconds(10), 64, 64 * 1024, 2, 4, 64 * 1024, 1, 1, 10);
    }

    public RunLimits withPerClient(int concurrent, int perMinute) {
        return new RunLimits(wallClock, heapMegabytes, outputCapBytes, maxConcurrent, maxQueued, maxSourceBytes,
                warmSpares, concurrent, perMinute);
    }

    public RunLimits withWallClock(Duration d) {
        return new RunLimits(d, heapMegabytes, outputCapBytes, maxConcurrent, maxQueued, maxSourceBytes,
                warmSpares, perClientConcurrent, perClientPerMinute);
    }

    public RunLimits withOutputCap(int bytes) {
        return new RunLimits(wallClock, heapMegabytes, bytes, maxConcurrent, maxQueued, maxSourceBytes,
                warmSpares, perClientConcurrent, perClientPerMinute);
    }

    public RunLimits withConcurrency(int running, int queued) {
        return new RunLimits(wallClock, heapMegabytes, outputCapBytes, running, queued, maxSourceBytes,
                warmSpares, perClientConcurrent, perClientPerMinute);
    }

    public RunLimits withWarmSpares(int spares) {
        return new RunLimits(wallClock, heapMegabytes, outputCapBytes, maxConcurrent, maxQueued, maxSourceBytes,
                spares, perClientConcurrent, perClientPerMinute);
    }
}
