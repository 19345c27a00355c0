package dev.duet.site.demo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.duet.site.diag.Diagnostics;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** {@code //! throws:}: a step that ends with the exception it declares passes and shows it like output. */
class ExpectedExceptionTest {
    private static DemoRunner runner;

    @BeforeAll
    static void start() {
        runner = new DemoRunner(DemoRunner.Options.forThisJvm());
    }

    @AfterAll
    static void stop() {
        runner.close();
    }

    private static DemoRun run(String throwsLine, String thrown) {
        Diagnostics diags = new Diagnostics();
        Demo demo = DemoLoader.parse("content/demos/t.jsh", "//! title.en: Test\n//! timeout: 5s\n\n"
                + "//# en: Take from an empty list.\n"
                + "var items = new java.util.ArrayList<String>();\n"
                + "System.out.println(\"taking\");\n"
                + thrown + "\n"
                + throwsLine
                + "//= taking\n\n"
                + "//# en: The demo goes on.\n"
                + "items.size()\n//= 0\n", List.of("en"), diags).orElseThrow(() -> new AssertionError(diags.sorted()));
        return runner.run(demo);
    }

    private static List<String> problems(DemoRun run) {
        return run.diagnostics().stream().map(Object::toString).toList();
    }

    @Test
    void theDeclaredExceptionEndsTheStepAndIsShownAfterItsOutput() {
        DemoRun run = run("//! throws: IllegalStateException\n", "if (items.isEmpty()) throw new IllegalStateException(\"empty\");");
        assertEquals(List.of(), problems(run));
        assertEquals("taking\nIllegalStateException: empty", run.steps().get(0).actual());
        assertTrue(run.steps().get(1).passed());
        assertTrue(run("//! throws: java.lang.IllegalStateException\n",
                "if (items.isEmpty()) throw new IllegalStateException(\"empty\");").passed(), "a qualified name works too");
    }

    @Test
    void anotherExceptionOrNoneIsAnErrorAtTheThrowsLine() {
        assertEquals(List.of("content/demos/t.jsh:8:1: error: step 1 (Take from an empty list.) threw "
                + "java.util.NoSuchElementException, but the .jsh declares '//! throws: IllegalStateException'"),
                problems(run("//! throws: IllegalStateException\n", "items.iterator().next();")));
        assertEquals(List.of("content/demos/t.jsh:8:1: error: step 1 (Take from an empty list.) threw nothing, "
                + "but the .jsh declares '//! throws: IllegalStateException'"),
                problems(run("//! throws: IllegalStateException\n", "items.size();")));
    }

    @Test
    void aStepThatThrowsWithoutDeclaringItStillFails() {
        assertEquals(List.of("content/demos/t.jsh:7:1: error: step 1 (Take from an empty list.) threw "
                + "java.lang.IllegalStateException: empty"),
                problems(run("", "if (items.isEmpty()) throw new IllegalStateException(\"empty\");")));
    }

    @Test
    void aThrowsLineBeforeTheCodeOrMalformedIsLocated() {
        Diagnostics diags = new Diagnostics();
        DemoLoader.parse("content/demos/t.jsh", "//! title.en: T\n//! timeout: 1s\n//! throws: IllegalStateException\n"
                + "//# en: one\n1\n//! throws: not a class\n//= 1\n", List.of("en"), diags);
        assertEquals(List.of("content/demos/t.jsh:3:5: error: '//! throws:' follows the code of the step that throws",
                "content/demos/t.jsh:6:13: error: '//! throws:' names an exception class, such as IllegalStateException "
                        + "or java.io.IOException, not 'not a class'"), diags.sorted().stream().map(Object::toString).toList());
    }
}
