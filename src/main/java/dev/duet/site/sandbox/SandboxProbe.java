package dev.duet.site.sandbox;

import java.io.IOException;
import java.net.NetworkInterface;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The sandbox's self-test, run once inside a new sandbox when the server starts: it must be able to
 * run Java, and must not be able to start a process, reach a network interface other than
 * loopback, write anywhere (where its classes are, the root, {@code /dev/shm}, the temporary
 * folder) or read {@code /proc}. It prints {@code sandbox-ok}, or what it could do that it should not.
 */
public final class SandboxProbe {
    static final String OK = "sandbox-ok";

    private SandboxProbe() {
    }

    public static void main(String[] args) throws IOException {
        List<String> escapes = escapes();
        System.out.println(escapes.isEmpty() ? OK : String.join("; ", escapes));
    }

    /** What this JVM could do that a sandboxed one must not (empty in a sound sandbox). */
    public static List<String> escapes() throws IOException {
        List<String> escapes = new ArrayList<>();
        try {
            Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-version").start();
            p.destroyForcibly();
            escapes.add("it could start a process");
        } catch (IOException expected) {
            // The seccomp filter refused the fork.
        }
        for (NetworkInterface nic : Collections.list(NetworkInterface.getNetworkInterfaces())) {
            if (nic.isUp() && !nic.isLoopback()) {
                escapes.add("it could see network interface " + nic.getName());
            }
        }
        Path classes = Path.of(SandboxProbe.class.getProtectionDomain().getCodeSource().getLocation().getPath());
        for (Path dir : List.of(Files.isDirectory(classes) ? classes : classes.getParent(), Path.of("/"),
                Path.of("/dev/shm"), Path.of(System.getProperty("java.io.tmpdir")))) {
            Path probe = dir.resolve("duet-probe-write");
            try {
                Files.writeString(probe, "x");
                Files.delete(probe);
                escapes.add("it could write " + probe);
            } catch (IOException expected) {
                // Read-only, as it should be.
            }
        }
        if (Files.exists(Path.of("/proc/self/mountinfo"))) {
            escapes.add("it could read /proc/self/mountinfo");
        }
        return escapes;
    }
}
