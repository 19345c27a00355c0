package dev.duet.site.demo;

import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.util.Collections;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class DemoTranscriptTest {
    private static java.util.Map<String, String> captions(String zh, String en) {
        java.util.Map<String, String> m = new java.util.LinkedHashMap<>();
        m.put("zh", zh);
        m.put("en", en);
        return m;
    }

    private static final DemoStep FIRST = new DemoStep(1, captions("加两次", "Add twice"), "q.add(\"a\");\nq.len()", 6,
            List.of("1"), 8);
    private static final DemoStep SECOND = new DemoStep(2, captions("取出", "Get"), "q.get()", 11, List.of("a"), 12);
    private static final Demo DEMO = new Demo("tiny", "content/demos/tiny.jsh", captions("小例子", "Tiny"), Duration.ofSeconds(1),
            List.of("q"), List.of(FIRST, SECOND));

    @Test
    void printsCaptionCodeOutputAndStateInTheChosenLanguage() {
        DemoRun run = new DemoRun(DEMO, List.of(
                new StepRun(FIRST, "1", StepOutcome.PASSED, null, 0, "{}", "q = queue=[a]", Collections.emptySortedMap()),
                new StepRun(SECOND, "", StepOutcome.NOT_RUN, null, 0, "{}", "", Collections.emptySortedMap())));
        StringWriter out = new StringWriter();
        DemoTranscript.print(run, new PrintWriter(out), "zh");
        assertEquals("""
                == 小例子 (tiny) ==

                [1] 加两次
                jshell> q.add("a");
                   ...> q.len()
                1
                   | q = queue=[a]

                [2] 取出
                jshell> q.get()
                （未运行：前面的步骤失败了）

                有步骤失败。
                """, out.toString().replace(System.lineSeparator(), "\n"));
    }

    @Test
    void showsTheProblemOfAFailedStepInEnglish() {
        DemoRun run = new DemoRun(DEMO, List.of(
                new StepRun(FIRST, "2", StepOutcome.MISMATCH, "step 1 (Add twice) printed:\n  2\nbut the .jsh expects:\n  1", 8,
                        "{}", "", Collections.emptySortedMap())));
        StringWriter out = new StringWriter();
        DemoTranscript.print(run, new PrintWriter(out), "en");
        assertEquals("""
                == Tiny (tiny) ==

                [1] Add twice
                jshell> q.add("a");
                   ...> q.len()
                2
                FAILED: step 1 (Add twice) printed:
                  2
                but the .jsh expects:
                  1

                Some steps failed.
                """, out.toString().replace(System.lineSeparator(), "\n"));
    }
}
