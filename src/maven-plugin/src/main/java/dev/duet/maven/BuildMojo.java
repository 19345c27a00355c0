package dev.duet.maven;

import dev.duet.site.api.Walkthrough;
import dev.duet.site.build.BuildConfig;
import java.io.PrintWriter;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.ResolutionScope;

/**
 * Builds the walkthrough ({@code content/} and the Java sources) into {@code site/}, as
 * {@code duet build} does; {@code site/} is replaced only by a clean build.
 */
@Mojo(name = "build", requiresDependencyResolution = ResolutionScope.COMPILE_PLUS_RUNTIME, threadSafe = true)
public class BuildMojo extends WalkthroughMojo {
    @Override
    int run(BuildConfig config, boolean reuseKeptRuns, PrintWriter out, PrintWriter err) throws Exception {
        return Walkthrough.build(config, reuseKeptRuns, this::note, out, err);
    }
}
