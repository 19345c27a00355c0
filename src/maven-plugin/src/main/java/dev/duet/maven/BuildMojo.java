package dev.duet.maven;

import dev.duet.site.api.Walkthrough;
import dev.duet.site.build.BuildConfig;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.time.Instant;
import java.util.Optional;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;

/**
 * Builds the walkthrough ({@code content/} and the Java sources) into {@code site/}, as
 * {@code duet build} does; {@code site/} is replaced only by a clean build.
 */
@Mojo(name = "build", requiresDependencyResolution = ResolutionScope.COMPILE_PLUS_RUNTIME, threadSafe = true)
public class BuildMojo extends WalkthroughMojo {
    /**
     * Maven's setting for reproducible builds: when set, every file and folder of {@code site/}
     * gets this time (the bytes are the same for the same sources already).
     */
    @Parameter(defaultValue = "${project.build.outputTimestamp}")
    String outputTimestamp;

    private Optional<Instant> stamp = Optional.empty();

    @Override
    void checkSettings() throws MojoExecutionException {
        try {
            stamp = OutputTimestamp.parse(outputTimestamp);
        } catch (IllegalArgumentException e) {
            throw new MojoExecutionException(e.getMessage());
        }
    }

    @Override
    int run(BuildConfig config, boolean reuseKeptRuns, PrintWriter out, PrintWriter err) throws Exception {
        return Walkthrough.build(config, reuseKeptRuns, this::note, out, err);
    }

    @Override
    void succeeded(BuildConfig config) throws MojoExecutionException {
        if (stamp.isPresent() && Files.isDirectory(config.siteDir())) {
            try {
                OutputTimestamp.apply(config.siteDir(), stamp.get());
            } catch (IOException e) {
                throw new MojoExecutionException("Duet could not set the times of " + config.siteDir() + ": " + e.getMessage(), e);
            }
        }
    }
}
