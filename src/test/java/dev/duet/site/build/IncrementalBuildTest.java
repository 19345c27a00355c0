package dev.duet.site.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.duet.site.cache.Hashes;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code duet build} across runs does only what the changes call for, and its site is always
 * byte for byte what a cold build of the same project writes.
 */
class IncrementalBuildTest {
    @TempDir
    Path dir;

    private Path project;
    private final List<String> notes = new ArrayList<>();

    @BeforeEach
    void firstBuild() throws Exception {
        project = dir.resolve("project");
        copy(Path.of("src/test/resources/fixtures/project"), project);
        copy(Path.of("templates"), project.resolve("templates"));
        try (Stream<Path> walk = Files.walk(project.resolve("src"))) {
            for (Path p : walk.filter(p -> p.toString().endsWith(".java.txt")).toList()) {
                String name = p.getFileName().toString();
                Files.move(p, p.resolveSibling(name.substring(0, name.length() - ".txt".length())));
            }
        }
        IncrementalBuild.Outcome first = build("duet 1");
        assertTrue(first.ok(), first.result().diagnostics().toString());
        assertFalse(first.current());
    }

    private IncrementalBuild.Outcome build(String duetVersion) throws IOException {
        notes.clear();
        BuildConfig config = BuildConfig.standard(project);
        return IncrementalBuild.build(config, DemoStages.demoStage(config, true, notes::add),
                new BuildCache(project.resolve("target/duet-cache"), duetVersion), true, true, notes::add);
    }

    /** The site a cold build of the project as it is now writes: a copy built with no cache at all. */
    private Map<String, String> coldSite() throws IOException {
        Path cold = dir.resolve("cold-" + System.nanoTime());
        for (String part : List.of("content", "templates", "src")) {
            copy(project.resolve(part), cold.resolve(part));
        }
        BuildConfig config = BuildConfig.standard(cold);
        IncrementalBuild.Outcome outcome = IncrementalBuild.build(config, DemoStages.demoStage(config, false, line -> { }),
                new BuildCache(cold.resolve("target/duet-cache"), "cold"), false, false, line -> { });
        assertTrue(outcome.ok(), outcome.result().diagnostics().toString());
        return site(cold);
    }

    private static Map<String, String> site(Path root) throws IOException {
        Map<String, String> out = new TreeMap<>();
        SiteOutput.read(root.resolve("site")).forEach((path, bytes) -> out.put(path, Hashes.of(bytes)));
        return out;
    }

    /** Every file of the site as a cold build writes it, and no other: the differing paths are listed. */
    private void assertSameAsCold() throws IOException {
        Map<String, String> cold = coldSite();
        Map<String, String> built = site(project);
        java.util.TreeSet<String> differing = new java.util.TreeSet<>(cold.keySet());
        differing.addAll(built.keySet());
        differing.removeIf(path -> java.util.Objects.equals(cold.get(path), built.get(path)));
        assertEquals(List.of(), List.copyOf(differing));
    }

    @Test
    void nothingChangedBuildsNothing() throws Exception {
        Map<String, String> before = site(project);
        IncrementalBuild.Outcome again = build("duet 1");
        assertTrue(again.ok());
        assertTrue(again.current());
        assertEquals(List.of(), again.written());
        assertEquals(before.size() - 1, again.files()); // the marker is not counted
        assertTrue(notes.contains("site is current: nothing changed since the last build"), notes.toString());
        assertSameAsCold();
    }

    @Test
    void aBuildWithNothingToDoSaysTheWarningsAgain() throws Exception {
        write("content/terms.yaml", "en:\n  goroutine: [go routine]\n");
        replace("content/pages/step.en.md", "Two goroutines may call", "Two go routines may call");
        IncrementalBuild.Outcome warned = build("duet 1");
        assertTrue(warned.ok(), warned.result().diagnostics().toString());
        assertEquals(1, warned.result().diagnostics().size(), warned.result().diagnostics().toString());
        IncrementalBuild.Outcome again = build("duet 1");
        assertTrue(again.current());
        assertEquals(warned.result().diagnostics(), again.result().diagnostics());
    }

    @Test
    void aSentenceEditRewritesThatPageAndTheSearchDataOnly() throws Exception {
        replace("content/pages/step.en.md", "Two goroutines may call", "Two goroutines might call");
        IncrementalBuild.Outcome outcome = build("duet 1");
        assertTrue(outcome.ok(), outcome.result().diagnostics().toString());
        assertEquals(List.of("assets/data/search-en/0.js", "en/step.html"), outcome.written());
        assertTrue(notes.contains("compile: unchanged, kept"), notes.toString());
        assertTrue(notes.contains("analysis: 1 of 1 files kept"), notes.toString());
        assertSameAsCold();
    }

    /** The search data is in shards of about 64 KB: a page that shrinks leaves fewer, and the one left over goes. */
    @Test
    void aPageThatShrinksLeavesNoSearchShardBehind() throws Exception {
        // the home page comes before the step page: long, it fills a shard and the step page starts another
        String original = Files.readString(project.resolve("content/pages/index.en.md"));
        write("content/pages/index.en.md", original + "\n" + "A long paragraph, again and again. ".repeat(3000) + "\n");
        assertTrue(build("duet 1").ok());
        assertTrue(Files.exists(project.resolve("site/assets/data/search-en/1.js")), "the test needs two shards");
        write("content/pages/index.en.md", original);
        IncrementalBuild.Outcome outcome = build("duet 1");
        assertTrue(outcome.ok(), outcome.result().diagnostics().toString());
        assertTrue(outcome.written().contains("assets/data/search-en/1.js"), outcome.written().toString());
        assertSameAsCold();
        assertTrue(build("duet 1").current());
    }

    @Test
    void aTitleChangeIsShownEverywhereAsAColdBuildShowsIt() throws Exception {
        replace("content/pages/step.en.md", "title: Inc", "title: Increment");
        IncrementalBuild.Outcome outcome = build("duet 1");
        assertTrue(outcome.ok(), outcome.result().diagnostics().toString());
        assertTrue(outcome.written().contains("en/index.html"), outcome.written().toString());
        assertSameAsCold();
    }

    @Test
    void aSummaryChangeIsShownEverywhereAsAColdBuildShowsIt() throws Exception {
        replace("content/pages/step.en.md", "summary: Increment under the lock.", "summary: Add one, under the lock.");
        assertTrue(build("duet 1").ok());
        assertSameAsCold();
    }

    @Test
    void aJavaBodyChangeIsCompiledAndAnalysedAgain() throws Exception {
        replace("src/main/java/demo/tiny/Counter.java", "n++;                      // go:14", "n += 1;                   // go:14");
        IncrementalBuild.Outcome outcome = build("duet 1");
        assertTrue(outcome.ok(), outcome.result().diagnostics().toString());
        assertFalse(notes.contains("compile: unchanged, kept"), notes.toString());
        assertTrue(notes.stream().noneMatch(n -> n.startsWith("analysis:")), notes.toString());
        assertSameAsCold();
    }

    @Test
    void aTemplateChangeRebuildsTheSite() throws Exception {
        replace("templates/page.html", "<main id=\"main\"", "<main data-edited=\"yes\" id=\"main\"");
        assertTrue(build("duet 1").ok());
        assertTrue(Files.readString(project.resolve("site/zh/step.html")).contains("data-edited=\"yes\""));
        assertSameAsCold();
    }

    /**
     * The home page's @exercises lists the exercises of the demos the pages show, each linked to
     * the page that shows it first: moving a @demo from one page's text to another's changes the
     * home page, which was not edited.
     */
    @Test
    void aDemoMovedBetweenPagesChangesTheHomePagesExerciseList() throws Exception {
        write("content/demos/count.jsh", """
                //! title.zh: 计数
                //! title.en: Counting
                //! timeout: 10s
                //! state: c

                //# zh: 加一次。
                //# en: Increment once.
                //! ask.zh: get() 返回什么？
                //! ask.en: What does get() return?
                //! choices: 0 | 1
                //! answer: 1
                //! explain.zh: inc() 之后计数是 1。
                //! explain.en: After inc() the count is 1.
                var c = new demo.tiny.Counter();
                c.inc();
                c.get()
                //= 1
                """);
        replace("content/site.yaml", "pages: [index, step]", "pages: [index, step, practice]");
        write("content/pages/practice.en.md", "---\ntitle: Practice\nkind: glossary\nsummary: Try it.\n---\nTry it.\n");
        write("content/pages/practice.zh.md", "---\ntitle: 练习\nkind: glossary\nsummary: 试试。\n---\n试试。\n");
        replace("content/pages/index.en.md", "@excerpts", "@excerpts\n\n@exercises");
        replace("content/pages/index.zh.md", "@excerpts", "@excerpts\n\n@exercises");
        replace("content/pages/step.en.md", "Two goroutines may call `Inc` at once.", "Two goroutines may call `Inc` at once.\n\n@demo count");
        replace("content/pages/step.zh.md", "两个 goroutine 可能同时调用 `Inc`。", "两个 goroutine 可能同时调用 `Inc`。\n\n@demo count");
        IncrementalBuild.Outcome first = build("duet 1");
        assertTrue(first.ok(), first.result().diagnostics().toString());
        assertTrue(Files.readString(project.resolve("site/en/index.html")).contains("step.html#"), "linked to the step");

        // the home page is not edited, but its list of exercises now links to the practice page
        replace("content/pages/step.en.md", "Two goroutines may call `Inc` at once.\n\n@demo count", "Two goroutines may call `Inc` at once.");
        replace("content/pages/step.zh.md", "两个 goroutine 可能同时调用 `Inc`。\n\n@demo count", "两个 goroutine 可能同时调用 `Inc`。");
        write("content/pages/practice.en.md", "---\ntitle: Practice\nkind: glossary\nsummary: Try it.\n---\nTry it.\n\n@demo count\n");
        write("content/pages/practice.zh.md", "---\ntitle: 练习\nkind: glossary\nsummary: 试试。\n---\n试试。\n\n@demo count\n");
        IncrementalBuild.Outcome outcome = build("duet 1");
        assertTrue(outcome.ok(), outcome.result().diagnostics().toString());
        assertSameAsCold();
    }

    @Test
    void aNewDemoIsRunAndShown() throws Exception {
        write("content/demos/count.jsh", """
                //! title.zh: 计数
                //! title.en: Counting
                //! timeout: 10s
                //! state: c

                //# zh: 加一次。
                //# en: Increment once.
                var c = new demo.tiny.Counter();
                c.inc();
                c.get()
                //= 1
                """);
        replace("content/pages/step.en.md", "Two goroutines may call `Inc` at once.", "Two goroutines may call `Inc` at once.\n\n@demo count");
        replace("content/pages/step.zh.md", "两个 goroutine 可能同时调用 `Inc`。", "两个 goroutine 可能同时调用 `Inc`。\n\n@demo count");
        IncrementalBuild.Outcome outcome = build("duet 1");
        assertTrue(outcome.ok(), outcome.result().diagnostics().toString());
        assertTrue(Files.readString(project.resolve("site/en/step.html")).contains("demo-count"));
        assertSameAsCold();
    }

    @Test
    void anotherDuetReusesNothing() throws Exception {
        IncrementalBuild.Outcome outcome = build("duet 2");
        assertTrue(outcome.ok());
        assertFalse(outcome.current());
        assertFalse(notes.contains("compile: unchanged, kept"), notes.toString());
        assertTrue(notes.stream().noneMatch(n -> n.startsWith("analysis:")), notes.toString());
        assertSameAsCold();
    }

    @Test
    void aChangedJarOnTheClassPathIsCompiledAgainst() throws Exception {
        jar("lib/extra.jar", "one");
        replace("content/site.yaml", "pages: [index, step]", "pages: [index, step]\nclasspath: [lib/extra.jar]");
        assertTrue(build("duet 1").ok());
        assertTrue(build("duet 1").current());
        jar("lib/extra.jar", "two");
        IncrementalBuild.Outcome outcome = build("duet 1");
        assertTrue(outcome.ok(), outcome.result().diagnostics().toString());
        assertFalse(outcome.current());
        assertFalse(notes.contains("compile: unchanged, kept"), notes.toString());
        assertTrue(notes.stream().noneMatch(n -> n.startsWith("analysis:")), notes.toString());
    }

    @Test
    void aSiteEditedByHandIsWrittenAgain() throws Exception {
        Path page = project.resolve("site/en/step.html");
        Files.writeString(page, Files.readString(page).replace("</main>", "hand-edited</main>"));
        Files.writeString(project.resolve("site/extra.txt"), "put there by hand");
        IncrementalBuild.Outcome outcome = build("duet 1");
        assertTrue(outcome.ok());
        assertFalse(outcome.current());
        assertSameAsCold();
    }

    @Test
    void aSiteEditedByHandIsNotPatchedAfterAPageEdit() throws Exception {
        Path index = project.resolve("site/en/index.html");
        Files.writeString(index, Files.readString(index) + "hand-edited");
        replace("content/pages/step.en.md", "Two goroutines may call", "Two goroutines might call");
        assertTrue(build("duet 1").ok());
        assertSameAsCold();
    }

    /**
     * Files are read again only when their stamp (size, time, file key) changed, as git's index
     * does: a file edited in place with its size and time put back is not read. That is trusted
     * only for a file that had not been modified for a second when it was read.
     */
    @Test
    void aFileIsReadAgainOnlyWhenItsStampChangedAndTheStampIsOldEnoughToTrust() throws Exception {
        Path page = project.resolve("content/pages/step.en.md");
        java.nio.file.attribute.FileTime anHourAgo = java.nio.file.attribute.FileTime.fromMillis(
                System.currentTimeMillis() - 3_600_000);
        Files.setLastModifiedTime(page, anHourAgo);
        assertTrue(build("duet 1").current(), "a new time alone changes no hash");
        replace("content/pages/step.en.md", "Two goroutines may call", "Two goroutines can call");
        Files.setLastModifiedTime(page, anHourAgo);
        assertTrue(build("duet 1").current(), "the same stamp, old enough to trust: not read again");

        // A stamp the file had within a second of being read is never trusted.
        java.nio.file.attribute.FileTime soon = java.nio.file.attribute.FileTime.fromMillis(
                System.currentTimeMillis() + 60_000);
        Files.setLastModifiedTime(page, soon);
        assertFalse(build("duet 1").current(), "the edit made while the stamp was trusted is seen now");
        replace("content/pages/step.en.md", "Two goroutines can call", "Two goroutines did call");
        Files.setLastModifiedTime(page, soon);
        IncrementalBuild.Outcome outcome = build("duet 1");
        assertTrue(outcome.ok(), outcome.result().diagnostics().toString());
        assertFalse(outcome.current(), "a stamp too recent to trust: read again, and the edit is seen");
        assertSameAsCold();
    }

    @Test
    void aCorruptCacheIsAMiss() throws Exception {
        try (Stream<Path> walk = Files.walk(project.resolve("target/duet-cache"))) {
            for (Path p : walk.filter(Files::isRegularFile).toList()) {
                Files.writeString(p, "not what was written");
            }
        }
        IncrementalBuild.Outcome outcome = build("duet 1");
        assertTrue(outcome.ok(), outcome.result().diagnostics().toString());
        assertFalse(outcome.current());
        assertFalse(notes.contains("compile: unchanged, kept"), notes.toString());
        assertSameAsCold();
    }

    @Test
    void changedClassesAreNotTrusted() throws Exception {
        Path kept;
        try (Stream<Path> list = Files.list(project.resolve("target/duet-classes"))) {
            kept = list.filter(p -> p.getFileName().toString().startsWith("kept-")).findFirst().orElseThrow();
        }
        Files.write(kept.resolve("demo/tiny/Counter.class"), new byte[] {1, 2, 3});
        replace("content/pages/step.en.md", "Two goroutines may call", "Two goroutines might call");
        IncrementalBuild.Outcome outcome = build("duet 1");
        assertTrue(outcome.ok(), outcome.result().diagnostics().toString());
        assertFalse(notes.contains("compile: unchanged, kept"), notes.toString());
    }

    @Test
    void aFailedBuildLeavesTheSiteAndTheRecordAsTheyWere() throws Exception {
        Map<String, String> before = site(project);
        String page = Files.readString(project.resolve("content/pages/step.en.md"));
        replace("content/pages/step.en.md", "kind: step", "kind: [step");
        assertFalse(build("duet 1").ok());
        assertEquals(before, site(project));
        write("content/pages/step.en.md", page);
        assertTrue(build("duet 1").current());
    }

    private void jar(String relative, String text) throws IOException {
        Path jar = project.resolve(relative);
        Files.createDirectories(jar.getParent());
        try (var out = new java.util.jar.JarOutputStream(Files.newOutputStream(jar))) {
            out.putNextEntry(new java.util.jar.JarEntry("extra.txt"));
            out.write(text.getBytes(StandardCharsets.UTF_8));
            out.closeEntry();
        }
    }

    private void replace(String relative, String from, String to) throws IOException {
        String text = Files.readString(project.resolve(relative));
        assertTrue(text.contains(from), relative + " lacks " + from);
        write(relative, text.replace(from, to));
    }

    private void write(String relative, String text) throws IOException {
        Files.createDirectories(project.resolve(relative).getParent());
        Files.writeString(project.resolve(relative), text);
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path p : walk.toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
    }
}
