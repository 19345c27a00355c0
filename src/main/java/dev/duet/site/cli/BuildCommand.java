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

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        return Walkthrough.build(project.config(), !demos.rerunDemos, line -> System.err.println("duet: " + line),
                spec.commandLine().getOut(), spec.commandLine().getErr());
    }
}
