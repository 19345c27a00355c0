package dev.duet.site.build;

import dev.duet.site.content.ContentFiles;
import dev.duet.site.demo.DemoRunner;
import dev.duet.site.sandbox.Bubblewrap;
import dev.duet.site.sandbox.Sandbox;
import dev.duet.site.sandbox.Sandboxes;
import dev.duet.site.sandbox.Unconfined;
import java.util.function.Consumer;

/** The production demo stage, as the command line and the Maven plugin wire it. */
public final class DemoStages {
    private DemoStages() {}

    /**
     * Demos run in the sandbox where there is one (its own files under {@code target/duet-sandbox},
     * like everything else Duet writes), else in this JVM, with one line to {@code notes} saying why.
     * Runs are kept in {@code target/duet-cache} between commands (see DemoCache).
     *
     * @param reuseKeptRuns false to run every demo again (the runs kept are still refreshed)
     */
    public static JShellDemoStage demoStage(BuildConfig config, boolean reuseKeptRuns, Consumer<String> notes) {
        return new JShellDemoStage(new ContentFiles(config.projectRoot(), config.contentDir()),
                DemoRunner.Options.forThisJvm(), config.projectRoot().resolve("target/duet-cache"), reuseKeptRuns)
                .inSandbox(buildSandbox(config), notes);
    }

    /**
     * The sandbox of build-time demo runs: that of live runs, with room for a whole batch of demos
     * in one JVM (two JShells, so 4 GiB of address space, and ten minutes of CPU).
     */
    public static Sandbox buildSandbox(BuildConfig config) {
        if ("off".equals(System.getenv("DUET_DEMO_SANDBOX"))) {
            return new Unconfined("DUET_DEMO_SANDBOX=off");
        }
        Bubblewrap.Limits live = Bubblewrap.Limits.defaults();
        return Sandboxes.unprobed(new Bubblewrap.Limits(live.maxTasks(), 600, 4L << 30),
                config.projectRoot().resolve("target/duet-sandbox"));
    }
}
