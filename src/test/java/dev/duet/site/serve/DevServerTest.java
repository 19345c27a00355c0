package dev.duet.site.serve;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DevServerTest {
    @TempDir
    static Path project;
    private static DevServer server;
    private static final List<Set<Path>> rebuilds = new CopyOnWriteArrayList<>();
    private static final LinkedBlockingQueue<Set<Path>> rebuildSignal = new LinkedBlockingQueue<>();

    static final String HEADER = "//! title.zh: 测\n//! title.en: Test\n//! timeout: 30s\n//! state: x\n";

    @BeforeAll
    static void start() throws IOException {
        Path site = Files.createDirectories(project.resolve("site"));
        Files.writeString(site.resolve("index.html"),
                "<!doctype html><html><head><title>工作队列</title></head><body>你好</body></html>");
        Files.writeString(site.resolve("style.css"), "body { color: #080808 }");
        Files.writeString(project.resolve("secret.txt"), "outside the site");
        Files.createDirectories(project.resolve("content"));
        RunLimits limits = RunLimits.defaults().withWallClock(Duration.ofSeconds(5)).withOutputCap(8 * 1024)
                .withConcurrency(2, 2);
        Rebuilder rebuilder = changed -> {
            rebuilds.add(changed);
            rebuildSignal.add(changed);
        };
        server = DevServer.start(DevServer.Options.local(site, List.of(project.resolve("content")), 0, rebuilder,
                new PrintStream(OutputStreamNull.INSTANCE)).withLimits(limits));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static Map<String, String> runHeaders() {
        return Map.of(RequestGuard.TOKEN_HEADER, server.token(), "Origin", "http://127.0.0.1:" + server.port());
    }

    private static RawHttp.Response run(String demoBody) throws IOException {
        return RawHttp.send(server.port(), "POST", "/__duet/run", runHeaders(), HEADER + demoBody);
    }

    /** Pages never carry the secret (issue 24): the browser that holds the cookie gets a flag instead. */
    @Test
    void pagesCarryTheRunFlagAndTheReloadScriptAsUtf8Html() throws IOException {
        RawHttp.Response page = RawHttp.send(server.port(), "GET", "/",
                Map.of("Cookie", RequestGuard.cookieName(server.port()) + "=" + server.token()), null);
        assertEquals(200, page.status());
        assertEquals("text/html; charset=utf-8", page.header("Content-Type"));
        assertTrue(page.body().contains("<head><meta name=\"duet-runs\" content=\"on\">"
                + "<script defer src=\"/assets/live-demo.js\"></script>"
                + "<script src=\"/__duet/live.js\"></script><title>工作队列</title>"), page.body());
        assertTrue(!page.body().contains(server.token()), page.body());
        RawHttp.Response withoutCookie = RawHttp.get(server.port(), "/");
        assertTrue(withoutCookie.body().contains("<head><script src=\"/__duet/live.js\"></script><title>"),
                "no cookie, no run flag: " + withoutCookie.body());
        assertEquals("text/css; charset=utf-8", RawHttp.get(server.port(), "/style.css").header("Content-Type"));
        RawHttp.Response script = RawHttp.get(server.port(), "/__duet/live.js");
        assertTrue(script.body().contains("new EventSource('/__duet/events')"));
    }

    @Test
    void assetsAreRevalidatedAndAnUnchangedOneComesBackAs304() throws IOException {
        RawHttp.Response first = RawHttp.get(server.port(), "/style.css");
        assertEquals(200, first.status());
        assertEquals("no-cache", first.header("Cache-Control"));
        String tag = first.header("ETag");
        assertTrue(tag != null && tag.matches("\"[0-9a-f]{24}\""), "ETag " + tag);
        RawHttp.Response again = RawHttp.send(server.port(), "GET", "/style.css", Map.of("If-None-Match", tag), null);
        assertEquals(304, again.status());
        assertEquals("", again.body());
        RawHttp.Response other = RawHttp.send(server.port(), "GET", "/style.css", Map.of("If-None-Match", "\"0\""), null);
        assertEquals(200, other.status());
        assertEquals("body { color: #080808 }", other.body());
        // pages carry the run token: never cached, never a 304
        RawHttp.Response page = RawHttp.get(server.port(), "/");
        assertEquals("no-store", page.header("Cache-Control"));
        assertEquals(null, page.header("ETag"));
    }

    @Test
    void pathTraversalIsRefused() throws IOException {
        for (String path : List.of("/../secret.txt", "/%2e%2e/secret.txt", "/a/../../secret.txt", "/..%2fsecret.txt",
                "/..\\secret.txt")) {
            RawHttp.Response r = RawHttp.get(server.port(), path);
            assertTrue(r.status() == 404 || r.status() == 400, path + " gave " + r.status());
            assertTrue(!r.body().contains("outside the site"), path);
        }
    }

    @Test
    void foreignHostIsRefusedEvenForPages() throws IOException {
        RawHttp.Response r = RawHttp.send(server.port(), "GET", "/", Map.of("Host", "evil.example:" + server.port()),
                null);
        assertEquals(403, r.status());
        assertTrue(!r.body().contains(server.token()));
    }

    @Test
    void runWithoutTokenWithForeignOriginOrForeignHostIsForbidden() throws IOException {
        String demo = HEADER + "//# zh: 一\n//# en: one\nint x = 1;\n";
        int port = server.port();
        assertEquals(403, RawHttp.send(port, "POST", "/__duet/run", Map.of(), demo).status());
        assertEquals(403, RawHttp.send(port, "POST", "/__duet/run", Map.of(RequestGuard.TOKEN_HEADER, "wrong"), demo)
                .status());
        assertEquals(403, RawHttp.send(port, "POST", "/__duet/run", Map.of(RequestGuard.TOKEN_HEADER, server.token(),
                "Origin", "http://evil.example"), demo).status());
        assertEquals(403, RawHttp.send(port, "POST", "/__duet/run", Map.of(RequestGuard.TOKEN_HEADER, server.token(),
                "Host", "evil.example:" + port), demo).status());
        assertEquals(403, RawHttp.send(port, "POST", "/__duet/run", Map.of(RequestGuard.TOKEN_HEADER, server.token(),
                "Origin", "null"), demo).status());
    }

    @Test
    void aDemoRunsAndStreamsStepEvents() throws IOException {
        RawHttp.Response r = run("//# zh: 一\n//# en: one\nint x = 20 + 22;\nSystem.out.println(\"x=\" + x);\n//= x=42\n");
        assertEquals(200, r.status());
        assertEquals("chunked", r.header("Transfer-Encoding"));
        assertTrue(r.body().startsWith("{\"type\":\"run\",\"id\":"), r.body());
        assertTrue(r.body().contains("{\"type\":\"output\",\"text\":\"x=42\\n\"}\n{\"type\":\"step\",\"index\":1,"
                + "\"outcome\":\"PASSED\""), "the output, then the step's result: " + r.body());
        assertTrue(r.body().contains("\"state\":{\"x\":42}"), r.body());
        assertTrue(r.body().contains("{\"type\":\"done\",\"passed\":true}"), r.body());
        assertTrue(r.body().contains("{\"type\":\"end\",\"reason\":\"finished\""), r.body());
    }

    /** After serve compiles an edited port, live runs (and their warm spares) use the new classes. */
    @Test
    void liveRunsUseTheClassesServeCompiled() throws IOException {
        Path sources = Files.createDirectories(project.resolve("probe-src/probe"));
        Files.writeString(sources.resolve("Answer.java"),
                "package probe; public class Answer { public static int value() { return 42; } }");
        Path classes = Files.createDirectories(project.resolve("compiled"));
        assertEquals(0, javax.tools.ToolProvider.getSystemJavaCompiler().run(null, null, null,
                "-d", classes.toString(), sources.resolve("Answer.java").toString()));
        server.runDemosAgainst(classes);
        RawHttp.Response r = run("//# zh: 一\n//# en: one\nint x = probe.Answer.value();\n"
                + "System.out.println(\"x=\" + x);\n//= x=42\n");
        assertTrue(r.body().contains("{\"type\":\"step\",\"index\":1,\"outcome\":\"PASSED\""), r.body());
    }

    @Test
    void runawayLoopIsKilledAtTheWallClockWhileTheServerKeepsServing() throws Exception {
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try {
            Future<RawHttp.Response> runaway = pool.submit(() -> run(
                    "//# zh: 停不下来\n//# en: Unstoppable\nint x = 0;\n"
                            + "while (true) { try { x++; } catch (Throwable t) { } }\n"));
            int pagesServed = 0;
            while (!runaway.isDone()) {
                long pageStart = System.nanoTime();
                assertEquals(200, RawHttp.get(server.port(), "/").status());
                assertTrue(System.nanoTime() - pageStart < TimeUnit.SECONDS.toNanos(3), "pages are served during a run");
                pagesServed++;
                Thread.sleep(200); // pacing of this test's own requests, not ordering
            }
            assertTrue(pagesServed > 3, "served " + pagesServed + " pages while the run went on");
            RawHttp.Response r = runaway.get(120, TimeUnit.SECONDS);
            assertTrue(r.body().contains("\"reason\":\"time-limit\""), r.body());
            Matcher millis = Pattern.compile("\"millis\":(\\d+)").matcher(r.body());
            assertTrue(millis.find(), r.body());
            long ms = Long.parseLong(millis.group(1));
            assertTrue(ms >= 5_000 && ms < 8_000, "killed at its 5 s limit (from the moment the JVM had the demo),"
                    + " after " + ms + " ms");
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void memoryBombEndsWithAClearError() throws IOException {
        RawHttp.Response r = run("//# zh: 内存炸弹\n//# en: Memory bomb\nint x = 0;\n"
                + "var hoard = new java.util.ArrayList<long[]>();\nwhile (true) hoard.add(new long[1_000_000]);\n");
        assertTrue(r.body().contains("\"reason\":\"out-of-memory\",\"message\":\"the run ran out of memory (its heap is"
                + " limited to 64 MB) and was stopped\""), r.body());
    }

    @Test
    void outputBeyondTheCapIsCut() throws IOException {
        RawHttp.Response r = run("//# zh: 刷屏\n//# en: Flood\nint x = 0;\n"
                + "for (int i = 0; i < 100_000; i++) System.out.println(\"line \" + i);\n");
        assertTrue(r.body().length() < 8 * 1024 + 1024, "body of " + r.body().length() + " chars");
        assertTrue(r.body().contains("[output cut: over 8192 bytes]") || r.body().contains("\"type\":\"truncated\""),
                r.body());
        assertTrue(r.body().contains("\"type\":\"end\""), r.body());
    }

    @Test
    void twentyConcurrentRunsAreQueuedOrRefusedAndTheServerStaysHealthy() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(20);
        try {
            List<Future<RawHttp.Response>> futures = new ArrayList<>();
            for (int i = 0; i < 20; i++) {
                int n = i;
                // Each run spins until its 5 s wall clock: no place frees up while the twenty requests
                // arrive, so exactly 2 run, 2 wait and the rest are refused, whatever the machine's speed.
                futures.add(pool.submit(() -> run("//# zh: 一\n//# en: one\nint x = " + n + ";\nwhile (true) { x++; }\n")));
            }
            int ok = 0;
            int refused = 0;
            for (Future<RawHttp.Response> f : futures) {
                RawHttp.Response r = f.get(300, TimeUnit.SECONDS);
                if (r.status() == 200) {
                    ok++;
                    assertTrue(r.body().contains("\"reason\":\"time-limit\""), r.body());
                } else {
                    assertEquals(429, r.status());
                    assertEquals("1", r.header("Retry-After"));
                    refused++;
                }
            }
            assertEquals(20, ok + refused);
            assertEquals(4, ok, "2 running + 2 queued");
            assertEquals(16, refused);
        } finally {
            pool.shutdownNow();
        }
        assertEquals(200, RawHttp.get(server.port(), "/").status());
        RawHttp.Response after = run("//# zh: 一\n//# en: one\nint x = 1;\n");
        assertTrue(after.body().contains("\"reason\":\"finished\""), after.body());
    }

    @Test
    void aChangedSourceTriggersARebuildAndAReloadEvent() throws Exception {
        try (Socket events = new Socket("127.0.0.1", server.port())) {
            events.getOutputStream().write(("GET /__duet/events HTTP/1.1\r\nHost: 127.0.0.1:" + server.port()
                    + "\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
            events.setSoTimeout(20_000);
            InputStream in = events.getInputStream();
            readUntil(in, "retry: 1000");
            rebuildSignal.clear();
            Files.writeString(project.resolve("content").resolve("page.md"), "# changed");
            Set<Path> changed = rebuildSignal.poll(20, TimeUnit.SECONDS);
            assertTrue(changed != null && changed.contains(project.resolve("content").resolve("page.md")),
                    "rebuilder called with the changed file: " + changed);
            readUntil(in, "event: reload");
        }
    }

    @Test
    void listeningBeyondLoopbackNeedsAnExplicitFlag() throws IOException {
        DevServer.Options o = DevServer.Options.local(project.resolve("site"), List.of(), 0, c -> { },
                new PrintStream(OutputStreamNull.INSTANCE));
        DevServer.Options remote = new DevServer.Options(o.siteDir(), o.watched(), InetAddress.getByName("0.0.0.0"),
                0, false, o.limits(), o.classPath(), o.sandbox(), o.connections(), o.rebuilder(), o.log());
        assertThrows(IllegalArgumentException.class, () -> DevServer.start(remote));
    }

    private static void readUntil(InputStream in, String text) throws IOException {
        ByteArrayOutputStream seen = new ByteArrayOutputStream();
        int b;
        while ((b = in.read()) != -1) {
            seen.write(b);
            if (seen.toString(StandardCharsets.UTF_8).contains(text)) {
                return;
            }
        }
        throw new AssertionError("stream ended before '" + text + "': " + seen);
    }

    /** Discards the server's log. */
    private static final class OutputStreamNull extends java.io.OutputStream {
        static final OutputStreamNull INSTANCE = new OutputStreamNull();

        @Override
        public void write(int b) {
        }
    }
}
