package dev.duet.site.cli;

import dev.duet.site.api.Walkthrough;
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
        return Walkthrough.check(project.config(), !demos.rerunDemos, line -> System.err.println("duet: " + line),
                project.commandLine("build"), spec.commandLine().getOut(), spec.commandLine().getErr());
    }
}
