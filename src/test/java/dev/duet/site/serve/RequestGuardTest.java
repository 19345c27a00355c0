package dev.duet.site.serve;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class RequestGuardTest {
    private final RequestGuard guard = new RequestGuard(RequestGuard.loopbackHosts(8000), "secret-token");

    @Test
    void hostMustNameThisServerOnLoopback() {
        assertNull(guard.checkHost("127.0.0.1:8000"));
        assertNull(guard.checkHost("LOCALHOST:8000"));
        assertEquals("unexpected Host header", guard.checkHost("127.0.0.1:8001"));
        assertEquals("unexpected Host header", guard.checkHost("attacker.example:8000"));
        assertEquals("unexpected Host header", guard.checkHost(null));
    }

    @Test
    void runNeedsSameOriginOrNoOriginAndTheToken() {
        assertNull(guard.checkRun("127.0.0.1:8000", null, "secret-token"));
        assertNull(guard.checkRun("localhost:8000", "http://localhost:8000", "secret-token"));
        assertEquals("cross-origin request", guard.checkRun("localhost:8000", "http://127.0.0.1:8000", "secret-token"));
        assertEquals("cross-origin request", guard.checkRun("127.0.0.1:8000", "null", "secret-token"));
        assertEquals("missing or wrong token", guard.checkRun("127.0.0.1:8000", null, null));
        assertEquals("missing or wrong token", guard.checkRun("127.0.0.1:8000", null, "secret-tokex"));
    }

    @Test
    void tokensAreLongAndDifferEachTime() {
        String a = RequestGuard.newToken();
        assertEquals(43, a.length());
        assertNotEquals(a, RequestGuard.newToken());
    }
}
