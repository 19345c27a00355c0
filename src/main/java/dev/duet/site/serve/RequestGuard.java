package dev.duet.site.serve;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Locale;
import java.util.Set;

/**
 * Decides whether a request may be served. Every request must name this server in its Host header
 * (a DNS-rebinding page would send its own name); running code also needs an Origin that is absent
 * or this server's own, and the per-process token that only pages served here carry.
 */
final class RequestGuard {
    /** The header that carries the token on {@code POST /__duet/run}. */
    static final String TOKEN_HEADER = "X-Duet-Token";

    private final Set<String> allowedHosts;
    private final String token;

    RequestGuard(Set<String> allowedHosts, String token) {
        this.allowedHosts = Set.copyOf(allowedHosts.stream().map(h -> h.toLowerCase(Locale.ROOT)).toList());
        this.token = token;
    }

    /** The names a browser on this machine uses for the server: 127.0.0.1, localhost, [::1]. */
    static Set<String> loopbackHosts(int port) {
        return Set.of("127.0.0.1:" + port, "localhost:" + port, "[::1]:" + port);
    }

    /** 32 random bytes from a strong source, URL-safe Base64. */
    static String newToken() {
        byte[] bytes = new byte[32];
        new SecureRandom().nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    String token() {
        return token;
    }

    /** Null when the Host header names this server, else why not. */
    String checkHost(String host) {
        if (host == null || !allowedHosts.contains(host.toLowerCase(Locale.ROOT))) {
            return "unexpected Host header";
        }
        return null;
    }

    /** Null when a request may run code, else why not (each reason means 403). */
    String checkRun(String host, String origin, String presentedToken) {
        String hostProblem = checkHost(host);
        if (hostProblem != null) {
            return hostProblem;
        }
        if (origin != null && !origin.equalsIgnoreCase("http://" + host)) {
            return "cross-origin request";
        }
        if (presentedToken == null || !MessageDigest.isEqual(token.getBytes(StandardCharsets.UTF_8),
                presentedToken.getBytes(StandardCharsets.UTF_8))) {
            return "missing or wrong token";
        }
        return null;
    }
}
