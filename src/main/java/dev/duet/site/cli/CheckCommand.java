package dev.duet.site.cli;

import dev.duet.site.build.SiteBuilder;
import dev.duet.site.build.SiteOutput;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;

/** {@code duet check}: validates everything and compares with {@code site/}; writes nothing. */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = "Validate content and check that site/ is current. Writes nothing.")
final class CheckCommand implements Callable<Integer> {
    @Mixin
    ProjectOptions project;

    @Mixin
    DemoRunOptions demos;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        var config = project.config();
        SiteBuilder.Result result = new SiteBuilder(config, demos.stage(config)).build();
        Reporter.print(result.diagnostics(), spec.commandLine().getErr());
        if (!result.ok()) {
            return 1;
        }
        List<String> differences = SiteOutput.differences(config.siteDir(), result.files());
        if (!differences.isEmpty()) {
            var err = spec.commandLine().getErr();
            err.println(config.display(config.siteDir()) + " is out of date (" + differences.size()
                    + " files); run " + project.commandLine("build") + ":");
            differences.stream().limit(20).forEach(d -> err.println("  " + d));
            return 1;
        }
        spec.commandLine().getOut().println("ok: content is valid and " + config.display(config.siteDir()) + " is current");
        return 0;
    }
}
