package dev.duet.site.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.duet.site.content.ContentFiles;
import dev.duet.site.demo.DemoRunner;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The committed {@code site/} is what the bundled content, templates and port build today: the
 * real build (demos included) runs in memory and must match it byte for byte.
 */
class SiteIsCurrentTest {
    @Test
    void committedSiteMatchesAFreshBuild() throws Exception {
        BuildConfig config = BuildConfig.standard(Path.of("."));
        SiteBuilder builder = new SiteBuilder(config, new JShellDemoStage(
                new ContentFiles(config.projectRoot(), config.contentDir()), DemoRunner.Options.forThisJvm()));
        SiteBuilder.Result result = builder.build();
        assertTrue(result.ok(), () -> "the bundled content does not build:\n" + String.join("\n",
                result.diagnostics().stream().map(Object::toString).toList()));
        List<String> differences = SiteOutput.differences(config.siteDir(), result.files());
        assertEquals(List.of(), differences, "site/ is not current: run ./duet build and commit site/");
    }
}
