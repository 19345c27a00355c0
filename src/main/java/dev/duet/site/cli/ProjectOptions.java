package dev.duet.site.cli;

import dev.duet.site.build.BuildConfig;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/** Options every command shares. */
final class ProjectOptions {
    @Option(names = "--root", paramLabel = "DIR", description = "The project folder (default: the current folder).")
    Path root = Path.of(".");

    @Option(names = "--stacktrace", description = "Print stack traces of unexpected failures.")
    boolean stacktrace;

    /**
     * The command line that runs {@code command} on this project, as a hint names it: the
     * {@code duet} on the user's PATH, with the {@code --root} they gave (quoted for a shell when needed).
     */
    String commandLine(String command) {
        return commandLine(command, root);
    }

    static String commandLine(String command, Path root) {
        if (root.normalize().toString().isEmpty()) {
            return "duet " + command;
        }
        String dir = root.toString();
        return "duet " + command + " --root " + (dir.matches("[A-Za-z0-9_./:@%+=,-]+") ? dir : "'" + dir.replace("'", "'\\''") + "'");
    }

    BuildConfig config() {
        return BuildConfig.standard(root);
    }
}
