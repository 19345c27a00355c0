package dev.duet.site.serve;

import dev.duet.site.sandbox.Unconfined;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Readers loading pages the way a browser does (issue 25): four browsers (127.0.0.2 to 127.0.0.5),
 * each with live reload open and six kept-alive connections over which every page and its 17 files
 * are fetched at once. No load fails, nothing is refused, and no connection has to be reopened.
 * The speed is measured separately (see the README's benchmarks); this test is not timed.
 */
class CrawlTest {
    private static final int BROWSERS = 4;
    private static final int CONNECTIONS = 6;
    private static final int FILES_PER_PAGE = 17;
    private static final int PAGES_PER_BROWSER = 30;

    @TempDir
    Path project;

    static void writeSite(Path site, int pages) throws IOException {
        Files.createDirectories(site.resolve("assets"));
        for (int f = 0; f < FILES_PER_PAGE; f++) {
            Files.writeString(site.resolve("assets/f" + f + ".js"), "var f" + f + " = '" + "x".repeat(2000 + f) + "';");
        }
        for (int p = 0; p < pages; p++) {
            Files.writeString(site.resolve("p" + p + ".html"),
                    "<!doctype html><html><head><title>页 " + p + "</title></head><body>" + "正文 ".repeat(500)
                            + "</body></html>");
        }
    }

    @Test
    void browsersOnKeptAliveConnectionsWithLiveReloadOpenNeverFail() throws Exception {
        Path site = project.resolve("site");
        writeSite(site, PAGES_PER_BROWSER);
        try (DevServer server = DevServer.start(DevServer.Options.local(site, List.of(), 0, c -> { },
                        SandboxedServer.nullLog()).withLimits(RunLimits.defaults().withWarmSpares(0))
                .withSandbox(new Unconfined("no runs in this test")))) {
            List<Socket> liveReload = new ArrayList<>();
            ConcurrentLinkedQueue<KeepAliveClient> allClients = new ConcurrentLinkedQueue<>();
            AtomicInteger failures = new AtomicInteger();
            AtomicInteger refused = new AtomicInteger();
            AtomicInteger served = new AtomicInteger();
            ExecutorService browsers = Executors.newFixedThreadPool(BROWSERS);
            try {
                List<Future<?>> done = new ArrayList<>();
                for (int b = 0; b < BROWSERS; b++) {
                    InetAddress address = InetAddress.getByName("127.0.0." + (2 + b));
                    liveReload.add(openEvents(server.port(), address));
                    done.add(browsers.submit(() -> {
                        ExecutorService connections = Executors.newFixedThreadPool(CONNECTIONS);
                        ThreadLocal<KeepAliveClient> mine = ThreadLocal.withInitial(() -> {
                            KeepAliveClient c = new KeepAliveClient(address, server.port());
                            allClients.add(c);
                            return c;
                        });
                        try {
                            for (int p = 0; p < PAGES_PER_BROWSER; p++) {
                                List<Future<Integer>> page = new ArrayList<>();
                                String pagePath = "/p" + p + ".html";
                                page.add(connections.submit(() -> mine.get().get(pagePath).status()));
                                for (int f = 0; f < FILES_PER_PAGE; f++) {
                                    String file = "/assets/f" + f + ".js";
                                    page.add(connections.submit(() -> mine.get().get(file).status()));
                                }
                                boolean ok = true;
                                for (Future<Integer> r : page) {
                                    int status;
                                    try {
                                        status = r.get(60, TimeUnit.SECONDS);
                                    } catch (Exception e) {
                                        status = -1;
                                    }
                                    if (status == 503) {
                                        refused.incrementAndGet();
                                    }
                                    if (status != 200) {
                                        ok = false;
                                    } else {
                                        served.incrementAndGet();
                                    }
                                }
                                if (!ok) {
                                    failures.incrementAndGet();
                                }
                            }
                        } finally {
                            connections.shutdownNow();
                        }
                        return null;
                    }));
                }
                for (Future<?> f : done) {
                    f.get(300, TimeUnit.SECONDS);
                }
                assertEquals(0, failures.get(), "page loads that failed");
                assertEquals(0, refused.get(), "responses 503");
                assertEquals(BROWSERS * PAGES_PER_BROWSER * (FILES_PER_PAGE + 1), served.get());
                int reconnects = allClients.stream().mapToInt(KeepAliveClient::reconnects).sum();
                assertEquals(0, reconnects, "connections the server closed between requests");
                assertTrue(allClients.size() <= BROWSERS * CONNECTIONS, allClients.size() + " connections");
                assertEquals(BROWSERS, liveReload.size());
                for (Socket events : liveReload) {
                    assertTrue(!events.isClosed(), "live reload still open");
                }
            } finally {
                browsers.shutdownNow();
                for (KeepAliveClient c : allClients) {
                    c.close();
                }
                for (Socket s : liveReload) {
                    s.close();
                }
            }
        }
    }

    /** Opens {@code /__duet/events} from {@code address} and waits for the stream's first line. */
    static Socket openEvents(int port, InetAddress address) throws IOException {
        Socket events = new Socket(InetAddress.getByName("127.0.0.1"), port, address, 0);
        events.setSoTimeout(30_000);
        events.getOutputStream().write(("GET /__duet/events HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\n\r\n")
                .getBytes(StandardCharsets.ISO_8859_1));
        String status = readUntil(events.getInputStream(), "\n");
        if (!status.startsWith("HTTP/1.1 200")) {
            events.close();
            throw new IOException("live reload refused: " + status.strip());
        }
        readUntil(events.getInputStream(), "retry: 1000");
        return events;
    }

    static String readUntil(InputStream in, String text) throws IOException {
        StringBuilder seen = new StringBuilder();
        int b;
        while ((b = in.read()) != -1) {
            seen.append((char) b);
            if (seen.indexOf(text) >= 0) {
                return seen.toString();
            }
        }
        throw new IOException("stream ended before '" + text + "': " + seen);
    }
}
