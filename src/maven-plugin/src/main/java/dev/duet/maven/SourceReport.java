package dev.duet.maven;

import java.util.List;
import org.apache.maven.artifact.DependencyResolutionRequiredException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.ResolutionScope;
import org.apache.maven.reporting.MavenReportException;

/**
 * The site report of the main sources, in {@code xref/} where JXR's {@code jxr} report writes:
 * Duet's source browser, with the compile class path Maven resolved, so that the dependencies'
 * types link and show their docs.
 */
@Mojo(name = "report", requiresDependencyResolution = ResolutionScope.COMPILE, threadSafe = true)
public class SourceReport extends XrefReport {
    @Override
    String folder() {
        return "xref";
    }

    @Override
    List<String> sourceRoots() {
        return project.getCompileSourceRoots();
    }

    @Override
    List<String> classpathElements() throws MavenReportException {
        try {
            return project.getCompileClasspathElements();
        } catch (DependencyResolutionRequiredException e) {
            throw new MavenReportException("Maven did not resolve the compile class path: " + e.getMessage(), e);
        }
    }

    @Override
    String messageKey() {
        return "report";
    }
}
