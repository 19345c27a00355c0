package dev.duet.site.sandbox;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** Chooses where runs go: bubblewrap when it is there and passes its self-test, else {@link Unconfined}. */
public final class Sandboxes {
    private static final long PROBE_SECONDS = 60;

    private Sandboxes() {
    }

    /** The best sandbox this machine offers with {@code limits}, checked by running {@link SandboxProbe} in it. */
    public static Sandbox best(Bubblewrap.Limits limits) {
        Sandbox sandbox = unprobed(limits, Path.of(System.getProperty("java.io.tmpdir")));
        if (!(sandbox instanceof Bubblewrap bubblewrap)) {
            return sandbox;
        }
        try {
            String problem = probe(bubblewrap);
            return problem == null ? sandbox : new Unconfined("the bubblewrap self-test failed: " + problem);
        } catch (IOException e) {
            return new Unconfined("bubblewrap could not be started: " + e.getMessage());
        }
    }

    /**
     * The best sandbox this machine offers, not yet tested: its user must run {@link SandboxProbe}'s
     * checks in it (as the build's demo runner does) before trusting it. Its own files (its options
     * as it starts, its process filter) are written to {@code privateDir}.
     */
    public static Sandbox unprobed(Bubblewrap.Limits limits, Path privateDir) {
        String os = System.getProperty("os.name", "");
        if (!os.toLowerCase(Locale.ROOT).startsWith("linux")) {
            return new Unconfined("there is no sandbox for " + os + "; bubblewrap needs Linux");
        }
        Path bwrap = Bubblewrap.onPath("bwrap");
        if (bwrap == null) {
            return new Unconfined("bwrap was not found; install bubblewrap");
        }
        Path prlimit = Bubblewrap.onPath("prlimit");
        if (prlimit == null) {
            return new Unconfined("prlimit was not found; install util-linux");
        }
        boolean root = isRoot();
        Path setpriv = root ? Bubblewrap.onPath("setpriv") : null;
        if (root && setpriv == null) {
            return new Unconfined("setpriv was not found (needed when serving as root); install util-linux");
        }
        String arch = System.getProperty("os.arch");
        Optional<byte[]> filter = SeccompFilter.forArch(arch);
        if (filter.isEmpty()) {
            return new Unconfined("no process filter is known for architecture " + arch);
        }
        try {
            java.nio.file.Files.createDirectories(privateDir);
            return new Bubblewrap(bwrap, prlimit, setpriv, Bubblewrap.writeFilter(filter.get(), privateDir), limits,
                    privateDir);
        } catch (IOException e) {
            return new Unconfined("bubblewrap could not be started: " + e.getMessage());
        }
    }

    /** Null when {@link SandboxProbe} reports a sound sandbox, else what went wrong. */
    static String probe(Sandbox sandbox) throws IOException {
        Path classes;
        try {
            classes = Path.of(SandboxProbe.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            return "cannot locate the probe's classes";
        }
        Process p = sandbox.start(new Sandbox.JvmCommand(List.of("-Xmx16m", "-XX:+UseSerialGC",
                "-XX:TieredStopAtLevel=1", "-XX:-UsePerfData", "-Xshare:auto"), List.of(classes),
                SandboxProbe.class.getName(), List.of()));
        p.getOutputStream().close();
        CompletableFuture<String> err = CompletableFuture.supplyAsync(() -> readAll(p.getErrorStream()));
        String out = readAll(p.getInputStream()).strip();
        try {
            if (!p.waitFor(PROBE_SECONDS, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return "it did not finish in " + PROBE_SECONDS + " s";
            }
            if (out.equals(SandboxProbe.OK) && p.exitValue() == 0) {
                return null;
            }
            String stderr = String.join(" / ", err.get(5, TimeUnit.SECONDS).strip().lines().limit(3).toList());
            return (out.isEmpty() ? "" : out + "; ") + "exit code " + p.exitValue()
                    + (stderr.isEmpty() ? "" : ": " + stderr);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            p.destroyForcibly();
            return "interrupted";
        } catch (ExecutionException | TimeoutException e) {
            return "exit code " + p.exitValue();
        }
    }

    private static String readAll(InputStream in) {
        try (in) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            in.transferTo(out);
            return out.toString(StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "";
        }
    }

    /** Whether this process runs as root (Linux: the real uid in /proc/self/status). */
    private static boolean isRoot() {
        try {
            for (String line : java.nio.file.Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("Uid:")) {
                    return line.split("\\s+")[1].equals("0");
                }
            }
        } catch (IOException e) {
            // Not Linux-like; treated as not root.
        }
        return false;
    }
}
