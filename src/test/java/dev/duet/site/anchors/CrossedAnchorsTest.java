package dev.duet.site.anchors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.duet.site.content.ContentFiles;
import dev.duet.site.content.ContentLoader;
import dev.duet.site.content.Excerpt;
import dev.duet.site.diag.Diagnostic;
import dev.duet.site.diag.Diagnostics;
import dev.duet.site.javasrc.GoAnchor;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import org.junit.jupiter.api.Test;

/** Anchors that cross against their text are warned about; the crossings the flagship uses are not. */
class CrossedAnchorsTest {

    private static List<Diagnostic> check(Path project, String javaFile, List<String> lines) {
        Diagnostics diags = new Diagnostics();
        Map<String, Excerpt> excerpts = ContentLoader.excerpts(new ContentFiles(project, project.resolve("content")), diags);
        List<GoAnchor> anchors = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            Matcher m = JavaLines.ANCHOR.matcher(lines.get(i));
            if (m.find() && !lines.get(i).substring(0, m.start()).isBlank()) {
                anchors.add(new GoAnchor(i + 1, lines.get(i).indexOf("//", m.start()) + 1,
                        new ArrayList<>(new JavaLines(List.of(lines.get(i))).authorAnchors.get(1))));
            }
        }
        CrossedAnchors.check("src/main/java/" + javaFile, lines, anchors, ExcerptLines.of(excerpts.values(), javaFile), diags);
        return diags.sorted();
    }

    @Test
    void twoSwappedAnchorsAreWarnedAboutAtTheFirstJavaLine() throws IOException {
        Path example = Path.of("examples/union-find");
        String file = "edu/unionfind/UnionFind.java";
        List<String> lines = new ArrayList<>(Files.readAllLines(example.resolve("src/main/java").resolve(file)));
        assertEquals("            return false;                                // go:35", lines.get(39));
        lines.set(39, lines.get(39).replace("go:35", "go:36"));
        lines.set(40, lines.get(40).replace("go:36", "go:35"));
        List<Diagnostic> found = check(example, file, lines);
        assertEquals(1, found.size(), found.toString());
        assertEquals("src/main/java/edu/unionfind/UnionFind.java:40:58: warning: anchors cross: go:36 here and go:35 at "
                + "line 41, but this line reads like Go line 35 (return false) and line 41 like Go line 36 (}); "
                + "were the two anchors swapped?", found.get(0).toString());
    }

    @Test
    void theCrossingsTheFlagshipAndTheExampleUseAreNotWarnedAbout() throws IOException {
        for (Path project : List.of(Path.of("."), Path.of("examples/union-find"))) {
            Diagnostics diags = new Diagnostics();
            TreeSet<String> files = new TreeSet<>();
            ContentLoader.excerpts(new ContentFiles(project, project.resolve("content")), diags).values()
                    .forEach(e -> files.add(e.javaFile()));
            for (String file : files) {
                List<Diagnostic> found = check(project, file, Files.readAllLines(project.resolve("src/main/java").resolve(file)));
                assertTrue(found.isEmpty(), found.toString());
            }
        }
    }
}
