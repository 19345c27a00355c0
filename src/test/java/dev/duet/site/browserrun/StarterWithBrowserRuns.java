package dev.duet.site.browserrun;

import dev.duet.site.cli.Main;
import dev.duet.site.init.StarterProject;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** A `duet init` project with browserRuns: true, changed by the test, and built with the CLI. */
public final class StarterWithBrowserRuns {
    public record Run(int exit, String out, String err) {
    }

    private final Path root;

    public StarterWithBrowserRuns(Path root) throws IOException {
        this.root = root;
        StarterProject.write(root, List.of("en", "zh"));
        Path manifest = root.resolve("content/site.yaml");
        Files.writeString(manifest, Files.readString(manifest) + "\nbrowserRuns: true\n");
    }

    public Path root() {
        return root;
    }

    /** Appends a step to the starter's demo. */
    public StarterWithBrowserRuns step(String en, String zh, String code, String... expected) throws IOException {
        StringBuilder step = new StringBuilder("\n//# en: ").append(en).append("\n//# zh: ").append(zh).append('\n')
                .append(code).append('\n');
        for (String line : expected) {
            step.append("//= ").append(line).append('\n');
        }
        Path demo = root.resolve("content/demos/push-pop.jsh");
        Files.writeString(demo, Files.readString(demo, StandardCharsets.UTF_8) + step, StandardCharsets.UTF_8);
        return this;
    }

    /** The demo file's lines, to find where a step landed. */
    public List<String> demoLines() throws IOException {
        return Files.readAllLines(root.resolve("content/demos/push-pop.jsh"));
    }

    public Run build() {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = Main.run(new String[] {"build", "--root", root.toString()}, new PrintWriter(out, true),
                new PrintWriter(err, true));
        return new Run(exit, out.toString(), err.toString());
    }
}
