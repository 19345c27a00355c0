package dev.duet.site.serve;

import java.time.Duration;

/**
 * Limits on the connections the server keeps (see {@link HttpListener}).
 *
 * @param maxConnections connections open at once, which is also the most threads serving them
 * @param maxPerClient   connections open at once from one client address
 * @param readTimeout    how long a client may take to send its request line and headers, and then its body
 * @param maxHeaderBytes the largest request line plus headers (431 beyond)
 */
public record ConnectionLimits(int maxConnections, int maxPerClient, Duration readTimeout,
                               int maxHeaderBytes) {
    public ConnectionLimits {
        if (maxConnections < 1 || maxPerClient < 1 || readTimeout.isNegative() || readTimeout.isZero()
                || maxHeaderBytes < 256) {
            throw new IllegalArgumentException("unreasonable connection limits: " + this);
        }
    }

    /**
     * 128 connections, 32 per client (a browser opens about 6 at once, plus one per open page for
     * live reload), 10 s to send the headers, 16 KiB of headers.
     */
    public static ConnectionLimits defaults() {
        return new ConnectionLimits(128, 32, Duration.ofSeconds(10), 16 * 1024);
    }

    public ConnectionLimits withReadTimeout(Duration d) {
        return new ConnectionLimits(maxConnections, maxPerClient, d, maxHeaderBytes);
    }

    public ConnectionLimits withConnections(int total, int perClient) {
        return new ConnectionLimits(total, perClient, readTimeout, maxHeaderBytes);
    }
}
