package dev.duet.site.demo;

import java.io.PrintWriter;

/**
 * Prints a demo run as plain text for a terminal ({@code duet demo <id>}): for each step its
 * caption, its code as typed at a {@code jshell>} prompt, what it printed, the state after it, and
 * the lines of the author's code it executed, as {@code File.java:LINE}.
 */
public final class DemoTranscript {
    private DemoTranscript() {
    }

    /** Writes {@code run} with captions in language {@code lang} and flushes {@code out}. */
    public static void print(DemoRun run, PrintWriter out, String lang) {
        Demo demo = run.demo();
        out.println("== " + demo.title(lang) + " (" + demo.id() + ") ==");
        for (StepRun step : run.steps()) {
            out.println();
            out.println("[" + step.index() + "] " + step.step().caption(lang));
            String prompt = "jshell> ";
            for (String line : step.code().split("\n", -1)) {
                out.println(prompt + line);
                prompt = "   ...> ";
            }
            if (step.outcome() == StepOutcome.NOT_RUN) {
                out.println(label(lang, "(not run: an earlier step failed)", "（未运行：前面的步骤失败了）"));
                continue;
            }
            if (!step.actual().isEmpty()) {
                out.println(step.actual());
            }
            if (step.problem() != null) {
                out.println(label(lang, "FAILED: ", "失败：") + step.problem());
            }
            if (!step.stateText().isEmpty()) {
                for (String line : step.stateText().split("\n")) {
                    out.println("   | " + line);
                }
            }
            executed(step, out, lang);
        }
        out.println();
        out.println(run.passed() ? label(lang, "All steps passed.", "全部步骤通过。")
                : label(lang, "Some steps failed.", "有步骤失败。"));
        out.flush();
    }

    /** The executed lines, a few per output line, each as {@code File.java:LINE}. */
    private static void executed(StepRun step, PrintWriter out, String lang) {
        java.util.List<String> lines = new java.util.ArrayList<>();
        step.executedLines().forEach((file, numbers) -> {
            String name = file.substring(file.lastIndexOf('/') + 1);
            numbers.forEach(n -> lines.add(name + ":" + n));
        });
        if (lines.isEmpty()) {
            return;
        }
        String head = label(lang, "   executed: ", "   执行的行：");
        for (int i = 0; i < lines.size(); i += 8) {
            out.println((i == 0 ? head : " ".repeat(head.length())) + String.join(" ", lines.subList(i, Math.min(lines.size(), i + 8))));
        }
    }

    private static String label(String lang, String en, String zh) {
        return lang.equals("zh") || lang.startsWith("zh-") ? zh : en;
    }
}
