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
 * is one, and every IPv4 address of every interface that is up when it is the wildcard (students
 * open the teacher's LAN address). Interface IPv6 addresses are left out: browsers write them in
 * forms that would all have to be matched, and classroom networks hand out IPv4 addresses.
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
                    if (a instanceof java.net.Inet4Address && !a.isLinkLocalAddress() && !a.isLoopbackAddress()) {
                        all.add(a);
                    }
                }
            }
        } catch (SocketException e) {
            // No interface list: loopback names only.
        }
        return all;
    }

    private static String hostPart(InetAddress a) {
        if (a instanceof Inet6Address) {
            String text = a.getHostAddress();
            int zone = text.indexOf('%');
            return "[" + (zone < 0 ? text : text.substring(0, zone)) + "]";
        }
        return a.getHostAddress();
    }
}
