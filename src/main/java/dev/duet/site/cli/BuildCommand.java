package dev.duet.site.cli;

import dev.duet.site.build.OutputFolder;
import dev.duet.site.build.SiteBuilder;
import dev.duet.site.build.SiteOutput;
import dev.duet.site.diag.Diagnostic;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;

/** {@code duet build}: builds the site into {@code site/}, replacing it only when the build is clean. */
@Command(name = "build", mixinStandardHelpOptions = true, description = "Build content/ into site/.")
final class BuildCommand implements Callable<Integer> {
    @Mixin
    ProjectOptions project;

    @Mixin
    DemoRunOptions demos;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        long start = System.nanoTime();
        var config = project.config();
        String site = config.display(config.siteDir());
        // A folder that cannot be Duet's output is refused before the build, not after it.
        var refusal = OutputFolder.refusal(config.siteDir(), null);
        if (refusal.isPresent()) {
            return refused(new OutputFolder.Refused(site, refusal.get()));
        }
        SiteBuilder.Result result = new SiteBuilder(config, demos.stage(config)).build();
        Reporter.print(result.diagnostics(), spec.commandLine().getErr());
        if (!result.ok()) {
            spec.commandLine().getErr().println(site + " was not changed");
            return 1;
        }
        try {
            SiteOutput.replace(config.siteDir(), site, result.files());
        } catch (OutputFolder.Refused e) {
            return refused(e);
        }
        spec.commandLine().getOut().printf("built %s: %d files in %d ms %s%n", config.display(config.siteDir()),
                result.files().size(), (System.nanoTime() - start) / 1_000_000, result.millis());
        return 0;
    }

    private int refused(OutputFolder.Refused e) {
        var err = spec.commandLine().getErr();
        Reporter.print(java.util.List.of(Diagnostic.error(e.folder(), 0, 0, e.reason())), err);
        err.println(e.folder() + " was not changed");
        return 1;
    }
}
