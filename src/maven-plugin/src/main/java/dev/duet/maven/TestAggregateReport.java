package dev.duet.maven;

import java.io.File;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.project.MavenProject;
import org.apache.maven.reporting.MavenReportException;

/**
 * The site report of a reactor's test sources, in the aggregating project's {@code xref-test/} as
 * JXR's {@code test-aggregate}: one browser over every module's tests, with their test
 * dependencies. The modules' main classes are on its class path where they were compiled (a
 * {@code mvn site} after {@code mvn package}), so the tests' uses of them link to their docs too;
 * the tests' own types link to each other across modules either way.
 */
@Mojo(name = "test-aggregate", aggregator = true, threadSafe = true)
public class TestAggregateReport extends AggregateReport {
    private static final Set<String> TEST_SCOPES = Set.of("compile", "provided", "system", "runtime", "test");

    @Override
    String folder() {
        return "xref-test";
    }

    @Override
    List<String> sourceRootsOf(MavenProject module) {
        return module.getTestCompileSourceRoots();
    }

    @Override
    Set<String> scopes() {
        return TEST_SCOPES;
    }

    @Override
    List<String> classpathElements() throws MavenReportException {
        List<String> out = new ArrayList<>(super.classpathElements());
        for (MavenProject module : modules()) {
            String classes = module.getBuild().getOutputDirectory();
            if (classes != null && new File(classes).isDirectory()) {
                out.add(classes);
            }
        }
        return out;
    }

    @Override
    String messageKey() {
        return "report.test";
    }
}
