package dev.duet.site.cli;

import dev.duet.site.build.BuildConfig;
import dev.duet.site.build.JShellDemoStage;
import dev.duet.site.content.ContentFiles;
import dev.duet.site.demo.DemoRunner;

/** The production stages the commands wire together. */
final class Stages {
    private Stages() {}

    /** Demo runs are kept in {@code target/duet-cache} between commands (see DemoCache). */
    static JShellDemoStage demoStage(BuildConfig config) {
        return demoStage(config, true);
    }

    /** @param reuseKeptRuns false to run every demo again (the runs kept are still refreshed) */
    static JShellDemoStage demoStage(BuildConfig config, boolean reuseKeptRuns) {
        return new JShellDemoStage(new ContentFiles(config.projectRoot(), config.contentDir()),
                DemoRunner.Options.forThisJvm(), config.projectRoot().resolve("target/duet-cache"), reuseKeptRuns);
    }
}
