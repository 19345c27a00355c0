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
 * or this server's own, and (on loopback) the per-process secret. Pages never carry the secret:
 * serve prints it in a URL ({@code ?duet-token=...}), and opening that URL gives the browser an
 * HttpOnly, SameSite=Strict cookie holding it, which no page script and no other site can read or
 * send. A script of the person who started serve may send it in {@link #TOKEN_HEADER} instead.
 */
final class RequestGuard {
    /** The header that may carry the secret on {@code POST /__duet/run} (for scripts; browsers use the cookie). */
    static final String TOKEN_HEADER = "X-Duet-Token";
    /** The query parameter of the URL serve prints, which sets the cookie. */
    static final String TOKEN_PARAMETER = "duet-token";

    /**
     * The cookie's name: it includes the port, since cookies are not kept apart by port and two
     * serve processes on one machine would otherwise overwrite each other's.
     */
    static String cookieName(int port) {
        return "duet-token-" + port;
    }

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
        String problem = checkSameOrigin(host, origin);
        if (problem != null) {
            return problem;
        }
        if (!isToken(presentedToken)) {
            return "missing or wrong token";
        }
        return null;
    }

    /** Null when the Host names this server and the Origin is absent or this server's, else why not. */
    String checkSameOrigin(String host, String origin) {
        String hostProblem = checkHost(host);
        if (hostProblem != null) {
            return hostProblem;
        }
        if (origin != null && !origin.equalsIgnoreCase("http://" + host)) {
            return "cross-origin request";
        }
        return null;
    }

    /** Whether {@code presented} is this process's secret (compared in constant time). */
    boolean isToken(String presented) {
        return presented != null && MessageDigest.isEqual(token.getBytes(StandardCharsets.UTF_8),
                presented.getBytes(StandardCharsets.UTF_8));
    }
}
