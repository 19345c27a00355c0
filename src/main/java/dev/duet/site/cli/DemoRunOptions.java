package dev.duet.site.cli;

import dev.duet.site.build.BuildConfig;
import dev.duet.site.build.JShellDemoStage;
import picocli.CommandLine.Option;

/** The demo option of the commands that build the whole site ({@code build}, {@code check}). */
final class DemoRunOptions {
    @Option(names = "--rerun-demos",
            description = "Run every demo, even those whose run is kept in target/duet-cache for the same demo text and code.")
    boolean rerunDemos;

    JShellDemoStage stage(BuildConfig config) {
        return Stages.demoStage(config, !rerunDemos);
    }
}
