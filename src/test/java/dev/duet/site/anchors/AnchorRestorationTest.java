package dev.duet.site.anchors;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.duet.site.content.ContentFiles;
import dev.duet.site.content.ContentLoader;
import dev.duet.site.content.Excerpt;
import dev.duet.site.diag.Diagnostics;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import org.junit.jupiter.api.Test;

/**
 * Strips every anchor from the Java files of the flagship and of the example, asks the suggester
 * for them again, and counts the Java lines whose anchor comes back exactly (the same Go lines).
 */
class AnchorRestorationTest {

    record Share(int restored, int original, int extra, List<String> misses) {
        double ratio() {
            return original == 0 ? 0 : (double) restored / original;
        }
    }

    static Share restore(Path project) throws IOException {
        Diagnostics diags = new Diagnostics();
        Map<String, Excerpt> excerpts = ContentLoader.excerpts(new ContentFiles(project, project.resolve("content")), diags);
        assertTrue(!diags.hasErrors(), diags.sorted().toString());
        Set<String> javaFiles = new TreeSet<>();
        excerpts.values().forEach(e -> javaFiles.add(e.javaFile()));
        int restored = 0;
        int original = 0;
        int extra = 0;
        List<String> misses = new ArrayList<>();
        for (String javaFile : javaFiles) {
            List<String> lines = Files.readAllLines(project.resolve("src/main/java").resolve(javaFile));
            Map<Integer, Set<Integer>> expected = new TreeMap<>();
            List<String> stripped = new ArrayList<>();
            for (int i = 0; i < lines.size(); i++) {
                Matcher m = JavaLines.ANCHOR.matcher(lines.get(i));
                if (m.find() && !lines.get(i).substring(0, m.start()).isBlank()) {
                    expected.put(i + 1, new TreeSet<>(new JavaLines(List.of(lines.get(i))).authorAnchors.get(1)));
                    stripped.add(lines.get(i).substring(0, m.start()));
                } else {
                    stripped.add(lines.get(i));
                }
            }
            Map<Integer, Set<Integer>> suggested = new TreeMap<>();
            for (SuggestedAnchor s : AnchorSuggester.suggest(stripped, ExcerptLines.of(excerpts.values(), javaFile))) {
                suggested.put(s.javaLine(), Set.of(s.go().number()));
            }
            original += expected.size();
            for (var e : expected.entrySet()) {
                if (e.getValue().equals(suggested.get(e.getKey()))) {
                    restored++;
                } else {
                    misses.add(javaFile + ":" + e.getKey() + " go:" + e.getValue() + " proposed " + suggested.get(e.getKey())
                            + "  " + stripped.get(e.getKey() - 1).strip());
                }
            }
            for (var s : suggested.entrySet()) {
                if (!expected.containsKey(s.getKey())) {
                    extra++;
                    misses.add(javaFile + ":" + s.getKey() + " (no anchor) proposed " + s.getValue() + "  "
                            + stripped.get(s.getKey() - 1).strip());
                }
            }
        }
        return new Share(restored, original, extra, misses);
    }

    private static void print(String name, Share share) {
        System.out.printf("anchors restored exactly, %s: %d of %d (%.1f %%), %d proposed where the author wrote none%n",
                name, share.restored(), share.original(), 100 * share.ratio(), share.extra());
        share.misses().forEach(m -> System.out.println("  " + m));
    }

    @Test
    void theFlagshipsAnchorsComeBack() throws IOException {
        Share share = restore(Path.of("."));
        print("flagship", share);
        assertTrue(share.ratio() >= 0.9, share.misses().toString());
    }

    @Test
    void theExamplesAnchorsComeBack() throws IOException {
        Share share = restore(Path.of("examples/union-find"));
        print("example", share);
        assertTrue(share.ratio() >= 0.9, share.misses().toString());
    }

}
