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
        // the page's text is in a body shard of the search data; the index of titles did not change
        assertEquals(List.of("assets/data/search-en/0.js", "en/step.html"), outcome.written());
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

    /**
     * Demos run the port as compiled by the rebuild, not the generator's copy: the fixture's
     * Counter exists only as a source file, so the demo can run at all only against the classes
     * serve compiled, and its output follows the edit.
     */
    @Test
    void aJavaEditIsCompiledAndTheDemosRunAgainstIt() throws Exception {
        project.replace("src/main/java/demo/tiny/Counter.java", "n++;                      // go:14",
                "n += 2;                   // go:14");
        java.nio.file.Files.createDirectories(project.path("content/demos"));
        java.nio.file.Files.writeString(project.path("content/demos/count.jsh"), """
                //! title.zh: 计数
                //! title.en: Counting
                //! timeout: 10s
                //! state: c

                //# zh: 加一次。
                //# en: Increment once.
                var c = new demo.tiny.Counter();
                c.inc();
                c.get()
                //= 2
                """);
        project.replace("content/pages/step.en.md", "Two goroutines may call `Inc` at once.",
                "Two goroutines may call `Inc` at once.\n\n@demo count");
        project.replace("content/pages/step.zh.md", "两个 goroutine 可能同时调用 `Inc`。",
                "两个 goroutine 可能同时调用 `Inc`。\n\n@demo count");
        java.util.List<Path> classes = new java.util.ArrayList<>();
        session.onPortCompiled(classes::add);
        RebuildSession.Outcome outcome = session.rebuild(Set.of(project.path("src/main/java/demo/tiny/Counter.java"),
                project.path("content/demos/count.jsh"), project.path("content/pages/step.en.md")));
        assertTrue(outcome.ok(), outcome.diagnostics().toString());
        // The first build's compilation is announced to a late listener, then the edit's.
        assertEquals(2, classes.size());
        assertTrue(!classes.get(0).equals(classes.get(1)), "the edit is compiled into a new folder");
        assertTrue(java.nio.file.Files.isRegularFile(classes.get(1).resolve("demo/tiny/Counter.class")));
        assertTrue(project.read("site/en/step.html").contains("demo-count"), "the page shows the demo");

        project.replace("src/main/java/demo/tiny/Counter.java", "n += 2;", "n += \"2\";");
        String before = project.read("site/en/step.html");
        RebuildSession.Outcome broken = session.rebuild(Set.of(project.path("src/main/java/demo/tiny/Counter.java")));
        assertFalse(broken.ok());
        assertEquals("src/main/java/demo/tiny/Counter.java:14:18: error: incompatible types: java.lang.String cannot be converted to int",
                broken.diagnostics().get(0).toString());
        assertEquals(List.of(), broken.written());
        assertEquals(before, project.read("site/en/step.html"));
    }
}
