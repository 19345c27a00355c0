package dev.duet.maven;

import dev.duet.site.build.BuildConfig;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;

/**
 * What {@code duet:build} and {@code duet:check} share: the walkthrough is the project's folder
 * ({@code content/}, {@code src/main/java}, {@code site/}), and the class path its {@code sources:}
 * compile and its demos run with is the pom's dependencies, resolved by Maven, after any jars its
 * {@code site.yaml} lists under {@code classpath:}.
 */
abstract class WalkthroughMojo extends AbstractMojo {
    /** Scopes whose dependencies the walkthrough's code compiles and runs against. */
    private static final Set<String> SCOPES = Set.of("compile", "provided", "system", "runtime");

    @Parameter(defaultValue = "${project}", readonly = true, required = true)
    MavenProject project;

    /** Skips the goal. */
    @Parameter(property = "duet.skip", defaultValue = "false")
    boolean skip;

    /** Runs every demo, even those whose run is kept in {@code target/duet-cache} for the same demo text and code. */
    @Parameter(property = "duet.rerunDemos", defaultValue = "false")
    boolean rerunDemos;

    /** The walkthrough's folder: {@code content/}, {@code templates/}, {@code src/main/java} and {@code site/} are in it. */
    @Parameter(property = "duet.root", defaultValue = "${project.basedir}")
    java.io.File root;

    @Override
    public final void execute() throws MojoExecutionException, MojoFailureException {
        if (skip) {
            getLog().info("Skipping Duet (duet.skip)");
            return;
        }
        checkSettings();
        BuildConfig config = BuildConfig.standard(root.toPath()).withBuildClasspath(classpath());
        List<String> problems = new ArrayList<>();
        int exit;
        try (PrintWriter out = LogWriter.to(getLog()::info);
             PrintWriter err = LogWriter.to(line -> {
                 // Duet's error stream carries its progress ("duet: ..."), warnings and errors:
                 // each goes to Maven's level of the same name, and only errors fail the build's message.
                 if (line.contains(": warning: ")) {
                     getLog().warn(line);
                 } else if (line.startsWith("duet: ")) {
                     getLog().info(line.substring("duet: ".length()));
                 } else {
                     problems.add(line);
                     getLog().error(line);
                 }
             })) {
            exit = run(config, !rerunDemos, out, err);
        } catch (MojoFailureException | MojoExecutionException e) {
            throw e;
        } catch (Exception e) {
            throw new MojoExecutionException("Duet failed unexpectedly: " + e, e);
        }
        if (exit != 0) {
            throw new MojoFailureException(String.join(System.lineSeparator(), problems));
        }
        succeeded(config);
    }

    /** Rejects a goal's own settings before any work is done. */
    void checkSettings() throws MojoExecutionException {
    }

    /** After the command succeeded: what a goal adds to it. */
    void succeeded(BuildConfig config) throws MojoExecutionException {
    }

    /** The pom's dependencies, as jars and class folders. */
    private List<Path> classpath() {
        List<Path> files = Dependencies.files(project, SCOPES);
        getLog().debug("Duet's class path: " + files);
        return files;
    }

    /** @return the command's exit code */
    abstract int run(BuildConfig config, boolean reuseKeptRuns, PrintWriter out, PrintWriter err) throws Exception;

    /** Lines Duet writes for the user that are not problems (demos run unconfined, and why). */
    void note(String line) {
        getLog().warn("duet: " + line);
    }
}
