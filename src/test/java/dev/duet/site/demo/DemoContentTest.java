package dev.duet.site.demo;

import dev.duet.site.diag.Diagnostic;
import dev.duet.site.diag.Diagnostics;
import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every demo in content/demos parses and passes against the real port, in one JVM. */
class DemoContentTest {
    @Test
    void everyBundledDemoPasses() {
        Diagnostics diags = new Diagnostics();
        List<Demo> demos = DemoLoader.loadAll(Path.of("."), diags);
        assertEquals(List.of(), diags.sorted().stream().map(Diagnostic::toString).toList());
        assertTrue(demos.size() >= 12, "found " + demos.size() + " demos");
        List<String> problems = new ArrayList<>();
        StringWriter transcripts = new StringWriter();
        long start = System.nanoTime();
        try (DemoRunner runner = new DemoRunner(DemoRunner.Options.forThisJvm())) {
            for (Demo demo : demos) {
                long t0 = System.nanoTime();
                DemoRun run = runner.run(demo);
                System.out.printf("%s: %d ms%n", demo.id(), (System.nanoTime() - t0) / 1_000_000);
                run.diagnostics().forEach(d -> problems.add(d.toString()));
                if (!run.passed()) {
                    DemoTranscript.print(run, new PrintWriter(transcripts), "en");
                }
            }
        }
        System.out.printf("ran %d demos in %d ms%n", demos.size(), (System.nanoTime() - start) / 1_000_000);
        assertEquals(List.of(), problems, transcripts::toString);
    }
}
