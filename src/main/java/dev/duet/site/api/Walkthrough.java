package dev.duet.site.api;

import dev.duet.site.build.BuildCache;
import dev.duet.site.build.BuildConfig;
import dev.duet.site.build.DemoStages;
import dev.duet.site.build.IncrementalBuild;
import dev.duet.site.build.OutputFolder;
import dev.duet.site.build.SiteBuilder;
import dev.duet.site.build.SiteOutput;
import dev.duet.site.diag.Diagnostic;
import dev.duet.site.diag.Report;
import java.io.PrintWriter;
import java.util.List;
import java.util.function.Consumer;

/**
 * A walkthrough project's {@code build} and {@code check}, as the command line runs them: every
 * problem printed as {@code path:line:col: error: message} to {@code err}, then a count, and exit
 * code 1; {@code site/} is replaced only by a clean build.
 */
public final class Walkthrough {
    private Walkthrough() {
    }

    /** {@link #build(BuildConfig, boolean, boolean, Consumer, PrintWriter, PrintWriter)}, reusing what is kept. */
    public static int build(BuildConfig config, boolean reuseKeptRuns, Consumer<String> notes, PrintWriter stdout,
                            PrintWriter err) throws Exception {
        return build(config, reuseKeptRuns, true, notes, stdout, err);
    }

    /**
     * @param config        the project's folders and the class path its build tool resolved
     * @param reuseKeptRuns false to run every demo again (and so build everything)
     * @param useCache      false to reuse nothing an earlier build kept in {@code target/duet-cache}
     *                      (what this one makes is still kept for the next)
     * @param notes         one line for each thing the user should know that is not a problem
     *                      (demos run unconfined, what was reused)
     * @return 0 when {@code site/} was written (or was current), 1 when there were problems
     */
    public static int build(BuildConfig config, boolean reuseKeptRuns, boolean useCache, Consumer<String> notes,
                            PrintWriter stdout, PrintWriter err) throws Exception {
        long start = System.nanoTime();
        String site = config.display(config.siteDir());
        // A folder that cannot be Duet's output is refused before the build, not after it.
        var refusal = OutputFolder.refusal(config.siteDir(), null);
        if (refusal.isPresent()) {
            return refused(new OutputFolder.Refused(site, refusal.get()), err);
        }
        IncrementalBuild.Outcome outcome;
        try {
            outcome = IncrementalBuild.build(config, DemoStages.demoStage(config, reuseKeptRuns && useCache, notes),
                    BuildCache.of(config), reuseKeptRuns && useCache, useCache, notes);
        } catch (OutputFolder.Refused e) {
            return refused(e, err);
        }
        SiteBuilder.Result result = outcome.result();
        Report.print(result.diagnostics(), err);
        if (!result.ok()) {
            err.println(site + " was not changed");
            err.flush();
            return 1;
        }
        stdout.printf("built %s: %d files in %d ms %s%n", site, outcome.files(),
                (System.nanoTime() - start) / 1_000_000, result.millis());
        stdout.flush();
        return 0;
    }

    /**
     * Validates everything and compares with {@code site/}; writes nothing there.
     *
     * @param buildHint the command that rebuilds the site, as the out-of-date message names it
     * @return 0 when the content is valid and {@code site/} current, else 1
     */
    public static int check(BuildConfig config, boolean reuseKeptRuns, Consumer<String> notes, String buildHint,
                            PrintWriter stdout, PrintWriter err) throws Exception {
        SiteBuilder.Result result = new SiteBuilder(config, DemoStages.demoStage(config, reuseKeptRuns, notes)).build();
        Report.print(result.diagnostics(), err);
        if (!result.ok()) {
            return 1;
        }
        List<String> differences = SiteOutput.differences(config.siteDir(), result.files());
        if (!differences.isEmpty()) {
            err.println(config.display(config.siteDir()) + " is out of date (" + differences.size()
                    + " files); run " + buildHint + ":");
            differences.stream().limit(20).forEach(d -> err.println("  " + d));
            err.flush();
            return 1;
        }
        stdout.println("ok: content is valid and " + config.display(config.siteDir()) + " is current");
        stdout.flush();
        return 0;
    }

    private static int refused(OutputFolder.Refused e, PrintWriter err) {
        Report.print(List.of(Diagnostic.error(e.folder(), 0, 0, e.reason())), err);
        err.println(e.folder() + " was not changed");
        err.flush();
        return 1;
    }
}
