package dev.duet.site.serve;

import dev.duet.site.sandbox.Unconfined;
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
    private static final int TOTAL = 64;
    private static final Duration READ_TIMEOUT = Duration.ofSeconds(5);

    @BeforeAll
    static void start() throws IOException {
        SandboxedServer.writeSite(project.resolve("site"));
        server = DevServer.start(DevServer.Options.local(project.resolve("site"), List.of(), 0, c -> { },
                        SandboxedServer.nullLog())
                .withLimits(RunLimits.defaults().withWarmSpares(0))
                .withSandbox(new Unconfined("no runs in this test"))
                .withConnections(ConnectionLimits.defaults().withConnections(TOTAL, PER_CLIENT)
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
        long loopStart = System.nanoTime();
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
            long start = System.nanoTime();
            assertEquals(200, RawHttp.get(server.port(), "/").status());
            assertTrue(System.nanoTime() - start < TimeUnit.SECONDS.toNanos(2), "a page is served at once");
            // The page's connection was accepted after all 1,000 (the backlog is first come, first
            // served): if that was before the first header deadline, no kept connection had freed
            // its place yet, so exactly the per-client share was kept. On a machine so loaded that
            // it was not, places freed by 408s went to later connections, which is right too.
            boolean allAcceptedBeforeADeadline = System.nanoTime() - loopStart < READ_TIMEOUT.toNanos();
            // (and threads that served a 408 may have been replaced rather than reused, up to the pool's size)
            int threadBound = allAcceptedBeforeADeadline ? PER_CLIENT + 4 : TOTAL + 4;
            assertTrue(threadsDuring - threadsBefore <= threadBound,
                    "threads went from " + threadsBefore + " to " + threadsDuring);
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
            if (allAcceptedBeforeADeadline) {
                assertEquals(PER_CLIENT, timedOut, "connections kept until the header deadline");
            } else {
                assertTrue(timedOut >= PER_CLIENT, "connections kept until the header deadline: " + timedOut);
            }
            assertEquals(1_000, busy + timedOut);
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
