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
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Two students keep both run slots busy and queue more; a third student's run is the next to start
 * when a slot frees, ahead of the two students' queued runs (issue 25). The order is set by the run
 * service's own events: a run is going once its first step is reported, queued once it says so,
 * and a slot is freed by stopping a run.
 */
class RoundRobinRunsTest {
    private static final String LOOPING = DevServerTest.HEADER + "//# zh: 一\n//# en: one\nint x = 1;\n"
            + "//# zh: 二\n//# en: two\nwhile (true) { x++; }\n";
    private static final Pattern RUN_ID = Pattern.compile("\"id\":\"([^\"]+)\"");

    @TempDir
    Path project;

    @Test
    void aThirdStudentsRunStartsWhenTheNextSlotFrees() throws Exception {
        SandboxedServer.writeSite(project.resolve("site"));
        RunLimits limits = RunLimits.defaults().withWallClock(Duration.ofSeconds(60)).withConcurrency(2, 2)
                .withWarmSpares(1);
        try (DevServer server = DevServer.start(DevServer.Options.local(project.resolve("site"), List.of(), 0,
                        c -> { }, SandboxedServer.nullLog()).withLimits(limits)
                .withSandbox(new Unconfined("runs on loopback in this test")))) {
            InetAddress a = InetAddress.getByName("127.0.0.2");
            InetAddress b = InetAddress.getByName("127.0.0.3");
            InetAddress c = InetAddress.getByName("127.0.0.4");
            Map<String, String> token = Map.of(RequestGuard.TOKEN_HEADER, server.token());
            try (RawHttp.Streaming a1 = new RawHttp.Streaming(a, server.port(), "/__duet/run", token, LOOPING);
                 RawHttp.Streaming b1 = new RawHttp.Streaming(b, server.port(), "/__duet/run", token, LOOPING)) {
                String a1Id = id(a1);
                String b1Id = id(b1);
                readUntil(a1, "\"type\":\"step\"");
                readUntil(b1, "\"type\":\"step\""); // both slots are busy
                try (RawHttp.Streaming a2 = new RawHttp.Streaming(a, server.port(), "/__duet/run", token, LOOPING);
                     RawHttp.Streaming b2 = new RawHttp.Streaming(b, server.port(), "/__duet/run", token, LOOPING)) {
                    String a2Id = id(a2);
                    String b2Id = id(b2);
                    assertEquals("{\"type\":\"queued\"}", a2.nextLine());
                    assertEquals("{\"type\":\"queued\"}", b2.nextLine());
                    try (RawHttp.Streaming c1 = new RawHttp.Streaming(c, server.port(), "/__duet/run", token,
                            LOOPING)) {
                        String c1Id = id(c1);
                        assertEquals("{\"type\":\"queued\"}", c1.nextLine(), "the third student waits, queued");
                        stop(server, a, a1Id);
                        readUntil(a1, "\"reason\":\"stopped\"");
                        readUntil(c1, "\"type\":\"step\""); // the freed slot went to the third student
                        // The two students' queued runs never started: stopped, they report no step.
                        stop(server, a, a2Id);
                        stop(server, b, b2Id);
                        assertFalse(drain(a2).contains("\"type\":\"step\""), "a2 did not run before the third student");
                        assertFalse(drain(b2).contains("\"type\":\"step\""), "b2 did not run before the third student");
                        stop(server, c, c1Id);
                        stop(server, b, b1Id);
                    }
                }
            }
        }
    }

    private static String id(RawHttp.Streaming run) throws IOException {
        assertEquals(200, run.status());
        String first = run.nextLine();
        Matcher m = RUN_ID.matcher(first);
        assertTrue(m.find(), first);
        return m.group(1);
    }

    private static void stop(DevServer server, InetAddress client, String runId) throws IOException {
        assertEquals(200, RawHttp.sendFrom(client, server.port(), "POST", "/__duet/stop?run=" + runId,
                Map.of(RequestGuard.TOKEN_HEADER, server.token()), "").status());
    }

    private static void readUntil(RawHttp.Streaming run, String text) throws IOException {
        StringBuilder seen = new StringBuilder();
        for (String line = run.nextLine(); line != null; line = run.nextLine()) {
            seen.append(line).append('\n');
            if (line.contains(text)) {
                return;
            }
        }
        throw new AssertionError("the run's stream ended before " + text + ": " + seen);
    }

    private static String drain(RawHttp.Streaming run) throws IOException {
        StringBuilder all = new StringBuilder();
        for (String line = run.nextLine(); line != null; line = run.nextLine()) {
            all.append(line).append('\n');
        }
        assertTrue(all.toString().contains("\"reason\":\"stopped\""), all.toString());
        return all.toString();
    }
}
