package dev.duet.maven;

import dev.duet.site.api.Walkthrough;
import dev.duet.site.build.BuildConfig;
import java.io.PrintWriter;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.ResolutionScope;

/**
 * Validates the walkthrough and checks that {@code site/} is current, as {@code duet check} does,
 * writing nothing there; fails the build with every problem as {@code path:line:col: error: message}.
 * Bound to {@code verify} when listed under the pom's executions.
 */
@Mojo(name = "check", defaultPhase = LifecyclePhase.VERIFY,
        requiresDependencyResolution = ResolutionScope.COMPILE_PLUS_RUNTIME, threadSafe = true)
public class CheckMojo extends WalkthroughMojo {
    @Override
    int run(BuildConfig config, boolean reuseKeptRuns, PrintWriter out, PrintWriter err) throws Exception {
        return Walkthrough.check(config, reuseKeptRuns, this::note, "mvn duet:build", out, err);
    }
}
