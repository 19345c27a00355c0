package dev.duet.site.serve;

import dev.duet.site.sandbox.Unconfined;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 25's lock-outs, tried on a server bound for classroom mode (on loopback: 127.0.0.1 is the
 * teacher's own machine, 127.0.0.2, 127.0.0.3... are students), with the default limits.
 */
class FairAccessTest {
    @TempDir
    Path project;

    private DevServer classroom() throws IOException {
        SandboxedServer.writeSite(project.resolve("site"));
        return DevServer.start(DevServer.Options.local(project.resolve("site"), List.of(), 0, c -> { },
                        SandboxedServer.nullLog()).classroom(InetAddress.getLoopbackAddress())
                .withLimits(RunLimits.defaults().withWarmSpares(0))
                .withSandbox(new Unconfined("no runs in this test")));
    }

    private static InetAddress student(int n) throws IOException {
        return InetAddress.getByName("127.0.0." + (1 + n));
    }

    /** One student opening 32 live-reload streams does not take live reload from another. */
    @Test
    void oneStudentsThirtyTwoEventStreamsLeaveLiveReloadToTheOthers() throws Exception {
        try (DevServer server = classroom()) {
            List<Socket> greedy = new ArrayList<>();
            int refused = 0;
            try {
                for (int i = 0; i < 32; i++) {
                    try {
                        greedy.add(CrawlTest.openEvents(server.port(), student(1)));
                    } catch (IOException refusedStream) {
                        assertTrue(refusedStream.getMessage().contains("503"), refusedStream.getMessage());
                        refused++;
                    }
                }
                assertEquals(32 - LiveReload.PER_CLIENT, refused, "streams over one client's share");
                try (Socket other = CrawlTest.openEvents(server.port(), student(2))) {
                    assertTrue(other.isConnected(), "another student's page gets live reload");
                }
                try (Socket teacher = CrawlTest.openEvents(server.port(), InetAddress.getByName("127.0.0.1"))) {
                    assertTrue(teacher.isConnected(), "so does the teacher's");
                }
            } finally {
                for (Socket s : greedy) {
                    s.close();
                }
            }
        }
    }

    /** Four students holding 32 idle connections each lock out neither the teacher nor a fifth student. */
    @Test
    void fourStudentsWithThirtyTwoIdleConnectionsEachLockOutNobody() throws Exception {
        try (DevServer server = classroom()) {
            List<Socket> idle = new ArrayList<>();
            try {
                for (int s = 1; s <= 4; s++) {
                    for (int i = 0; i < 32; i++) {
                        Socket socket = new Socket(InetAddress.getByName("127.0.0.1"), server.port(), student(s), 0);
                        idle.add(socket);
                    }
                }
                // Each of those connections has been accepted (and counted) once a later one from
                // the same client is answered: the acceptor takes them in order.
                for (int s = 1; s <= 4; s++) {
                    assertEquals(200, RawHttp.sendFrom(student(s), server.port(), "GET", "/", Map.of(), null).status());
                }
                assertEquals(200, RawHttp.get(server.port(), "/").status(), "the teacher's page");
                assertEquals(200, RawHttp.sendFrom(student(5), server.port(), "GET", "/", Map.of(), null).status(),
                        "a fifth student's page");
                for (Socket socket : idle) {
                    socket.getOutputStream().write(("GET / HTTP/1.1\r\nHost: 127.0.0.1:" + server.port()
                            + "\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
                    socket.setSoTimeout(30_000);
                    String status = CrawlTest.readUntil(socket.getInputStream(), "\n");
                    assertTrue(status.startsWith("HTTP/1.1 200"), "an idle connection was kept: " + status);
                }
            } finally {
                for (Socket s : idle) {
                    s.close();
                }
            }
        }
    }

    /**
     * Four students each with 32 connections fetching a large file and reading none of it: the
     * responses wait in Jetty without holding a thread, and the teacher and a fifth student are served.
     */
    @Test
    void slowReadersHoldNeitherThreadsNorEveryoneElsesPages() throws Exception {
        try (DevServer server = classroom()) {
            java.nio.file.Files.write(project.resolve("site").resolve("big.bin"), new byte[4 * 1024 * 1024]);
            List<Socket> slow = new ArrayList<>();
            try {
                for (int s = 1; s <= 4; s++) {
                    for (int i = 0; i < 32; i++) {
                        Socket socket = new Socket(InetAddress.getByName("127.0.0.1"), server.port(), student(s), 0);
                        socket.setReceiveBufferSize(4096);
                        socket.getOutputStream().write(("GET /big.bin HTTP/1.1\r\nHost: 127.0.0.1:" + server.port()
                                + "\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
                        slow.add(socket);
                    }
                }
                for (int s = 1; s <= 4; s++) {
                    assertEquals(200, RawHttp.sendFrom(student(s), server.port(), "GET", "/", Map.of(), null).status());
                }
                assertEquals(200, RawHttp.get(server.port(), "/").status(), "the teacher's page");
                try (KeepAliveClient fifth = new KeepAliveClient(student(5), server.port())) {
                    for (int i = 0; i < 20; i++) {
                        assertEquals(200, fifth.get("/").status(), "a fifth student's page");
                    }
                    assertEquals(0, fifth.reconnects());
                }
            } finally {
                for (Socket s : slow) {
                    s.close();
                }
            }
        }
    }
}
