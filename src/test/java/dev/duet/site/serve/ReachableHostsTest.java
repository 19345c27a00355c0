package dev.duet.site.serve;

import org.junit.jupiter.api.Test;

import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.URI;
import java.util.Collections;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ReachableHostsTest {
    @Test
    void theWildcardIsReachableOnEveryInterfaceAddressAndOnlyThoseHostsAreAccepted() throws Exception {
        Set<String> hosts = ReachableHosts.hostHeaders(InetAddress.getByName("0.0.0.0"), 8000);
        assertTrue(hosts.containsAll(List.of("127.0.0.1:8000", "localhost:8000", "[::1]:8000")), hosts.toString());
        for (NetworkInterface nic : Collections.list(NetworkInterface.getNetworkInterfaces())) {
            if (nic.isUp() && !nic.isLoopback()) {
                for (InetAddress a : Collections.list(nic.getInetAddresses())) {
                    if (!a.isLinkLocalAddress()) {
                        assertTrue(hosts.contains(ReachableHosts.hostPart(a) + ":8000"), a + " in " + hosts);
                    }
                }
            }
        }
        assertFalse(hosts.contains("0.0.0.0:8000"), "nobody browses to the wildcard");
        RequestGuard guard = new RequestGuard(hosts, "t");
        hosts.forEach(h -> assertNull(guard.checkHost(h), h));
        assertEquals("unexpected Host header", guard.checkHost("rebound.example:8000"));
        List<URI> urls = ReachableHosts.urls(InetAddress.getByName("0.0.0.0"), 8000);
        assertEquals(URI.create("http://127.0.0.1:8000/"), urls.get(0));
        assertEquals(hosts.size() - 2, urls.size(), "one URL per address: " + urls);
    }

    @Test
    void ipv6AddressesAreWrittenAsBrowsersSendThem() throws Exception {
        assertEquals("[2001:db8::1]", ReachableHosts.hostPart(InetAddress.getByName("2001:DB8:0:0:0:0:0:1")));
        assertEquals("[2001:db8:0:1:1:1:1:1]", ReachableHosts.hostPart(InetAddress.getByName("2001:db8:0:1:1:1:1:1")));
        assertEquals("[2001:0:0:1::1]", ReachableHosts.hostPart(InetAddress.getByName("2001:0:0:1:0:0:0:1")));
        assertEquals("[::]", ReachableHosts.hostPart(InetAddress.getByName("::")));
        assertEquals("[fd00::]", ReachableHosts.hostPart(InetAddress.getByName("fd00::")));
        assertEquals("192.0.2.7", ReachableHosts.hostPart(InetAddress.getByName("192.0.2.7")));
    }

    @Test
    void aSpecificAddressIsReachableOnItselfOnly() throws Exception {
        assertEquals(Set.of("192.0.2.7:8000"), ReachableHosts.hostHeaders(InetAddress.getByName("192.0.2.7"), 8000));
        assertEquals(Set.of("127.0.0.1:8000", "localhost:8000", "[::1]:8000"),
                ReachableHosts.hostHeaders(InetAddress.getLoopbackAddress(), 8000));
    }
}
