package dev.duet.site.content;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.duet.site.diag.Diagnostics;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TermCheckerTest {
    @TempDir
    Path root;

    private void write(String path, String text) throws IOException {
        Path p = root.resolve(path);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text, StandardCharsets.UTF_8);
    }

    private List<String> check() throws IOException {
        ContentFiles files = new ContentFiles(root, root.resolve("content"));
        Diagnostics d = new Diagnostics();
        List<Path> pages;
        List<Path> demos;
        try (var s = Files.list(root.resolve("content/pages"))) {
            pages = s.sorted().toList();
        }
        Path demoDir = root.resolve("content/demos");
        demos = Files.isDirectory(demoDir) ? Files.list(demoDir).sorted().toList() : List.of();
        TermChecker.load(files, List.of("zh", "en"), d).check(files, pages, demos, d);
        return d.sorted().stream().map(Object::toString).toList();
    }

    @Test
    void variantsInProseNotesAndCaptionsAreWarningsAtTheirColumn() throws IOException {
        write("content/terms.yaml", "zh:\n  worker: [工作线程]\n  dirty: [脏集合, 脏]\n");
        write("content/pages/a.zh.md", "---\ntitle: 页\nnotes:\n  - go: 1\n    text: \"交给工作线程\"\n---\n"
                + "## 标题 {#id}\n键在脏集合里，`工作线程` 是代码。[工作](page:工作线程)\n```\n脏\n```\n");
        write("content/pages/a.en.md", "---\ntitle: Page\n---\nworker thread\n");
        write("content/demos/d.jsh", "//! title.zh: 两个工作线程\n//# zh: 记为脏\nvar 工作线程 = 1;\n");
        assertEquals(List.of(
                "content/demos/d.jsh:1:17: warning: '工作线程': this site says 'worker' (see content/terms.yaml)",
                "content/demos/d.jsh:2:11: warning: '脏': this site says 'dirty' (see content/terms.yaml)",
                "content/pages/a.zh.md:5:14: warning: '工作线程': this site says 'worker' (see content/terms.yaml)",
                "content/pages/a.zh.md:8:3: warning: '脏集合': this site says 'dirty' (see content/terms.yaml)"),
                check());
    }

    @Test
    void theGlossaryMayNameVariantsAndAProjectWithoutTermsChecksNothing() throws IOException {
        write("content/pages/g.zh.md", "---\ntitle: 术语\nkind: glossary\n---\n工作线程\n");
        assertEquals(List.of(), check());
        write("content/terms.yaml", "zh:\n  worker: [工作线程]\n");
        assertEquals(List.of(), check());
    }

    @Test
    void malformedListsAndUnknownLanguagesAreErrors() throws IOException {
        write("content/terms.yaml", "zh:\n  worker: 工作线程\nfr:\n  ouvrier: [travailleur]\n");
        write("content/pages/a.zh.md", "---\ntitle: 页\n---\n");
        assertEquals(List.of(
                "content/terms.yaml:2:11: error: the variants of 'worker' must be a list, e.g. [a, b]",
                "content/terms.yaml:3:1: error: language 'fr' is not one of [zh, en]"),
                check());
    }
}
