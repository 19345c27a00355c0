package dev.duet.site.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.duet.site.build.SiteOutput;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.SortedMap;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Javadoc translations on the small project: shown when complete, and every kind of gap or stale key reported. */
class JavadocTranslationBuildTest {
    private static final String TRANSLATIONS = "content/javadoc/zh/demo/tiny/Counter.yaml";
    private static final String COMPLETE = """
            demo.tiny.Counter: |
              一个由锁保护的计数器，对应一段很短的 Go 原文。
            demo.tiny.Counter#inc(): |
              加一；见 {@link #get}。
            """;

    @TempDir
    Path dir;

    private FixtureProject project;
    private SortedMap<String, byte[]> builtSite;

    @BeforeEach
    void buildWithEveryTranslationRequired() throws IOException {
        project = new FixtureProject(dir);
        project.replace("content/site.yaml", "defaultLanguage: en", "defaultLanguage: en\njavadocTranslations: required");
        project.write(TRANSLATIONS, COMPLETE);
        FixtureProject.Run run = project.duet("build");
        assertEquals(0, run.exit(), run.err());
        assertFalse(run.err().contains("translation"), run.err());
        builtSite = SiteOutput.read(project.path("site"));
    }

    @Test
    void aCompleteSetIsShownOnChinesePagesOnly() throws IOException {
        // both languages' pages show the code script shared by them, each with its own rows around the code
        String script = project.read("site/assets/data/code/demo/tiny/Counter.java.js");
        assertTrue(project.read("site/zh/src/demo/tiny/Counter.java.html").contains("assets/data/code/demo/tiny/Counter.java.js"));
        Map<String, Map<String, Map<String, String>>> rows = perLanguageRows(script);
        String zh = String.join("\n", rows.get("zh").get("b").values());
        // {@link} resolves as in the original: a link to the declaration, with its quick doc
        assertTrue(zh.contains("<span class=\"doc-body\">加一；见 <a class=\"ref\" href=\"#get()\""
                + " data-sym=\"demo.tiny.Counter#get()\"><code>get</code></a>。</span>"), zh);
        assertEquals(" doc-orig", rows.get("zh").get("c").get("10"), "the original comment is folded, not dropped");
        assertTrue(rows.get("en").get("b").isEmpty(), "English pages show the sources' own Javadoc");
        String symbols = project.read("site/assets/data/sym/demo/tiny/Counter.java.0.js");
        assertTrue(symbols.contains("\"t\":{\"zh\":\"加一；见"), "the quick doc data carries the translation");
    }

    @Test
    void aMissingTranslationIsAnErrorWhenRequired() throws IOException {
        project.write(TRANSLATIONS, COMPLETE.substring(0, COMPLETE.indexOf("demo.tiny.Counter#inc()")));
        String err = failure();
        assertTrue(err.contains("src/main/java/demo/tiny/Counter.java:11:1: error: the Javadoc of"
                + " 'demo.tiny.Counter#inc()' has no 'zh' translation"), err);
    }

    @Test
    void aMissingTranslationIsAWarningByDefault() throws IOException {
        project.replace("content/site.yaml", "javadocTranslations: required\n", "");
        project.write(TRANSLATIONS, COMPLETE.substring(0, COMPLETE.indexOf("demo.tiny.Counter#inc()")));
        FixtureProject.Run run = project.duet("build");
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.err().contains("src/main/java/demo/tiny/Counter.java:11:1: warning: the Javadoc of"
                + " 'demo.tiny.Counter#inc()' has no 'zh' translation"), run.err());
    }

    @Test
    void aTranslationOfARemovedMethodIsAnErrorAtItsKey() throws IOException {
        project.write(TRANSLATIONS, COMPLETE + "demo.tiny.Counter#dec(): |\n  减一。\n");
        String err = failure();
        assertTrue(err.contains(TRANSLATIONS + ":5:1: error: 'demo.tiny.Counter#dec()' names no declaration"
                + " of the shown sources"), err);
    }

    @Test
    void aTranslationWhoseMethodWasRenamedNamesTheLikelyTarget() throws IOException {
        project.write(TRANSLATIONS, COMPLETE.replace("demo.tiny.Counter#inc():", "demo.tiny.Counter#inc(int):"));
        String err = failure();
        assertTrue(err.contains(TRANSLATIONS + ":3:1: error: 'demo.tiny.Counter#inc(int)' names no declaration"), err);
        assertTrue(err.contains("the type declares demo.tiny.Counter#inc()"), err);
    }

    @Test
    void aTranslationOfAnUndocumentedMethodIsAnError() throws IOException {
        project.write(TRANSLATIONS, COMPLETE + "demo.tiny.Counter#get(): |\n  当前值。\n");
        String err = failure();
        assertTrue(err.contains(TRANSLATIONS + ":5:1: error: 'demo.tiny.Counter#get()' has no Javadoc in the sources"), err);
    }

    @Test
    void aLanguageTheSiteDoesNotHaveIsAnError() throws IOException {
        project.write("content/javadoc/fr/demo/tiny/Counter.yaml", "demo.tiny.Counter: |\n  Un compteur.\n");
        String err = failure();
        assertTrue(err.contains("content/javadoc/fr:1:1: error: language 'fr' is not one of [zh, en]"), err);
    }

    @Test
    void theSourcesOwnLanguageNeedsNoTranslation() throws IOException {
        project.write("content/javadoc/en/demo/tiny/Counter.yaml", "demo.tiny.Counter: |\n  A counter.\n");
        String err = failure();
        assertTrue(err.contains("content/javadoc/en:1:1: error: the Javadoc in the sources is already in 'en'"), err);
    }

    @Test
    void aVariantOfAPreferredTermInATranslationIsAWarningAtItsPosition() throws IOException {
        project.write("content/terms.yaml", "zh:\n  worker: [工作线程]\n");
        project.write(TRANSLATIONS, COMPLETE.replace("加一；", "由工作线程加一；"));
        FixtureProject.Run run = project.duet("build");
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.err().contains(TRANSLATIONS + ":4:4: warning: '工作线程': this site says 'worker'"), run.err());
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
        assertTrue(Files.isDirectory(project.path("site")));
        return run.err();
    }

    /** Each language's rows of a code script: b, the rows before a line; c, a line's extra classes. */
    @SuppressWarnings("unchecked")
    private static Map<String, Map<String, Map<String, String>>> perLanguageRows(String script) {
        String json = script.substring("DuetSource(".length(), script.lastIndexOf(");"));
        Map<String, Object> data = new org.yaml.snakeyaml.Yaml().load(json); // JSON is YAML
        Map<String, Map<String, Map<String, String>>> out = new java.util.TreeMap<>();
        ((Map<String, Map<String, Object>>) data.get("x")).forEach((lang, x) -> {
            Map<String, Map<String, String>> parts = new java.util.TreeMap<>();
            for (String key : java.util.List.of("b", "c")) {
                Map<String, String> byLine = new java.util.TreeMap<>();
                ((Map<Object, String>) x.get(key)).forEach((line, html) -> byLine.put(String.valueOf(line), html));
                parts.put(key, byLine);
            }
            out.put(lang, parts);
        });
        return out;
    }
}
