package dev.duet.site.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Duet run as a user runs it: a JVM of its own (this test run's class path), so that what reaches
 * the terminal (a trace from an uncaught error included) and the exit code are the real ones.
 */
final class DuetProcess {
    private DuetProcess() {
    }

    record Run(int exit, String out, String err, long millis) {
    }

    /** Runs {@code duet args...} in {@code workDir}, with a 1 MB main-thread stack, as the JVM's default gives. */
    static Run run(Path workDir, List<String> jvmOptions, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xss1m", "-cp", System.getProperty("java.class.path")));
        command.addAll(jvmOptions);
        command.add(Main.class.getName());
        command.addAll(List.of(args));
        Path out = Files.createTempFile(workDir, "out-", ".txt");
        Path err = Files.createTempFile(workDir, "err-", ".txt");
        long start = System.nanoTime();
        Process p = new ProcessBuilder(command).directory(workDir.toFile())
                .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        boolean ended = p.waitFor(5, TimeUnit.MINUTES);
        if (!ended) {
            p.destroyForcibly().waitFor();
        }
        assertTrue(ended, "duet " + String.join(" ", args) + " did not finish");
        Run run = new Run(p.exitValue(), Files.readString(out), Files.readString(err), (System.nanoTime() - start) / 1_000_000);
        Files.delete(out);
        Files.delete(err);
        return run;
    }
}
