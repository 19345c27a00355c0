package dev.duet.maven;

import java.io.File;
import java.util.ArrayList;
import java.util.List;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;
import org.apache.maven.project.MavenProject;

/**
 * Writes the source browser of the project's Java sources, as {@code duet browse} does, with the
 * compile class path Maven resolved, so that the dependencies' types link and show their docs.
 */
@Mojo(name = "browse", requiresDependencyResolution = ResolutionScope.TEST, threadSafe = true)
public class BrowseMojo extends AbstractMojo {
    @Parameter(defaultValue = "${project}", readonly = true, required = true)
    MavenProject project;

    /** Skips the goal. */
    @Parameter(property = "duet.skip", defaultValue = "false")
    boolean skip;

    /** The folder to write the browser into (replaced whole: a new or empty folder, or an earlier output of Duet's). */
    @Parameter(property = "duet.outputDirectory", defaultValue = "${project.build.directory}/duet-browse")
    File outputDirectory;

    /** The source folders to browse (default: the project's compile source roots). */
    @Parameter
    List<File> sourceDirectories;

    /** Also the test sources, with the test class path. */
    @Parameter(property = "duet.includeTests", defaultValue = "false")
    boolean includeTests;

    /** Patterns of the source files to show, relative to a source folder (default: all {@code .java} files). */
    @Parameter
    List<String> includes;

    /** Patterns of the source files to leave out. */
    @Parameter
    List<String> excludes;

    /** The browser's title. */
    @Parameter(property = "duet.docTitle", defaultValue = "${project.name} ${project.version}")
    String docTitle;

    /** The language of the browser's interface, a BCP 47 tag. */
    @Parameter(property = "duet.lang", defaultValue = "en")
    String lang;

    /** The sources' encoding. */
    @Parameter(property = "encoding", defaultValue = "${project.build.sourceEncoding}")
    String inputEncoding;

    /** Gives every file written this time, for reproducible output. */
    @Parameter(defaultValue = "${project.build.outputTimestamp}")
    String outputTimestamp;

    /**
     * Where a dependency's API documentation is, so that its types and members link there;
     * {@code {groupId}}, {@code {artifactId}} and {@code {version}} are replaced (blank: no links).
     */
    @Parameter(property = "duet.dependencyDocsUrl", defaultValue = XrefReport.DEPENDENCY_DOCS)
    String dependencyDocsUrl;

    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        if (skip) {
            getLog().info("Skipping Duet (duet.skip)");
            return;
        }
        List<File> roots = new ArrayList<>();
        List<String> classpath;
        try {
            if (sourceDirectories != null && !sourceDirectories.isEmpty()) {
                roots.addAll(sourceDirectories);
            } else {
                project.getCompileSourceRoots().forEach(r -> roots.add(new File(r)));
                if (includeTests) {
                    project.getTestCompileSourceRoots().forEach(r -> roots.add(new File(r)));
                }
            }
            classpath = includeTests ? project.getTestClasspathElements() : project.getCompileClasspathElements();
        } catch (org.apache.maven.artifact.DependencyResolutionRequiredException e) {
            throw new MojoExecutionException("Maven did not resolve the project's dependencies: " + e.getMessage(), e);
        }
        new BrowserRun(roots, includes, excludes, Dependencies.existing(classpath), outputDirectory.toPath(), docTitle, lang,
                inputEncoding, outputTimestamp, false,
                Dependencies.docs(project.getArtifacts(), dependencyDocsUrl)).run(getLog());
    }
}
