package dev.duet.maven;

import java.util.List;
import org.apache.maven.artifact.DependencyResolutionRequiredException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.ResolutionScope;
import org.apache.maven.reporting.MavenReportException;

/**
 * The site report of the test sources, in {@code xref-test/} where JXR's {@code test-jxr} writes
 * and where Surefire's report links a failure's lines; with the test class path (the main classes,
 * when built, and the test dependencies).
 */
@Mojo(name = "test-report", requiresDependencyResolution = ResolutionScope.TEST, threadSafe = true)
public class TestSourceReport extends XrefReport {
    @Override
    String folder() {
        return "xref-test";
    }

    @Override
    List<String> sourceRoots() {
        return project.getTestCompileSourceRoots();
    }

    @Override
    List<String> classpathElements() throws MavenReportException {
        try {
            return project.getTestClasspathElements();
        } catch (DependencyResolutionRequiredException e) {
            throw new MavenReportException("Maven did not resolve the test class path: " + e.getMessage(), e);
        }
    }

    @Override
    String messageKey() {
        return "report.test";
    }
}
