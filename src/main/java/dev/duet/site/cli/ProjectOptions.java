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

    BuildConfig config() {
        return BuildConfig.standard(root);
    }
}
