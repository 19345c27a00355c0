package dev.duet.site.serve;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.URI;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The addresses a server bound to {@code bind} can be reached on, as Host header values and as
 * URLs: loopback names when it listens on loopback or on every address, the address itself when it
 * is one, and every address of every interface that is up when it is the wildcard (students open
 * the teacher's LAN address). IPv6 addresses are written the way browsers send them (RFC 5952:
 * lower case, the longest run of zero groups as {@code ::}); link-local ones are left out, since a
 * Host header cannot carry their zone.
 */
final class ReachableHosts {
    private ReachableHosts() {
    }

    /** {@code host:port} values, loopback names first. */
    static Set<String> hostHeaders(InetAddress bind, int port) {
        Set<String> hosts = new LinkedHashSet<>();
        if (bind.isLoopbackAddress() || bind.isAnyLocalAddress()) {
            hosts.addAll(List.of("127.0.0.1:" + port, "localhost:" + port, "[::1]:" + port));
        }
        if (bind.isAnyLocalAddress()) {
            for (InetAddress a : interfaceAddresses()) {
                hosts.add(hostPart(a) + ":" + port);
            }
        } else if (!bind.isLoopbackAddress()) {
            hosts.add(hostPart(bind) + ":" + port);
        }
        return hosts;
    }

    /** The URLs to print: one per address (not per name), loopback first. */
    static List<URI> urls(InetAddress bind, int port) {
        List<URI> urls = new ArrayList<>();
        for (String host : hostHeaders(bind, port)) {
            if (!host.startsWith("localhost:") && !host.startsWith("[::1]:")) {
                urls.add(URI.create("http://" + host + "/"));
            }
        }
        return urls;
    }

    private static List<InetAddress> interfaceAddresses() {
        List<InetAddress> all = new ArrayList<>();
        try {
            for (NetworkInterface nic : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                if (!nic.isUp() || nic.isLoopback()) {
                    continue;
                }
                for (InetAddress a : Collections.list(nic.getInetAddresses())) {
                    if (!a.isLinkLocalAddress() && !a.isLoopbackAddress()) {
                        all.add(a);
                    }
                }
            }
        } catch (SocketException e) {
            // No interface list: loopback names only.
        }
        return all;
    }

    static String hostPart(InetAddress a) {
        if (!(a instanceof Inet6Address)) {
            return a.getHostAddress();
        }
        byte[] b = a.getAddress();
        int[] groups = new int[8];
        for (int i = 0; i < 8; i++) {
            groups[i] = ((b[2 * i] & 0xff) << 8) | (b[2 * i + 1] & 0xff);
        }
        int bestStart = -1;
        int bestLength = 1; // a single zero group is not shortened
        for (int i = 0; i < 8; ) {
            int j = i;
            while (j < 8 && groups[j] == 0) {
                j++;
            }
            if (j - i > bestLength) {
                bestStart = i;
                bestLength = j - i;
            }
            i = j == i ? i + 1 : j;
        }
        StringBuilder text = new StringBuilder("[");
        for (int i = 0; i < 8; i++) {
            if (i == bestStart) {
                text.append("::");
                i += bestLength - 1;
                continue;
            }
            if (text.length() > 1 && text.charAt(text.length() - 1) != ':') {
                text.append(':');
            }
            text.append(Integer.toHexString(groups[i]));
        }
        return text.append(']').toString();
    }
}
