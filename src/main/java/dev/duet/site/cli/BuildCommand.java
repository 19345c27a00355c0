package dev.duet.site.cli;

import dev.duet.site.build.SiteBuilder;
import dev.duet.site.build.SiteOutput;
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
        SiteBuilder.Result result = new SiteBuilder(config, demos.stage(config)).build();
        Reporter.print(result.diagnostics(), spec.commandLine().getErr());
        if (!result.ok()) {
            spec.commandLine().getErr().println(config.display(config.siteDir()) + " was not changed");
            return 1;
        }
        SiteOutput.replace(config.siteDir(), result.files());
        spec.commandLine().getOut().printf("built %s: %d files in %d ms %s%n", config.display(config.siteDir()),
                result.files().size(), (System.nanoTime() - start) / 1_000_000, result.millis());
        return 0;
    }
}
