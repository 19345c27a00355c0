package dev.duet.site.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.duet.site.build.SiteOutput;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.SortedMap;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The build command on a small project: a clean build, then a corpus of bad inputs. */
class BuildCommandTest {
    @TempDir
    Path dir;

    private FixtureProject project;
    private SortedMap<String, byte[]> builtSite;

    @BeforeEach
    void buildOnce() throws IOException {
        project = new FixtureProject(dir);
        FixtureProject.Run run = project.duet("build");
        assertEquals(0, run.exit(), run.err());
        builtSite = SiteOutput.read(project.path("site"));
    }

    @Test
    void aCleanBuildWritesEveryPageAndIsDeterministic() throws IOException {
        assertTrue(builtSite.containsKey("index.html"));
        assertTrue(builtSite.containsKey("en/step.html"));
        assertTrue(builtSite.containsKey("zh/src/demo/tiny/Counter.java.html"));
        assertTrue(builtSite.containsKey("assets/data/symbols.js"));
        assertEquals(0, project.duet("build").exit());
        SortedMap<String, byte[]> second = SiteOutput.read(project.path("site"));
        assertEquals(builtSite.keySet(), second.keySet());
        for (String name : builtSite.keySet()) {
            assertArrayEquals(builtSite.get(name), second.get(name), name);
        }
    }

    @Test
    void checkPassesOnACurrentSiteAndFailsOnAStaleOne() throws IOException {
        FixtureProject.Run ok = project.duet("check");
        assertEquals(0, ok.exit(), ok.err());
        Files.writeString(project.path("site/en/step.html"), "stale", StandardCharsets.UTF_8);
        FixtureProject.Run stale = project.duet("check");
        assertEquals(1, stale.exit());
        // The hint names the command a user has, on the project they named.
        assertTrue(stale.err().contains("site is out of date (1 files); run duet build --root " + project.root
                + ":\n  differs: en/step.html"), stale.err());
    }

    @Test
    void usageErrorsExitWithTwo() {
        assertEquals(2, project.duet("build", "--no-such-option").exit());
        assertEquals(2, new FixtureProject.Run(Main.run(new String[] {"frobnicate"},
                new java.io.PrintWriter(new java.io.StringWriter()), new java.io.PrintWriter(new java.io.StringWriter())), "", "").exit());
    }

    // The bad-input corpus: each case names the exact first diagnostic, exits 1 and leaves site/ alone.

    @Test
    void brokenFrontMatter() throws IOException {
        project.replace("content/pages/step.en.md", "kind: step", "kind: [step");
        expectFailure("content/pages/step.en.md:4:8: error: invalid YAML: while parsing a flow sequence: "
                + "expected ',' or ']', but got :");
    }

    @Test
    void aPageMissingInOneLanguage() throws IOException {
        Files.delete(project.path("content/pages/step.zh.md"));
        expectFailure("content/site.yaml:4:16: error: page 'step' has no Chinese (zh) version: content/pages/step.zh.md is missing");
    }

    @Test
    void anExcerptThatIsAPathIsReportedAtItsOwnLineAndColumn() throws IOException {
        for (String lang : new String[] {"en", "zh"}) {
            project.replace("content/pages/step." + lang + ".md", "excerpt: counter-inc", "excerpt: ../../secret");
        }
        String err = failure();
        assertTrue(err.startsWith("content/pages/step.en.md:5:10: error: unknown excerpt '../../secret' (known: [counter-inc])\n"
                + "content/pages/step.zh.md:5:10: error: unknown excerpt '../../secret' (known: [counter-inc])\n"), err);
    }

    @Test
    void aSourceFolderThatLinksOutOfTheSourceRootIsAnErrorAtItsEntry() throws IOException {
        Path outside = Files.createDirectories(dir.resolve("not-sources/demo/elsewhere"));
        Files.writeString(outside.resolve("Secret.java"), "package demo.elsewhere;\nclass Secret {}\n");
        Files.createSymbolicLink(project.path("src/main/java/demo/elsewhere"), outside);
        project.write("content/site.yaml", project.read("content/site.yaml") + "sources: [demo/tiny, demo/elsewhere]\n");
        String err = failure();
        assertEquals("content/site.yaml:5:" + ("sources: [demo/tiny, ".length() + 1) + ": error: source folder 'demo/elsewhere'"
                + " is a symbolic link that leads out of src/main/java (to " + outside.toRealPath() + "): Duet compiles and"
                + " shows only what is inside it; move or copy the sources in\n1 error\nsite was not changed\n", err);
    }

    @Test
    void anExcerptThatDoesNotHashToItsValue() throws IOException {
        project.replace("content/excerpts/counter-inc.go", "c.n++", "c.n += 1");
        String err = failure();
        assertTrue(err.startsWith("content/excerpts/counter-inc.go:1:1: error: text does not match the pinned upstream excerpt "
                + "example/counter@v1.0.0 counter/counter.go L10–L15: sha256 is "), err);
        // The refused excerpt is reported once: not again as an unknown excerpt of the step
        // pages, nor as six Java anchors outside every excerpt.
        assertTrue(err.endsWith("\n1 error\nsite was not changed\n"), err);
    }

    @Test
    void aWrongLastLineIsOneErrorEvenWithGoLinksToTheExcerpt() throws IOException {
        for (String lang : new String[] {"en", "zh"}) {
            project.replace("content/pages/index." + lang + ".md", "@excerpts", "[Lock](go:counter-inc:11)\n\n@excerpts");
        }
        project.replace("content/excerpts/counter-inc.yaml", "last: 15", "last: 16");
        String err = failure();
        assertEquals("content/excerpts/counter-inc.go:1:1: error: the excerpt has 6 lines but content/excerpts/counter-inc.yaml "
                + "says L10–L16 (7 lines)\n1 error\nsite was not changed\n", err);
    }

    @Test
    void anAnchorOutsideItsExcerpt() throws IOException {
        project.replace("src/main/java/demo/tiny/Counter.java", "return n;", "return n; // go:99");
        expectFailure("src/main/java/demo/tiny/Counter.java:21:19: error: Go anchor go:99 names a line outside every excerpt "
                + "aligned to this file (excerpts: counter-inc 10-15)");
    }

    @Test
    void anExcerptLineWithNoCounterpart() throws IOException {
        project.replace("src/main/java/demo/tiny/Counter.java", "n++;                      // go:14", "n++;");
        expectFailure("content/excerpts/counter-inc.go:5:1: error: Go line 14 has no counterpart in "
                + "src/main/java/demo/tiny/Counter.java (anchor a Java line with // go:14 or list it under noCounterpart in "
                + "content/excerpts/counter-inc.yaml)");
    }

    @Test
    void aNoCounterpartEntryForAnAnchoredLineNamesItsOwnLine() throws IOException {
        project.replace("content/excerpts/counter-inc.yaml", "java: demo/tiny/Counter.java",
                "java: demo/tiny/Counter.java\nnoCounterpart:\n  14: said to be unported");
        expectFailure("content/excerpts/counter-inc.yaml:11:1: error: noCounterpart lists Go line 14, but "
                + "src/main/java/demo/tiny/Counter.java:14 anchors it; remove one of the two");
    }

    @Test
    void anUnknownJavaSymbolInALink() throws IOException {
        project.replace("content/pages/index.en.md", "java:Counter#inc()", "java:Counter#dec()");
        expectFailure("content/pages/index.en.md:8:31: error: unknown Java symbol 'Counter#dec()' in link; did you mean 'Counter#get()'?");
    }

    @Test
    void invalidUtf8() throws IOException {
        String[] halves = project.read("content/pages/step.en.md").split("goroutines", 2);
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        bytes.writeBytes(halves[0].getBytes(StandardCharsets.UTF_8));
        bytes.write(0xFF);
        bytes.writeBytes(halves[1].getBytes(StandardCharsets.UTF_8));
        Files.write(project.path("content/pages/step.en.md"), bytes.toByteArray());
        expectFailure("content/pages/step.en.md:13:5: error: invalid UTF-8 (byte 0xFF)");
    }

    @Test
    void theProjectsTemplatesOverrideDuetsThemeFileByFile() throws IOException {
        // No page.html of its own: Duet's default theme renders the pages.
        Files.delete(project.path("templates/page.html"));
        Files.writeString(project.path("templates/assets/duet.css"), "/* the project's own */\n");
        FixtureProject.Run run = project.duet("build");
        assertEquals(0, run.exit(), run.err());
        assertTrue(project.read("site/en/step.html").contains("class=\"split\""), "the theme's page.html");
        assertEquals("/* the project's own */\n", project.read("site/assets/duet.css"));
        assertTrue(Files.isRegularFile(project.path("site/assets/demo.js")), "other assets still come from the theme");
        // With no templates folder at all the site still builds, from the theme alone.
        try (var walk = Files.walk(project.path("templates"))) {
            walk.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
        FixtureProject.Run bare = project.duet("build");
        assertEquals(0, bare.exit(), bare.err());
        assertEquals(builtSite.keySet(), SiteOutput.read(project.path("site")).keySet());
    }

    @Test
    void aContentPathThatLeavesContent() throws IOException {
        project.replace("content/site.yaml", "pages: [index, step]", "pages: [index, step, ../../outside]");
        expectFailure("content/site.yaml:4:22: error: path 'pages/../../outside.md' leaves the content folder");
    }

    @Test
    void aDemoThatCallsSystemExitFailsTheBuildInsteadOfEndingIt() throws IOException {
        project.write("content/demos/bye.jsh", """
                //! title.zh: 退出
                //! title.en: Leave
                //! timeout: 5s
                //! state: x

                //# zh: 退出
                //# en: Leave the JVM
                System.exit(0);
                """);
        for (String lang : new String[] {"en", "zh"}) {
            project.replace("content/pages/index." + lang + ".md", "@excerpts", "@demo bye\n\n@excerpts");
        }
        expectFailure("content/demos/bye.jsh:8:1: error: step 1 (Leave the JVM) threw java.lang.SecurityException: "
                + "System.exit(0) is refused: demo code cannot end the build");
    }

    @Test
    void aDemoThatHangsFailsTheBuildAtItsTimeLimit() throws IOException {
        project.write("content/demos/spin.jsh", "//! title.zh: 转\n//! title.en: Spin\n//! timeout: 300ms\n//! state: x\n\n"
                + "//# zh: 一直转\n//# en: Spin for ever\nwhile (true) { try { Thread.sleep(1); } catch (Throwable t) { } }\n");
        for (String lang : new String[] {"en", "zh"}) {
            project.replace("content/pages/index." + lang + ".md", "@excerpts", "@demo spin\n\n@excerpts");
        }
        assertEquals("content/demos/spin.jsh:8:1: error: step 1 (Spin for ever) did not finish within its time limit of 300ms; "
                + "the watchdog stopped it\n1 error\nsite was not changed\n", failure());
    }

    @Test
    void theSiteFolderHasTheModesAStaticHostServes() throws IOException {
        // The new site/ is made as a temporary folder (mode 0700) and swapped in.
        assertEquals("rwxr-xr-x", PosixFilePermissions.toString(Files.getPosixFilePermissions(project.path("site"))));
        assertEquals("rwxr-xr-x", PosixFilePermissions.toString(Files.getPosixFilePermissions(project.path("site/en"))));
        assertEquals("rw-r--r--", PosixFilePermissions.toString(
                Files.getPosixFilePermissions(project.path("site/en/step.html"))));
    }

    @Test
    void aHeadingIdUsedTwiceInAPageEvenInBothLanguages() throws IOException {
        project.write("content/pages/step.en.md", project.read("content/pages/step.en.md") + "\n\n## Again {#why}\n");
        project.write("content/pages/step.zh.md", project.read("content/pages/step.zh.md") + "\n\n## 再说一次 {#why}\n");
        assertEquals("content/pages/step.en.md:16:10: error: heading id 'why' is used twice in this page (first on line 11)\n"
                + "content/pages/step.zh.md:16:9: error: heading id 'why' is used twice in this page (first on line 11)\n"
                + "2 errors\nsite was not changed\n", failure());
    }

    @Test
    void aMistypedFrontMatterKeyNamesTheKeyItProbablyMeant() throws IOException {
        project.replace("content/pages/step.en.md", "summary:", "sumary:");
        assertEquals("content/pages/step.en.md:4:1: error: unknown key 'sumary' in front matter; did you mean 'summary'?\n"
                + "1 error\nsite was not changed\n", failure());
    }

    @Test
    void aFrontMatterKeyGivenTwice() throws IOException {
        project.replace("content/pages/step.en.md", "kind: step\n", "kind: step\nkind: topic\n");
        assertEquals("content/pages/step.en.md:4:1: error: key 'kind' is given twice (first on line 3)\n"
                + "1 error\nsite was not changed\n", failure());
    }

    @Test
    void aMistypedSiteYamlKey() throws IOException {
        project.replace("content/site.yaml", "defaultLanguage:", "defaultLangauge:");
        assertEquals("content/site.yaml:3:1: error: unknown key 'defaultLangauge' in site.yaml; did you mean 'defaultLanguage'?\n"
                + "1 error\nsite was not changed\n", failure());
    }

    @Test
    void aMistypedExcerptKeyIsOneError() throws IOException {
        project.replace("content/excerpts/counter-inc.yaml", "license:", "licence:");
        assertEquals("content/excerpts/counter-inc.yaml:7:1: error: unknown key 'licence' in an excerpt's metadata; "
                + "did you mean 'license'?\n1 error\nsite was not changed\n", failure());
    }

    @Test
    void aMistypedDemoHeaderKey() throws IOException {
        project.write("content/demos/two.jsh", "//! title.zh: 二\n//!   titel.en: Two\n//! timeout: 5s\n//! state: x\n\n"
                + "//# zh: 加\n//# en: Add\n1 + 1\n//= 2\n");
        for (String lang : new String[] {"en", "zh"}) {
            project.replace("content/pages/index." + lang + ".md", "@excerpts", "@demo two\n\n@excerpts");
        }
        assertEquals("content/demos/two.jsh:2:7: error: unknown header key 'titel.en'; did you mean 'title.en'?\n"
                + "1 error\nsite was not changed\n", failure());
    }

    @Test
    void aSymbolicLinkOutOfContentIsNeitherReadNorPublished() throws IOException {
        project.write("outside.md", project.read("content/pages/step.en.md").replace("Two goroutines", "A secret:"));
        Files.delete(project.path("content/pages/step.en.md"));
        Files.createSymbolicLink(project.path("content/pages/step.en.md"), Path.of("../../outside.md"));
        assertEquals("content/pages/step.en.md:1:1: error: this file is a symbolic link to '../../outside.md', which leads "
                + "out of the content folder: it is neither read nor published\n1 error\nsite was not changed\n", failure());
    }

    @Test
    void aJavaSyntaxErrorIsLocatedAndReportedOnce() throws IOException {
        project.replace("src/main/java/demo/tiny/Counter.java", "return n;", "return n");
        // The compiler reads the sources first and locates the mistake; the analysis does not report it again.
        assertEquals("src/main/java/demo/tiny/Counter.java:21:17: error: ';' expected\n"
                + "1 error\nsite was not changed\n", failure());
    }

    @Test
    void everyProblemIsReportedInOneRun() throws IOException {
        project.replace("content/pages/index.en.md", "java:Counter#inc()", "java:Counter#dec()");
        Files.delete(project.path("content/pages/step.zh.md"));
        String err = failure();
        assertTrue(err.contains("unknown Java symbol 'Counter#dec()'") && err.contains("has no Chinese (zh) version"), err);
        assertTrue(err.contains("2 errors\nsite was not changed"), err);
    }

    private void expectFailure(String firstLine) throws IOException {
        String err = failure();
        assertEquals(firstLine, err.lines().findFirst().orElse(""), err);
    }

    /** Runs a build that must fail, checks site/ is untouched and returns what it printed. */
    private String failure() throws IOException {
        FixtureProject.Run run = project.duet("build");
        assertEquals(1, run.exit(), run.err());
        assertTrue(run.err().endsWith("site was not changed\n"), run.err());
        assertTrue(!run.err().contains("\tat "), "no stack trace: " + run.err());
        SortedMap<String, byte[]> after = SiteOutput.read(project.path("site"));
        assertEquals(builtSite.keySet(), after.keySet());
        for (String name : builtSite.keySet()) {
            assertArrayEquals(builtSite.get(name), after.get(name), name);
        }
        return run.err();
    }
}
