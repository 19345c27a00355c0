package dev.duet.site.javasrc;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.duet.site.diag.Diagnostics;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/** The pages {@link TreeAnalyzer} makes of a small tree, for tests of what its references link to. */
final class AnalysedPages {
    private AnalysedPages() {
    }

    /** Every file's page, by path; the tree must analyse without a problem. */
    static Map<String, SourceFile> of(Map<String, String> files, int threads) throws IOException {
        SortedMap<String, String> sources = new TreeMap<>(files);
        Map<String, SourceFile> pages = new ConcurrentHashMap<>();
        Diagnostics diags = new Diagnostics();
        TreeAnalyzer.analyze(sources, "src", new TreeAnalyzer.Options(threads, List.of(), (s, d, t) -> { }),
                new TreeAnalyzer.PageSink() {
                    @Override
                    public void declarations(JavaProject declared) {
                    }

                    @Override
                    public void page(SourceFile file) {
                        pages.put(file.path(), file);
                    }
                }, diags).orElseThrow();
        assertTrue(diags.sorted().isEmpty(), diags.sorted().toString());
        return pages;
    }
}
