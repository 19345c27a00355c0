package dev.duet.site.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.duet.site.sandbox.Sandbox;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run whose JVM does not start says why, in its first line, to the page and to the server's log:
 * here the run's class path lacks JaCoCo, as it did under {@code java -jar} before the run class
 * path was taken from where this JVM loaded its libraries.
 */
class RunServiceTest {
    @TempDir
    Path project;

    @Test
    void aRunWhoseJvmDoesNotStartReportsTheFirstLineOfItsErrorToThePageAndTheLog() throws Exception {
        SandboxedServer.writeSite(project.resolve("site"));
        ByteArrayOutputStream logged = new ByteArrayOutputStream();
        PrintStream log = new PrintStream(logged, true, StandardCharsets.UTF_8);
        List<Path> withoutJacoco = List.of(codeSource(SnippetProcessMain.class));
        DevServer.Options options = new DevServer.Options(project.resolve("site"), List.of(),
                InetAddress.getLoopbackAddress(), 0, false, RunLimits.defaults().withConcurrency(1, 1), withoutJacoco,
                SandboxedServer.sandboxUnderTest(), ConnectionLimits.defaults(), c -> { }, log);
        String end = lastEventOfOneRun(options);
        assertTrue(end.contains("\"reason\":\"not-started\""), end);
        assertTrue(end.contains("\"detail\":\"(java.lang.NoClassDefFoundError: org/jacoco/core/runtime/RuntimeData)\""),
                "the error, not the last line of its stack trace: " + end);
        assertTrue(logged.toString(StandardCharsets.UTF_8).contains("duet: a live run of demo 'one' failed: the run's JVM "
                + "did not start: java.lang.NoClassDefFoundError: org/jacoco/core/runtime/RuntimeData"), logged.toString());
    }

    /**
     * A JVM that cannot initialise (here a heap too small to start in, as when a uid's thread limit
     * is used up) says why on its standard output, before any ready line, and nothing on its error.
     */
    @Test
    void aRunWhoseJvmCannotInitialiseReportsWhatItSaidOnItsStandardOutput() throws Exception {
        SandboxedServer.writeSite(project.resolve("site"));
        ByteArrayOutputStream logged = new ByteArrayOutputStream();
        PrintStream log = new PrintStream(logged, true, StandardCharsets.UTF_8);
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Sandbox tooSmall = new Sandbox() {
            @Override
            public Process start(JvmCommand command) throws IOException {
                return new ProcessBuilder(java, "-Xmx1k", "-version").start();
            }

            @Override
            public boolean confines() {
                return true;
            }

            @Override
            public String description() {
                return "a JVM with too small a heap";
            }
        };
        DevServer.Options options = new DevServer.Options(project.resolve("site"), List.of(),
                InetAddress.getLoopbackAddress(), 0, false, RunLimits.defaults().withConcurrency(1, 1),
                List.of(codeSource(SnippetProcessMain.class)), tooSmall, ConnectionLimits.defaults(), c -> { }, log);
        String end = lastEventOfOneRun(options);
        assertTrue(end.contains("\"reason\":\"not-started\""), end);
        assertTrue(end.contains("\"detail\":\"(Error occurred during initialization of VM: Too small maximum heap)\""), end);
        assertTrue(logged.toString(StandardCharsets.UTF_8).contains("did not start: Error occurred during initialization of VM:"
                + " Too small maximum heap"), logged.toString());
    }

    /** Runs demo {@code one} through the server over HTTP; the last event line it streamed. */
    private static String lastEventOfOneRun(DevServer.Options options) throws Exception {
        List<String> events = new ArrayList<>();
        try (DevServer server = DevServer.start(options);
             RawHttp.Streaming run = new RawHttp.Streaming(server.port(), "/__duet/run?id=one",
                     Map.of(RequestGuard.TOKEN_HEADER, server.token(), "Origin", "http://127.0.0.1:" + server.port()),
                     "//# en: one\nint x = 1;\n")) {
            assertEquals(200, run.status());
            for (String line = run.nextLine(); line != null; line = run.nextLine()) {
                events.add(line);
            }
        }
        String end = events.get(events.size() - 1);
        return end;
    }

    @Test
    void theReasonIsTheFirstLineTheJvmWrote() {
        String trace = """
                Picked up JAVA_TOOL_OPTIONS: -Dx=y
                Exception in thread "main" java.lang.NoClassDefFoundError: org/jacoco/core/runtime/RuntimeData
                \tat dev.duet.site.demo.DemoRunner$Options.forThisJvm(DemoRunner.java:71)
                Caused by: java.lang.ClassNotFoundException: org.jacoco.core.runtime.RuntimeData
                \t... 2 more
                """;
        assertEquals("java.lang.NoClassDefFoundError: org/jacoco/core/runtime/RuntimeData", RunService.whyNotStarted(trace, 1));
        assertEquals("bwrap: Can't find source path /nowhere: No such file or directory",
                RunService.whyNotStarted("bwrap: Can't find source path /nowhere: No such file or directory\n", 1));
        assertEquals("it ended with exit code 1 and said nothing", RunService.whyNotStarted("\n", 1));
        assertEquals("Error occurred during initialization of VM: java.lang.OutOfMemoryError: unable to create native thread",
                RunService.whyNotStarted("\nError occurred during initialization of VM\n"
                        + "java.lang.OutOfMemoryError: unable to create native thread\n", 1));
    }

    private static Path codeSource(Class<?> type) throws URISyntaxException {
        return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
    }
}
