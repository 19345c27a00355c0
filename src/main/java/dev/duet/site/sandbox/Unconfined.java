package dev.duet.site.sandbox;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * No sandbox: the run's JVM is an ordinary child process with the server's rights. Used only where
 * a sandbox could not be made, and then the server offers runs to loopback clients only.
 */
public final class Unconfined implements Sandbox {
    private final String reason;

    /** @param reason why there is no sandbox (shown at start-up) */
    public Unconfined(String reason) {
        this.reason = reason;
    }

    public String reason() {
        return reason;
    }

    @Override
    public Process start(JvmCommand command) throws IOException {
        List<String> argv = new ArrayList<>();
        argv.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        argv.addAll(command.jvmOptions());
        argv.add("-cp");
        argv.add(command.classPath().stream().map(Path::toString).collect(Collectors.joining(File.pathSeparator)));
        argv.add(command.mainClass());
        argv.addAll(command.args());
        return new ProcessBuilder(argv).start();
    }

    @Override
    public boolean confines() {
        return false;
    }

    @Override
    public String description() {
        return "runs are not sandboxed (" + reason + "), so they are offered on loopback only";
    }
}
