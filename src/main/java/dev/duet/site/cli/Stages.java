package dev.duet.site.cli;

import dev.duet.site.build.BuildConfig;
import dev.duet.site.build.DemoStages;
import dev.duet.site.build.JShellDemoStage;
import dev.duet.site.sandbox.Sandbox;

/** The production stages the commands wire together (see DemoStages, which the Maven plugin shares). */
final class Stages {
    private Stages() {}

    /** Demo runs are kept in {@code target/duet-cache} between commands (see DemoCache). */
    static JShellDemoStage demoStage(BuildConfig config) {
        return demoStage(config, true);
    }

    /** @param reuseKeptRuns false to run every demo again (the runs kept are still refreshed) */
    static JShellDemoStage demoStage(BuildConfig config, boolean reuseKeptRuns) {
        return DemoStages.demoStage(config, reuseKeptRuns, line -> System.err.println("duet: " + line));
    }

    static Sandbox buildSandbox(BuildConfig config) {
        return DemoStages.buildSandbox(config);
    }
}
