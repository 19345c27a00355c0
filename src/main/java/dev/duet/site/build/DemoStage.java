package dev.duet.site.build;

import dev.duet.site.diag.Diagnostics;
import dev.duet.site.render.SiteModel;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/** Runs the demos and checks them against their recorded expectations. */
public interface DemoStage {
    /** @return demo id (file name without {@code .jsh}) → its run, for every demo that ran */
    Map<String, SiteModel.DemoRecord> run(List<Path> demoFiles, Diagnostics diags);

    /**
     * Called before {@link #run} with the site's languages (demo titles and captions are keyed by
     * them) and the author's code as just compiled; a stage that runs nothing may ignore both.
     */
    default void prepare(List<String> languages, String defaultLanguage, PortCompiler.Compiled code) {
    }
}
