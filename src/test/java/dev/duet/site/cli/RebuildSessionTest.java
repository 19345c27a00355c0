package dev.duet.site.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.duet.site.build.BuildConfig;
import dev.duet.site.build.RebuildSession;
import dev.duet.site.build.SiteBuilder;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Rebuilds under serve re-render only what an edit affects, and never write a failed build. */
class RebuildSessionTest {
    @TempDir
    Path dir;

    private FixtureProject project;
    private RebuildSession session;

    @BeforeEach
    void firstBuild() throws Exception {
        project = new FixtureProject(dir);
        BuildConfig config = BuildConfig.standard(dir);
        var demos = Stages.demoStage(config);
        session = new RebuildSession(new SiteBuilder(config, demos), demos);
        assertTrue(session.buildAll().ok());
    }

    @Test
    void editingOnePageRewritesThatPageAndTheSearchData() throws Exception {
        project.replace("content/pages/step.en.md", "Two goroutines may call", "Two goroutines might call");
        RebuildSession.Outcome outcome = session.rebuild(Set.of(project.path("content/pages/step.en.md")));
        assertTrue(outcome.ok(), outcome.diagnostics().toString());
        assertEquals(List.of("assets/data/search-en.js", "en/step.html"), outcome.written());
        assertTrue(project.read("site/en/step.html").contains("Two goroutines might call"));
    }

    @Test
    void renamingAPageRewritesEveryPageOfItsLanguage() throws Exception {
        project.replace("content/pages/step.en.md", "title: Inc", "title: Increment");
        RebuildSession.Outcome outcome = session.rebuild(Set.of(project.path("content/pages/step.en.md")));
        assertTrue(outcome.written().contains("en/index.html"), outcome.written().toString());
        assertFalse(outcome.written().contains("zh/index.html"), outcome.written().toString());
    }

    @Test
    void aTemplateEditIsPickedUp() throws Exception {
        project.replace("templates/page.html", "<main id=\"main\"", "<main data-edited=\"yes\" id=\"main\"");
        RebuildSession.Outcome outcome = session.rebuild(Set.of(project.path("templates/page.html")));
        assertTrue(outcome.ok(), outcome.diagnostics().toString());
        assertTrue(project.read("site/zh/step.html").contains("data-edited=\"yes\""));
    }

    @Test
    void aBrokenEditWritesNothing() throws Exception {
        String before = project.read("site/en/step.html");
        project.replace("content/pages/step.en.md", "kind: step", "kind: [step");
        RebuildSession.Outcome outcome = session.rebuild(Set.of(project.path("content/pages/step.en.md")));
        assertFalse(outcome.ok());
        assertEquals(List.of(), outcome.written());
        assertEquals(before, project.read("site/en/step.html"));
    }
}
