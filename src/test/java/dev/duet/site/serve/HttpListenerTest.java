package dev.duet.site.serve;

import dev.duet.site.serve.sandbox.Unconfined;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The server's defences against slow and greedy clients, over real sockets. */
class HttpListenerTest {
    @TempDir
    static Path project;
    private static DevServer server;
    private static final int PER_CLIENT = 16;
    private static final Duration READ_TIMEOUT = Duration.ofSeconds(2);

    @BeforeAll
    static void start() throws IOException {
        SandboxedServer.writeSite(project.resolve("site"));
        server = DevServer.start(DevServer.Options.local(project.resolve("site"), List.of(), 0, c -> { },
                        SandboxedServer.nullLog())
                .withLimits(RunLimits.defaults().withWarmSpares(0))
                .withSandbox(new Unconfined("no runs in this test"))
                .withConnections(ConnectionLimits.defaults().withConnections(64, PER_CLIENT)
                        .withReadTimeout(READ_TIMEOUT)));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /**
     * 1,000 clients (all from 127.0.0.2) that open a connection and send half a request: only the
     * per-client share of them gets a thread, the rest get 503 at once, the ones kept get 408 at
     * the header deadline, and a page for another client (127.0.0.1) is served meanwhile.
     */
    @Test
    void aThousandHalfOpenClientsDoNotGetAThousandThreads() throws Exception {
        InetAddress slowClient = InetAddress.getByName("127.0.0.2");
        int threadsBefore = ManagementFactory.getThreadMXBean().getThreadCount();
        List<Socket> sockets = new ArrayList<>();
        try {
            for (int i = 0; i < 1_000; i++) {
                Socket s = new Socket(InetAddress.getByName("127.0.0.1"), server.port(), slowClient, 0);
                s.setSoTimeout(30_000);
                sockets.add(s);
                try {
                    s.getOutputStream().write(("GET / HTTP/1.1\r\nHost: 127.0.0.1:" + server.port() + "\r\n")
                            .getBytes(StandardCharsets.ISO_8859_1));
                } catch (SocketException refusedAlready) {
                    // The server answered 503 and closed before the request was written.
                }
            }
            int threadsDuring = ManagementFactory.getThreadMXBean().getThreadCount();
            assertTrue(threadsDuring - threadsBefore <= PER_CLIENT + 4,
                    "threads went from " + threadsBefore + " to " + threadsDuring);
            long start = System.nanoTime();
            assertEquals(200, RawHttp.get(server.port(), "/").status());
            assertTrue(System.nanoTime() - start < TimeUnit.SECONDS.toNanos(2), "a page is served at once");
            int busy = 0;
            int timedOut = 0;
            for (Socket s : sockets) {
                String status = statusLine(s.getInputStream());
                if (status.startsWith("HTTP/1.1 503")) {
                    busy++;
                } else if (status.startsWith("HTTP/1.1 408")) {
                    timedOut++;
                } else {
                    throw new AssertionError("unexpected answer to a half-open request: " + status);
                }
            }
            assertEquals(PER_CLIENT, timedOut, "connections kept until the header deadline");
            assertEquals(1_000 - PER_CLIENT, busy);
        } finally {
            for (Socket s : sockets) {
                s.close();
            }
        }
        assertEquals(200, RawHttp.sendFrom(slowClient, server.port(), "GET", "/", Map.of(), null).status(),
                "the slow client's connections are all gone");
    }

    @Test
    void oversizedHeadersAreRefused() throws IOException {
        RawHttp.Response r = RawHttp.send(server.port(), "GET", "/", Map.of("X-Filler", "a".repeat(20_000)), null);
        assertEquals(431, r.status());
        assertEquals(200, RawHttp.get(server.port(), "/").status());
    }

    private static String statusLine(InputStream in) throws IOException {
        StringBuilder line = new StringBuilder();
        try {
            int b;
            while ((b = in.read()) != -1 && b != '\n') {
                line.append((char) b);
            }
        } catch (SocketException reset) {
            // Refused with unread request bytes: the close became a reset.
            return line.length() > 0 ? line.toString().strip() : "HTTP/1.1 503 (reset)";
        }
        return line.length() > 0 ? line.toString().strip() : "HTTP/1.1 503 (closed)";
    }
}
