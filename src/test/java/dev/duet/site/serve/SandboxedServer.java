package dev.duet.site.serve;

import dev.duet.site.sandbox.Sandbox;
import dev.duet.site.sandbox.Unconfined;
import org.junit.jupiter.api.Assumptions;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What the sandbox tests share: bubblewrap must be there (skipped without it, except under
 * {@code CI=true}, where that fails), and {@code -Dduet.test.sandbox=off} runs them unsandboxed,
 * to check that they fail then.
 */
final class SandboxedServer {
    static final Path BWRAP = Path.of("/usr/bin/bwrap");

    private SandboxedServer() {
    }

    static void requireBubblewrap() {
        boolean present = Files.isExecutable(BWRAP);
        if ("true".equals(System.getenv("CI"))) {
            if (!present) {
                throw new IllegalStateException("CI must install bubblewrap: " + BWRAP + " is missing");
            }
        } else {
            Assumptions.assumeTrue(present, "sandbox tests need " + BWRAP + " (apt-get install bubblewrap)");
        }
    }

    /** Null (the best sandbox, which must then confine), or no sandbox when the tests are checked. */
    static Sandbox sandboxUnderTest() {
        return "off".equals(System.getProperty("duet.test.sandbox"))
                ? new Unconfined("turned off to check that the sandbox tests fail") : null;
    }

    static boolean sandboxTurnedOff() {
        return "off".equals(System.getProperty("duet.test.sandbox"));
    }

    static PrintStream nullLog() {
        return new PrintStream(OutputStream.nullOutputStream());
    }

    static void writeSite(Path site) throws IOException {
        Files.createDirectories(site);
        Files.writeString(site.resolve("index.html"),
                "<!doctype html><html><head><title>页</title></head><body>page</body></html>");
    }
}
