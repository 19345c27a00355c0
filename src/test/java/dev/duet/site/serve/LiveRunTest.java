package dev.duet.site.serve;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The live editor's run protocol, over real HTTP with real run JVMs (sandboxed where the machine
 * can): output arrives while the run goes, Stop ends a run and frees its slot, and problems come
 * with the editor's own line and column. One run slot and one place in the queue, so a place that
 * is not freed shows as a refusal.
 */
class LiveRunTest {
    @TempDir
    static Path project;
    private static DevServer server;

    @BeforeAll
    static void start() throws IOException {
        SandboxedServer.writeSite(project.resolve("site"));
        // The wall clock is long so that only Stop can end the looping runs here.
        RunLimits limits = RunLimits.defaults().withWallClock(Duration.ofSeconds(60)).withOutputCap(16 * 1024)
                .withConcurrency(1, 1);
        server = DevServer.start(DevServer.Options.local(project.resolve("site"), List.of(), 0, c -> { },
                SandboxedServer.nullLog()).withLimits(limits));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static Map<String, String> guard() {
        return Map.of(RequestGuard.TOKEN_HEADER, server.token(), "Origin", "http://127.0.0.1:" + server.port());
    }

    private static String field(String event, String name) {
        Matcher m = Pattern.compile("\"" + name + "\":(\"([^\"\\\\]*+(?:\\\\.[^\"\\\\]*+)*+)\"|-?\\d+)").matcher(event);
        return m.find() ? (m.group(2) != null ? m.group(2) : m.group(1)) : null;
    }

    /** Reads events until one of {@code type}; the events read on the way are added to {@code seen}. */
    private static String until(RawHttp.Streaming run, String type, List<String> seen) throws IOException {
        for (String line = run.nextLine(); line != null; line = run.nextLine()) {
            seen.add(line);
            if (type.equals(field(line, "type"))) {
                return line;
            }
        }
        throw new AssertionError("the stream ended before a '" + type + "' event: " + seen);
    }

    @Test
    void outputArrivesWhileTheRunGoesAndStopEndsItOrItsPlaceInTheQueueAndFreesTheSlot() throws IOException {
        String looping = "//# en: print, then loop\nSystem.out.println(\"first line\");\nwhile (true) { }\n";
        List<String> seen = new ArrayList<>();
        try (RawHttp.Streaming run = new RawHttp.Streaming(server.port(), "/__duet/run?id=loop", guard(), looping)) {
            assertEquals(200, run.status());
            String runId = field(until(run, "run", seen), "id");
            assertNotNull(runId);
            String output = until(run, "output", seen);
            assertEquals("first line\\n", field(output, "text"), output);
            assertTrue(seen.stream().noneMatch(e -> e.contains("\"type\":\"end\"")), "the run still goes: " + seen);

            try (RawHttp.Streaming queued = new RawHttp.Streaming(server.port(), "/__duet/run?id=queued", guard(),
                    "//# en: one\nint x = 1;\n")) {
                List<String> waited = new ArrayList<>();
                String queuedId = field(until(queued, "run", waited), "id");
                until(queued, "queued", waited);
                RawHttp.Response refused = RawHttp.send(server.port(), "POST", "/__duet/run", guard(),
                        "//# en: one\nint x = 1;\n");
                assertEquals(429, refused.status(), "the only slot and the only place in the queue are taken");
                assertEquals("busy", refused.header(DevServer.REFUSAL_HEADER));
                assertEquals(200, RawHttp.send(server.port(), "POST", "/__duet/stop?run=" + queuedId, guard(), "")
                        .status());
                String end = until(queued, "end", waited);
                assertEquals("stopped", field(end, "reason"), "a queued run stops too: " + waited);
                assertTrue(waited.stream().noneMatch(e -> e.contains("\"type\":\"step\"")), "it never ran: " + waited);
            }

            assertEquals(404, RawHttp.send(server.port(), "POST", "/__duet/stop?run=not-" + runId, guard(), "")
                    .status(), "an unknown run id stops nothing");
            assertEquals(403, RawHttp.send(server.port(), "POST", "/__duet/stop?run=" + runId, Map.of(), "")
                    .status(), "stopping needs the token");
            assertEquals(200, RawHttp.send(server.port(), "POST", "/__duet/stop?run=" + runId, guard(), "").status());
            String end = until(run, "end", seen);
            assertEquals("stopped", field(end, "reason"), end);
        }
        RawHttp.Response next = RawHttp.send(server.port(), "POST", "/__duet/run", guard(),
                "//# en: one\nint x = 20 + 22;\nx\n//= 42\n");
        assertEquals(200, next.status(), "the stopped run's slot is free: " + next.body());
        assertTrue(next.body().contains("{\"type\":\"output\",\"text\":\"42\\n\"}"), next.body());
        assertTrue(next.body().contains("\"outcome\":\"PASSED\""), next.body());
        assertTrue(next.body().contains("\"reason\":\"finished\""), next.body());
    }

    @Test
    void aFloodIsShownAsItComesUntilTheCapCutsIt() throws IOException {
        String flood = "//# en: flood\nfor (int i = 0; ; i++) System.out.println(\"line \" + i);\n";
        List<String> seen = new ArrayList<>();
        try (RawHttp.Streaming run = new RawHttp.Streaming(server.port(), "/__duet/run?id=flood", guard(), flood)) {
            String output = until(run, "output", seen);
            assertTrue(field(output, "text").startsWith("line 0\\nline 1\\n"), output);
            String cut = until(run, "truncated", seen);
            assertEquals(String.valueOf(16 * 1024), field(cut, "limitBytes"), cut);
            String end = until(run, "end", seen);
            assertEquals("output-cap", field(end, "reason"), end);
            assertEquals(String.valueOf(16 * 1024), field(end, "limitBytes"), end);
            int streamed = seen.stream().mapToInt(String::length).sum();
            assertTrue(streamed < 16 * 1024 + 1024, "at most the cap was streamed: " + streamed);
        }
    }

    @Test
    void aCompileErrorIsReportedAtTheEditorsLineAndColumn() throws IOException {
        String edited = "//# en: one\nint x = 1;\n    missing(x);\n";
        RawHttp.Response r = RawHttp.send(server.port(), "POST", "/__duet/run?id=edited", guard(), edited);
        assertEquals(200, r.status());
        String step = r.body().lines().filter(l -> l.contains("\"type\":\"step\"")).findFirst().orElseThrow();
        assertEquals("DID_NOT_COMPILE", field(step, "outcome"), step);
        assertEquals("rejected", field(step, "kind"), step);
        assertEquals("3", field(step, "line"), step);
        assertEquals("5", field(step, "column"), step);
        assertTrue(field(step, "detail").contains("cannot find symbol"), step);
    }

    @Test
    void aBareSnippetRunsAsOneStep() throws IOException {
        RawHttp.Response r = RawHttp.send(server.port(), "POST", "/__duet/run?id=edited", guard(),
                "int x = 6 * 7;\nSystem.out.println(\"x=\" + x);\n");
        assertTrue(r.body().contains("{\"type\":\"output\",\"text\":\"x=42\\n\"}"), r.body());
        assertTrue(r.body().contains("\"type\":\"step\",\"index\":1,"), r.body());
        assertFalse(r.body().contains("\"type\":\"invalid\""), r.body());
        assertTrue(r.body().contains("\"reason\":\"finished\""), r.body());
    }

    @Test
    void aDemoThatCannotBeReadReportsEachProblemAtItsLineAndColumn() throws IOException {
        RawHttp.Response r = RawHttp.send(server.port(), "POST", "/__duet/run?id=edited", guard(),
                "//# en: one\nint x = 1;\n//! timeout: soon\n");
        String invalid = r.body().lines().filter(l -> l.contains("\"type\":\"invalid\"")).findFirst().orElseThrow();
        assertTrue(invalid.contains("{\"line\":3,\"column\":1,\"message\":\"header lines (//!) belong before the first step\","
                + "\"key\":\"demo.header-after-step\",\"args\":[]}"), invalid);
    }
}
