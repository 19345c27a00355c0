package dev.duet.site.cli;

import dev.duet.site.api.Walkthrough;
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

    @picocli.CommandLine.Option(names = "--no-cache",
            description = "Reuse nothing earlier builds kept in target/duet-cache (compiled classes, Java analysis, demo runs,"
                    + " the record of the last build): build everything, as the first build does.")
    boolean noCache;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        return Walkthrough.build(project.config(), !demos.rerunDemos, !noCache, line -> System.err.println("duet: " + line),
                spec.commandLine().getOut(), spec.commandLine().getErr());
    }
}
