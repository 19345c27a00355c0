package dev.duet.site.serve;

import org.junit.jupiter.api.Test;

import java.net.InetAddress;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class ClientQuotaTest {
    private final AtomicLong clock = new AtomicLong();
    private final ClientQuota quota = new ClientQuota(1, 3, clock::get);

    @Test
    void oneRunAtATimePerClientAndOthersAreNotAffected() throws Exception {
        InetAddress a = InetAddress.getByName("10.0.0.1");
        InetAddress b = InetAddress.getByName("10.0.0.2");
        assertNull(quota.acquire(a));
        assertEquals("you have 1 run(s) going already; wait for it to end", quota.acquire(a));
        assertNull(quota.acquire(b));
        quota.release(a);
        assertNull(quota.acquire(a));
    }

    @Test
    void atMostThreeRunsInAnySixtySeconds() throws Exception {
        InetAddress a = InetAddress.getByName("10.0.0.1");
        for (int i = 0; i < 3; i++) {
            assertNull(quota.acquire(a));
            quota.release(a);
            clock.addAndGet(TimeUnit.SECONDS.toNanos(10));
        }
        assertEquals("at most 3 runs a minute per client; try again in 31 s", quota.acquire(a));
        clock.addAndGet(TimeUnit.SECONDS.toNanos(30));
        assertNull(quota.acquire(a), "the first run is a minute old");
    }
}
