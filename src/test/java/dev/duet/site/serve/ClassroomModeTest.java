package dev.duet.site.serve;

import dev.duet.site.sandbox.Unconfined;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.InetAddress;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Classroom mode ({@code --bind}), tried on loopback: 127.0.0.1 and 127.0.0.2 are two clients.
 * Without a sandbox pages are served and runs are not offered; with one, each client gets one run
 * at a time.
 */
class ClassroomModeTest {
    @TempDir
    Path project;

    private DevServer.Options classroom(Path site) {
        return DevServer.Options.local(site, List.of(), 0, c -> { }, SandboxedServer.nullLog())
                .classroom(InetAddress.getLoopbackAddress());
    }

    @Test
    void withoutASandboxPagesAreServedAndRunsAreNotOffered() throws IOException {
        SandboxedServer.writeSite(project.resolve("site"));
        try (DevServer server = DevServer.start(classroom(project.resolve("site"))
                .withSandbox(new Unconfined("bwrap was not found; install bubblewrap")))) {
            assertFalse(server.offersRuns());
            assertEquals("runs are off: classroom mode needs a sandbox, and runs are not sandboxed (bwrap was not "
                    + "found; install bubblewrap), so they are offered on loopback only", server.runsStatus());
            RawHttp.Response page = RawHttp.get(server.port(), "/");
            assertEquals(200, page.status());
            assertFalse(page.body().contains("duet-token"), "no token, so no Run button: " + page.body());
            assertTrue(page.body().contains("/__duet/live.js"), "live reload still works");
            RawHttp.Response run = RawHttp.send(server.port(), "POST", "/__duet/run",
                    Map.of(RequestGuard.TOKEN_HEADER, server.token()), DevServerTest.HEADER + "int x = 1;\n");
            assertEquals(403, run.status());
            assertTrue(run.body().startsWith("runs are off"), run.body());
        }
    }

    @Test
    void eachClientHasOneRunAtATime() throws Exception {
        SandboxedServer.requireBubblewrap();
        SandboxedServer.writeSite(project.resolve("site"));
        RunLimits limits = RunLimits.defaults().withWallClock(Duration.ofSeconds(3)).withPerClient(1, 10);
        try (DevServer server = DevServer.start(classroom(project.resolve("site")).withLimits(limits)
                .withSandbox(SandboxedServer.sandboxUnderTest()))) {
            assertTrue(server.offersRuns(), server.runsStatus());
            Map<String, String> token = Map.of(RequestGuard.TOKEN_HEADER, server.token());
            String looping = DevServerTest.HEADER + "//# zh: 一\n//# en: one\nint x = 1;\n"
                    + "//# zh: 二\n//# en: two\nwhile (true) { x++; }\n";
            try (RawHttp.Streaming first = new RawHttp.Streaming(server.port(), "/__duet/run", token, looping)) {
                assertEquals(200, first.status());
                String line = first.nextLine();
                while (line != null && !line.contains("\"type\":\"step\"")) {
                    line = first.nextLine(); // the run's id, then its first step
                }
                assertTrue(line != null && line.contains("\"index\":1"), "the first run is going: " + line);
                RawHttp.Response second = RawHttp.send(server.port(), "POST", "/__duet/run", token,
                        DevServerTest.HEADER + "//# zh: 一\n//# en: one\nint x = 1;\n");
                assertEquals(429, second.status());
                assertEquals("you have 1 run(s) going already; wait for it to end\n", second.body());
                assertEquals("client-running 1", second.header(DevServer.REFUSAL_HEADER), "a code the page words");
                RawHttp.Response other = RawHttp.sendFrom(InetAddress.getByName("127.0.0.2"), server.port(), "POST",
                        "/__duet/run", token, DevServerTest.HEADER + "//# zh: 一\n//# en: one\nint x = 1;\n");
                assertEquals(200, other.status(), "another client runs meanwhile");
                assertTrue(other.body().contains("\"reason\":\"finished\""), other.body());
            }
        }
    }
}
