package dev.duet.site.sandbox;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The sandbox's own limits, on a JVM started in it directly (the run tests go through HTTP). */
class BubblewrapLimitsTest {
    @Test
    void aJvmThatBurnsCpuIsKilledAtItsCpuLimit() throws Exception {
        boolean present = Files.isExecutable(Path.of("/usr/bin/bwrap"));
        if ("true".equals(System.getenv("CI"))) {
            assertTrue(present, "CI must install bubblewrap");
        }
        Assumptions.assumeTrue(present, "needs /usr/bin/bwrap (apt-get install bubblewrap)");
        Sandbox sandbox = Sandboxes.best(new Bubblewrap.Limits(64, 2, 2L << 30));
        assertTrue(sandbox.confines(), sandbox.description());
        Path classes = Path.of(CpuBurner.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Process p = sandbox.start(new Sandbox.JvmCommand(List.of("-Xmx16m", "-XX:+UseSerialGC",
                "-XX:CompressedClassSpaceSize=32m", "-XX:ReservedCodeCacheSize=16m", "-Xshare:auto"),
                List.of(classes), CpuBurner.class.getName(), List.of()));
        p.getOutputStream().close();
        try (var out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            assertEquals("burning", out.readLine());
            assertTrue(p.waitFor(60, TimeUnit.SECONDS), "stopped by its 2 s of CPU, long before 60 s");
        } finally {
            p.destroyForcibly();
        }
        assertEquals(128 + 9, p.exitValue(), "killed by the kernel (SIGKILL at the hard CPU limit)");
    }
}
