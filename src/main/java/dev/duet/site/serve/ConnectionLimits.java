package dev.duet.site.serve;

import java.time.Duration;

/**
 * Limits on the connections the server keeps (see {@link FairConnections}).
 *
 * @param maxConnections connections open at once from every client but the teacher's own machine
 * @param maxPerClient   connections open at once from one client address (the teacher's own
 *                       machine has four times as many, and is not counted in the total)
 * @param readTimeout    how long a client may take to send a request line and headers (408 after)
 * @param maxHeaderBytes the largest request line plus headers (431 beyond)
 * @param idleTimeout    how long a kept-alive connection may sit unused before it is closed
 */
public record ConnectionLimits(int maxConnections, int maxPerClient, Duration readTimeout,
                               int maxHeaderBytes, Duration idleTimeout) {
    public ConnectionLimits {
        if (maxConnections < 1 || maxPerClient < 1 || readTimeout.isNegative() || readTimeout.isZero()
                || maxHeaderBytes < 256 || idleTimeout.isNegative() || idleTimeout.isZero()) {
            throw new IllegalArgumentException("unreasonable connection limits: " + this);
        }
    }

    /**
     * 2,048 connections, 64 per client (a browser keeps about 6 alive per host, plus one per open
     * page for live reload; a handful of scripts or tabs stay well within it), 10 s to send the
     * headers, 16 KiB of headers, 30 s of idleness. Kept-alive connections cost no thread, only a
     * few kilobytes, so the total is set high enough that 32 clients at their share are needed to
     * fill it.
     */
    public static ConnectionLimits defaults() {
        return new ConnectionLimits(2048, 64, Duration.ofSeconds(10), 16 * 1024, Duration.ofSeconds(30));
    }

    public ConnectionLimits withReadTimeout(Duration d) {
        return new ConnectionLimits(maxConnections, maxPerClient, d, maxHeaderBytes, idleTimeout);
    }

    public ConnectionLimits withConnections(int total, int perClient) {
        return new ConnectionLimits(total, perClient, readTimeout, maxHeaderBytes, idleTimeout);
    }

    /** What a connection from the teacher's own machine may hold: four clients' shares. */
    int teacherShare() {
        return maxPerClient * 4;
    }
}
