package dev.duet.site.content;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.duet.site.diag.Diagnostics;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ContentLoaderTest {
    @TempDir
    Path root;

    private void write(String path, String text) throws IOException {
        Path p = root.resolve(path);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text, StandardCharsets.UTF_8);
    }

    private void minimalSite() throws IOException {
        write("content/site.yaml", "title: {zh: 标题, en: Title}\nlanguages: [zh, en]\npages: [index]\n");
        write("content/pages/index.zh.md", "---\ntitle: 首页\nkind: home\n---\n## 问题 {#problem}\n");
        write("content/pages/index.en.md", "---\ntitle: Home\nkind: home\n---\n## Problem {#problem}\n");
        write("content/messages/zh.properties", "language.name = 中文\n");
        write("content/messages/en.properties", "language.name = English\n");
    }

    private List<String> load() {
        Diagnostics d = new Diagnostics();
        ContentLoader.load(new ContentFiles(root, root.resolve("content")), d);
        return d.sorted().stream().map(Object::toString).toList();
    }

    @Test
    void loadsAMinimalSiteWithoutProblems() throws IOException {
        minimalSite();
        Diagnostics d = new Diagnostics();
        var content = ContentLoader.load(new ContentFiles(root, root.resolve("content")), d).orElseThrow();
        assertFalse(d.hasErrors(), d.sorted().toString());
        assertEquals("Home", content.page("en", "index").orElseThrow().title());
        assertEquals(5, content.page("zh", "index").orElseThrow().bodyLine());
    }

    @Test
    void aBadLanguageTagIsTheOneErrorReported() throws IOException {
        minimalSite();
        write("content/site.yaml", "title: {zh: 标题, en: Title}\nlanguages: [zh, EN]\npages: [index]\n");
        assertEquals(List.of("content/site.yaml:2:17: error: 'EN' is not a BCP 47 language tag (like en, de, pt-BR, zh-Hant)"),
                load());
        write("content/site.yaml", "title: {zh: 标题, en: Title}\nlanguages:\n  - zh\n  - en/us\npages: [index]\n");
        assertEquals(List.of("content/site.yaml:4:5: error: 'en/us' is not a BCP 47 language tag (like en, de, pt-BR, zh-Hant)"),
                load());
    }

    @Test
    void aNulOrOtherControlCharacterInAPageIsReportedWhereItStands() throws IOException {
        minimalSite();
        write("content/pages/index.en.md", "---\ntitle: Home\nkind: home\n---\n## Problem {#problem}\n\nA\u0000B and\ttab\n"
                + "bell \u0007, delete \u007f\n");
        assertEquals(List.of(
                "content/pages/index.en.md:7:2: error: control character U+0000 (NUL) is not allowed in a page; remove it",
                "content/pages/index.en.md:8:6: error: control character U+0007 is not allowed in a page; remove it",
                "content/pages/index.en.md:8:16: error: control character U+007F is not allowed in a page; remove it"), load());
    }

    @Test
    void brokenFrontMatterIsReportedAtItsLine() throws IOException {
        minimalSite();
        write("content/pages/index.en.md", "---\ntitle: Home\nkind: [home\n---\nbody\n");
        assertEquals(List.of("content/pages/index.en.md:3:12: error: invalid YAML: while parsing a flow sequence: "
                + "expected ',' or ']', but got <stream end>"), load());
    }

    @Test
    void aPageMissingInOneLanguageNamesTheManifestLine() throws IOException {
        minimalSite();
        Files.delete(root.resolve("content/pages/index.en.md"));
        assertEquals(List.of("content/site.yaml:3:9: error: page 'index' has no English (en) version: content/pages/index.en.md is missing"), load());
    }

    @Test
    void aPagePathThatLeavesContentIsRefused() throws IOException {
        minimalSite();
        write("content/site.yaml", "title: {zh: 标题, en: Title}\nlanguages: [zh, en]\npages: [index, ../../etc/passwd]\n");
        assertTrue(load().contains("content/site.yaml:3:16: error: path 'pages/../../etc/passwd.md' leaves the content folder"), load().toString());
    }

    @Test
    void invalidUtf8IsReportedAtTheByte() throws IOException {
        minimalSite();
        byte[] bytes = "---\ntitle: Home\nkind: home\n---\nab\u00e9".getBytes(StandardCharsets.ISO_8859_1);
        Files.write(root.resolve("content/pages/index.en.md"), bytes);
        assertEquals(List.of("content/pages/index.en.md:5:3: error: invalid UTF-8 (byte 0xE9)"), load());
    }

    @Test
    void anExcerptWhoseTextDoesNotHashIsRefused() throws IOException {
        minimalSite();
        write("content/excerpts/x.go", "func f() {}\n");
        write("content/excerpts/x.yaml", "repository: kubernetes/kubernetes\ntag: v1.32.0\npath: a/b.go\nfirst: 10\nlast: 10\n"
                + "sha256: 0000000000000000000000000000000000000000000000000000000000000000\njava: a/B.java\n");
        String message = load().get(0);
        assertTrue(message.startsWith("content/excerpts/x.go:1:1: error: text does not match the pinned upstream excerpt "
                + "kubernetes/kubernetes@v1.32.0 a/b.go L10–L10: sha256 is "), message);
    }

    @Test
    void aProjectOverridesShippedMessagesKeyByKey() throws IOException {
        minimalSite();
        write("content/messages/en.properties", "nav.next = Onwards\n");
        Diagnostics d = new Diagnostics();
        var content = ContentLoader.load(new ContentFiles(root, root.resolve("content")), d).orElseThrow();
        assertEquals(List.of(), d.sorted());
        var en = content.messages().get("en");
        assertEquals("Onwards", en.get("nav.next"));
        assertEquals("Previous", en.get("nav.prev"), "keys the project does not give are Duet's");
        assertEquals("上一页", content.messages().get("zh").get("nav.prev"), "Duet ships Chinese strings too");
    }

    @Test
    void aKeyMissingInOneLanguageFallsBackToTheDefaultLanguageWithOneWarning() throws IOException {
        minimalSite();
        write("content/messages/zh.properties", "language.name = 中文\nproject.only = 项目\n");
        // A key of the project's own: its template reads it.
        write("templates/page.html", "<p th:text=\"${chrome.msg()['project.only']}\">x</p>\n");
        Diagnostics d = new Diagnostics();
        var content = ContentLoader.load(new ContentFiles(root, root.resolve("content")), d).orElseThrow();
        assertEquals(List.of("content/messages/en.properties:1:1: warning: 1 UI message is missing for English (en) and "
                + "shown in Chinese (zh) instead: project.only; `duet messages en` adds them to content/messages/en.properties"
                + " with their English text to translate"),
                d.sorted().stream().map(Object::toString).toList());
        assertEquals("项目", content.messages().get("en").get("project.only"));
    }

    @Test
    void aLanguageWithoutShippedMessagesGetsTheDefaultLanguagesStringsAndOneWarning() throws IOException {
        write("content/site.yaml", "title: {en: Title, nl: Titel}\nlanguages: [en, nl]\npages: [index]\nversion: v1\n");
        write("content/pages/index.en.md", "---\ntitle: Home\nkind: home\n---\n## Problem {#problem}\n");
        write("content/pages/index.nl.md", "---\ntitle: Start\nkind: home\n---\n## Probleem {#problem}\n");
        write("content/messages/nl.properties", "nav.next = Volgende\n");
        Diagnostics d = new Diagnostics();
        var content = ContentLoader.load(new ContentFiles(root, root.resolve("content")), d).orElseThrow();
        List<String> warnings = d.sorted().stream().map(Object::toString).toList();
        assertEquals(1, warnings.size(), warnings.toString());
        assertTrue(warnings.get(0).startsWith("content/messages/nl.properties:1:1: warning: "), warnings.get(0));
        assertTrue(warnings.get(0).contains("nav.prev") && !warnings.get(0).contains("nav.next"), warnings.get(0));
        var de = content.messages().get("nl");
        assertEquals("Volgende", de.get("nav.next"));
        assertEquals("Previous", de.get("nav.prev"));
        assertEquals("Nederlands", de.get("language.name"), "a language's own name comes from the JDK");
        assertEquals("v1", de.get("status.version"), "the version label comes from site.yaml");
        for (var e : de.asMap().entrySet()) {
            assertFalse(e.getValue().isBlank(), "blank label " + e.getKey());
        }
    }

    @Test
    void aMalformedLanguageTagIsLocated() throws IOException {
        write("content/site.yaml", "title: {en: Title}\nlanguages: [en, \"de_DE\"]\npages: [index]\n");
        write("content/pages/index.en.md", "---\ntitle: Home\nkind: home\n---\n");
        assertTrue(load().contains("content/site.yaml:2:17: error: 'de_DE' is not a BCP 47 language tag (like en, de, "
                + "pt-BR, zh-Hant)"), load().toString());
    }

    @Test
    void aPageFileNotInTheManifestIsReported() throws IOException {
        minimalSite();
        write("content/pages/stray.en.md", "---\ntitle: S\nkind: topic\n---\n");
        assertEquals(List.of("content/pages/stray.en.md:1:1: error: page 'stray' is not listed in content/site.yaml"), load());
    }

    @Test
    void aMistypedKeyIsNamedWithTheKeyItProbablyMeantAndItsAbsenceIsNotReportedAgain() throws IOException {
        minimalSite();
        write("content/site.yaml", "title: {zh: 标题, en: Title}\nlanguages: [zh, en]\n  \npages: [index]\nsoruces: [a]\n");
        write("content/pages/index.en.md", "---\ntitel: Home\nkind: home\n---\n## Problem {#problem}\n");
        write("content/diagrams/d.yaml", "kind: flow\nnodes:\n  - {id: a, lable: {zh: 甲, en: A}}\n"
                + "  - {id: b, label: {zh: 乙, en: B, eb: B}}\nedges: []\ncolour: red\n");
        assertEquals(List.of(
                "content/diagrams/d.yaml:3:13: error: unknown key 'lable' in a node; did you mean 'label'?",
                "content/diagrams/d.yaml:4:35: error: 'eb' in field 'label' is not one of the site's languages; did you mean 'en'?",
                "content/diagrams/d.yaml:6:1: error: unknown key 'colour' in a diagram (known: kind, nodes, edges)",
                "content/pages/index.en.md:2:1: error: unknown key 'titel' in front matter; did you mean 'title'?",
                "content/site.yaml:5:1: error: unknown key 'soruces' in site.yaml; did you mean 'sources'?"), load());
    }

    @Test
    void aKeyGivenTwiceIsAnError() throws IOException {
        minimalSite();
        write("content/pages/index.en.md", "---\ntitle: Home\nkind: home\ntitle: Start\n---\n## Problem {#problem}\n");
        write("content/excerpts/x.go", "func f() {}\n");
        write("content/excerpts/x.yaml", "repository: kubernetes/kubernetes\ntag: v1.32.0\npath: a/b.go\nfirst: 10\nlast: 10\n"
                + "sha256: " + ExcerptLoader.sha256("func f() {}\n") + "\njava: a/B.java\nfirst: 11\n");
        assertEquals(List.of(
                "content/excerpts/x.yaml:8:1: error: key 'first' is given twice (first on line 4)",
                "content/pages/index.en.md:4:1: error: key 'title' is given twice (first on line 2)"), load());
    }
}
