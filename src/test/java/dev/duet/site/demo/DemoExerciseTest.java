package dev.duet.site.demo;

import dev.duet.site.diag.Diagnostic;
import dev.duet.site.diag.Diagnostics;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A step asked as a question: its {@code //! ask...} lines, how they are read, and what is refused. */
class DemoExerciseTest {
    private static final List<String> LANGUAGES = List.of("zh", "en");
    private static final String HEADER = """
            //! title.zh: 标题
            //! title.en: Title
            //! timeout: 2s
            //! state: q

            //# zh: 放入 a。
            //# en: Add a.
            q.add("a");

            //# zh: 再放一次。
            //# en: Add it again.
            """;

    private static List<String> errors(String text) {
        Diagnostics diags = new Diagnostics();
        Optional<Demo> demo = DemoLoader.parse("content/demos/asked.jsh", text, LANGUAGES, diags);
        assertTrue(demo.isEmpty(), "a malformed demo yields no demo");
        return diags.sorted().stream().map(Diagnostic::toString).toList();
    }

    @Test
    void aStepAskedAsAQuestionCarriesItsExercise() {
        Diagnostics diags = new Diagnostics();
        Demo demo = DemoLoader.parse("content/demos/asked.jsh", HEADER + """
                //! ask.zh: len() 返回多少？
                //! ask.en: What does len() return?
                //! predict: output
                //! choices: 1 | 2
                //! answer: 1
                //! explain.zh: a 已经是 dirty。
                //! explain.en: a is already dirty.
                q.add("a");
                q.len()
                //= 1
                """, LANGUAGES, diags).orElseThrow();
        assertEquals(List.of(), diags.sorted());
        assertNull(demo.steps().get(0).exercise());
        DemoExercise e = demo.steps().get(1).exercise();
        assertEquals("What does len() return?", e.question("en"));
        assertEquals("a 已经是 dirty。", e.explanation("zh"));
        assertEquals(List.of("1", "2"), e.choices());
        assertEquals("1", e.answer());
        assertEquals("output", e.predict());
        assertEquals(12, e.line());
        assertEquals(16, e.answerLine());
        assertEquals("q.add(\"a\");\nq.len()", demo.steps().get(1).code(), "exercise lines are not code");
    }

    @Test
    void whatAnExerciseLacksOrGetsWrongIsLocated() {
        assertEquals(List.of(
                "content/demos/asked.jsh:12:1: error: the exercise of step 2 needs //! explain.zh: ..., //! answer: ...",
                "content/demos/asked.jsh:13:5: error: predict must be 'output', 'output:N' (the N-th line printed) or a"
                        + " state path such as 'q.dirty' or 'q.queue.size', not 'the queue'"),
                errors(HEADER + """
                        //! ask.zh: 问题
                        //! predict: the queue
                        //! ask.en: Question?
                        //! explain.en: Why.
                        q.len()
                        //= 1
                        """));
        assertEquals(List.of("content/demos/asked.jsh:16:1: error: the answer '3' is not one of the choices on line 14"),
                errors(HEADER + """
                        //! ask.zh: 问题
                        //! ask.en: Question?
                        //! choices: 1 | 2
                        //! explain.zh: 因为。
                        //! answer: 3
                        //! explain.en: Why.
                        q.len()
                        //= 1
                        """));
        assertEquals(List.of("content/demos/asked.jsh:17:5: error: exercise lines (//! explain.en) go between step 2's"
                        + " captions and its code"),
                errors(HEADER + """
                        //! ask.zh: 问题
                        //! ask.en: Question?
                        //! answer: 1
                        //! explain.zh: 因为。
                        q.len()
                        //! explain.en: Why.
                        //= 1
                        """));
    }

    @Test
    void theValueAStepShowsIsReadFromItsOutputOrItsState() {
        String state = "{\"q\":{\"queue\":[\"a\",\"b\"],\"dirty\":[\"a\",\"b\"],\"shuttingDown\":false,\"wait\":3.0}}";
        assertEquals("GetResult[item=a, shutdown=false]\n1", ExerciseTarget.shown("output", 4, "GetResult[item=a, shutdown=false]\n1", state).value());
        assertEquals("1", ExerciseTarget.shown("output:2", 4, "x\n1", state).value());
        assertEquals("[a, b]", ExerciseTarget.shown("q.queue", 4, "", state).value());
        assertEquals("2", ExerciseTarget.shown("q.dirty.size", 4, "", state).value());
        assertEquals("false", ExerciseTarget.shown("q.shuttingDown", 4, "", state).value());
        assertEquals("3", ExerciseTarget.shown("q.wait", 4, "", state).value(), "a number as JavaScript prints it");
        assertEquals("step 4 prints 2 lines, so it has no line 3 to predict",
                ExerciseTarget.shown("output:3", 4, "x\n1", state).problem());
        assertEquals("the state recorded after step 4 has no 'q.len' (it has q.queue, q.dirty, q.shuttingDown, q.wait)",
                ExerciseTarget.shown("q.len", 4, "", state).problem());
        assertEquals("'q.queue' is an object in the state recorded after step 4; predict one of its fields",
                ExerciseTarget.shown("q.queue", 4, "", "{\"q\":{\"queue\":{}}}").problem());
        // What a reader types is compared loosely: quotes, brackets, spacing and case do not matter.
        assertEquals(ExerciseTarget.normalize("[a, b]"), ExerciseTarget.normalize(" a,b "));
        assertEquals(ExerciseTarget.normalize("\"a and a\""), ExerciseTarget.normalize("A  and a"));
    }
}
