package dev.duet.site.browserrun;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.duet.site.demo.Demo;
import dev.duet.site.demo.DemoLoader;
import dev.duet.site.diag.Diagnostics;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * TeaVM, run twice over the flagship's port and demos (two empty work folders, so no cached
 * bundle), writes the same script both times, even when this JVM has started threads and drawn
 * identity hashes between the two runs, as a serve session or a test run does. TeaVM orders the
 * classes it reaches (the port's many lambdas among them) by identity hashes; in the build's own
 * JVM the script differed from run to run.
 */
class BrowserBundleReproducibleTest {
    private static final List<String> PORT = List.of("dev/duet/workqueue", "dev/duet/clock", "dev/duet/deployment");

    @Test
    void twoTeaVMRunsOverTheFlagshipWriteTheSameScript(@TempDir Path dir) throws IOException {
        Path port = dir.resolve("port");
        for (String pkg : PORT) {
            copyTree(Path.of("target/classes").resolve(pkg), port.resolve(pkg));
        }
        List<Demo> demos = new ArrayList<>();
        try (Stream<Path> files = Files.list(Path.of("content/demos"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".jsh")).sorted().toList()) {
                DemoLoader.parse("content/demos/" + f.getFileName(), Files.readString(f), new Diagnostics())
                        .ifPresent(demos::add);
            }
        }
        assertTrue(demos.size() > 10, "the flagship's demos were not found");

        byte[] first = script(dir.resolve("one"), demos, port);
        disturbIdentityHashes();
        byte[] second = script(dir.resolve("two"), demos, port);

        assertEquals(first.length, second.length, "the two scripts differ in length");
        assertEquals(-1, firstDifference(first, second), "the two scripts differ from this byte on");
    }

    private static byte[] script(Path workDir, List<Demo> demos, Path port) throws IOException {
        BrowserBundle bundle = new BrowserBundleBuilder(workDir, line -> { }).build(demos, List.of(port));
        assertNotNull(bundle.script(), "no demo was compiled for the browser: " + bundle.unsupported());
        return Files.readAllBytes(bundle.script());
    }

    /** Starts threads and draws identity hashes, so that what follows does not draw the first run's hashes. */
    private static void disturbIdentityHashes() {
        List<Object> drawn = new ArrayList<>();
        for (int i = 0; i < 41; i++) {
            Thread t = new Thread(() -> new Object().hashCode());
            t.start();
            try {
                t.join();
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
            Object o = new Object();
            o.hashCode();
            drawn.add(o);
        }
    }

    private static int firstDifference(byte[] a, byte[] b) {
        for (int i = 0; i < Math.min(a.length, b.length); i++) {
            if (a[i] != b[i]) {
                return i;
            }
        }
        return a.length == b.length ? -1 : Math.min(a.length, b.length);
    }

    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path p : walk.toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
    }
}
