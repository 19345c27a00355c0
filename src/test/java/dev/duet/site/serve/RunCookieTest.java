package dev.duet.site.serve;

import dev.duet.site.sandbox.Unconfined;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Runs belong to the person who started serve (issue 24): another local user (uid 65534, through
 * {@code setpriv} and {@code curl}) fetches pages but learns no secret and cannot start a run, even
 * with runs unsandboxed on loopback; the browser that opened the printed URL gets an HttpOnly,
 * SameSite=Strict cookie and runs.
 */
class RunCookieTest {
    private static final Path SETPRIV = Path.of("/usr/bin/setpriv");
    private static final Path CURL = Path.of("/usr/bin/curl");
    private static final String DEMO = DevServerTest.HEADER + "//# zh: 一\n//# en: one\nint x = 1;\n";

    @TempDir
    Path project;

    private static void requireSecondUser() {
        boolean present = Files.isExecutable(SETPRIV) && Files.isExecutable(CURL)
                && "root".equals(System.getProperty("user.name"));
        if ("true".equals(System.getenv("CI"))) {
            if (!present) {
                throw new IllegalStateException("CI must run this test as root with setpriv and curl installed");
            }
        } else {
            Assumptions.assumeTrue(present, "needs root, " + SETPRIV + " and " + CURL);
        }
    }

    /** curl as uid 65534: the status code, then the body. */
    private static String curlAsNobody(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(SETPRIV.toString(), "--reuid=65534", "--regid=65534",
                "--clear-groups", CURL.toString(), "-s", "-w", "\n%{http_code}"));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "curl ended");
        return out;
    }

    private static int status(String curlOutput) {
        return Integer.parseInt(curlOutput.substring(curlOutput.lastIndexOf('\n') + 1).trim());
    }

    @Test
    void anotherLocalUserFetchesPagesButCannotRunTheTeachersBrowserCan() throws Exception {
        requireSecondUser();
        SandboxedServer.writeSite(project.resolve("site"));
        try (DevServer server = DevServer.start(DevServer.Options.local(project.resolve("site"), List.of(), 0,
                        c -> { }, SandboxedServer.nullLog()).withLimits(RunLimits.defaults().withWarmSpares(0))
                .withSandbox(new Unconfined("bubblewrap is off in this test")))) {
            assertTrue(server.offersRuns(), "runs are offered on loopback without a sandbox");
            String base = "http://127.0.0.1:" + server.port();
            String page = curlAsNobody(base + "/");
            assertEquals(200, status(page));
            assertFalse(page.contains(server.token()), "the page gives no secret: " + page);
            assertFalse(page.contains("duet-runs"), "nor a Run button: " + page);
            String run = curlAsNobody("-X", "POST", "--data-binary", DEMO, base + "/__duet/run");
            assertEquals(403, status(run), run);
            String sameOrigin = curlAsNobody("-X", "POST", "-H", "Origin: " + base, "--data-binary", DEMO,
                    base + "/__duet/run");
            assertEquals(403, status(sameOrigin), sameOrigin);
            assertEquals(403, status(curlAsNobody(base + "/?duet-token=guessed")), "a wrong secret sets nothing");

            // The teacher's browser opens the URL serve printed.
            RawHttp.Response opened = RawHttp.get(server.port(), server.openUri().getRawPath() + "?"
                    + server.openUri().getRawQuery());
            assertEquals(303, opened.status());
            assertEquals("/", opened.header("Location"), "redirected to the clean URL");
            String cookie = opened.header("Set-Cookie");
            String name = RequestGuard.cookieName(server.port());
            assertTrue(cookie.startsWith(name + "=" + server.token()), cookie);
            assertTrue(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict") && cookie.contains("Path=/"),
                    cookie);
            Map<String, String> withCookie = Map.of("Cookie", name + "=" + server.token(),
                    "Origin", base);
            RawHttp.Response flagged = RawHttp.send(server.port(), "GET", "/", withCookie, null);
            assertTrue(flagged.body().contains(StaticFiles.RUNS_FLAG), flagged.body());
            assertFalse(flagged.body().contains(server.token()), flagged.body());
            RawHttp.Response teacherRun = RawHttp.send(server.port(), "POST", "/__duet/run", withCookie, DEMO);
            assertEquals(200, teacherRun.status(), teacherRun.body());
            assertTrue(teacherRun.body().contains("\"reason\":\"finished\""), teacherRun.body());
        }
    }

    @Test
    void classroomModeSharesRunsWithoutTheSecretButKeepsTheOriginCheck() throws Exception {
        SandboxedServer.requireBubblewrap();
        SandboxedServer.writeSite(project.resolve("site"));
        try (DevServer server = DevServer.start(DevServer.Options.local(project.resolve("site"), List.of(), 0,
                        c -> { }, SandboxedServer.nullLog()).classroom(java.net.InetAddress.getLoopbackAddress())
                .withLimits(RunLimits.defaults().withWarmSpares(0)).withSandbox(SandboxedServer.sandboxUnderTest()))) {
            Assumptions.assumeTrue(server.offersRuns(), server.runsStatus());
            java.net.InetAddress student = java.net.InetAddress.getByName("127.0.0.2");
            RawHttp.Response page = RawHttp.sendFrom(student, server.port(), "GET", "/", Map.of(), null);
            assertTrue(page.body().contains(StaticFiles.RUNS_FLAG), page.body());
            assertFalse(page.body().contains(server.token()), page.body());
            assertEquals(403, RawHttp.sendFrom(student, server.port(), "POST", "/__duet/run",
                    Map.of("Origin", "http://evil.example"), DEMO).status());
            RawHttp.Response run = RawHttp.sendFrom(student, server.port(), "POST", "/__duet/run",
                    Map.of("Origin", "http://127.0.0.1:" + server.port()), DEMO);
            assertEquals(200, run.status(), run.body());
            assertTrue(run.body().contains("\"reason\":\"finished\""), run.body());
        }
    }
}
