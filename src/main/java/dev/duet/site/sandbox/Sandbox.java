package dev.duet.site.sandbox;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Where a live run's JVM is started. A confining sandbox keeps the run away from this machine
 * (files, network, other processes, the server) and bounds what it may use; killing the process
 * {@link #start} returns ends everything the run started. {@link Unconfined} is what is left when
 * no sandbox can be made: then runs are only offered on loopback, to the machine's own user.
 */
public interface Sandbox {

    /**
     * A JVM to start: its options (heap and the like), class path, main class and arguments. The
     * JVM is this JVM's own ({@code java.home}).
     */
    record JvmCommand(List<String> jvmOptions, List<Path> classPath, String mainClass, List<String> args) {
        public JvmCommand {
            jvmOptions = List.copyOf(jvmOptions);
            classPath = List.copyOf(classPath);
            args = List.copyOf(args);
        }
    }

    /**
     * Starts {@code command}; its standard streams are the returned process's. Destroying that
     * process forcibly ends every process of the run.
     */
    Process start(JvmCommand command) throws IOException;

    /** Whether runs are kept from the machine (false: they run with the server's rights). */
    boolean confines();

    /** One line for the server's start-up message: how runs are confined, or why they are not. */
    String description();
}
