package dev.duet.site.demo;

import dev.duet.site.diag.Diagnostic;
import dev.duet.site.diag.Diagnostics;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DemoLoaderTest {
    /** The site's languages, from site.yaml. */
    private static final List<String> LANGUAGES = List.of("zh", "en");

    private static final String HEADER = """
            //! title.zh: 标题
            //! title.en: Title
            //! timeout: 1500ms
            //! state: q, w
            """;

    private static List<String> errors(String text) {
        Diagnostics diags = new Diagnostics();
        Optional<Demo> demo = DemoLoader.parse("content/demos/broken.jsh", text, LANGUAGES, diags);
        assertTrue(demo.isEmpty(), "a malformed demo yields no demo");
        return diags.sorted().stream().map(Diagnostic::toString).toList();
    }

    @Test
    void parsesHeaderStepsCodeAndExpectations() {
        String text = HEADER + """

                //# zh: 第一步
                //# en: Step one
                var q = 1;
                // an ordinary comment is code
                q + 1

                //= 2
                //=
                //=  indented

                //# en: Step two
                //# zh: 第二步
                q++;
                """;
        Diagnostics diags = new Diagnostics();
        Demo demo = DemoLoader.parse("content/demos/ok-demo.jsh", text, LANGUAGES, diags).orElseThrow();
        assertEquals("ok-demo", demo.id());
        assertEquals("标题", demo.title("zh"));
        assertEquals(Duration.ofMillis(1500), demo.stepTimeLimit());
        assertEquals(List.of("q", "w"), demo.stateVariables());
        assertEquals(2, demo.steps().size());
        DemoStep first = demo.steps().get(0);
        assertEquals("var q = 1;\n// an ordinary comment is code\nq + 1", first.code());
        assertEquals(8, first.codeLine());
        assertEquals(List.of("2", "", " indented"), first.expectedLines());
        assertEquals(12, first.expectationLine());
        DemoStep second = demo.steps().get(1);
        assertEquals("Step two", second.caption("en"));
        assertEquals(List.of(), second.expectedLines());
        assertEquals(18, second.expectationLine(), "without //= lines, output diagnostics point at the last code line");
    }

    @Test
    void missingEnglishCaptionIsReportedAtTheStep() {
        List<String> errors = errors(HEADER + "\n//# zh: 只有中文\nvar q = 1;\n");
        assertEquals(List.of("content/demos/broken.jsh:6:1: error: step 1 has no en caption ('//# en: ...')"), errors);
    }

    @Test
    void missingHeaderAndUnknownKeyAreReported() {
        List<String> errors = errors("""
                //! title.zh: 标题
                //! colour: red
                //# zh: 一
                //# en: one
                int a = 1;
                """);
        assertEquals(List.of(
                "content/demos/broken.jsh:1:1: error: missing header '//! timeout: ...'",
                "content/demos/broken.jsh:1:1: error: missing header '//! title.en: ...'",
                "content/demos/broken.jsh:2:5: error: unknown header key 'colour' (known: title.zh, title.en, timeout, state)"),
                errors);
    }

    @Test
    void aDemoWithoutStateShowsNoStateAndNeedsNoHeaderForIt() {
        Diagnostics diags = new Diagnostics();
        Optional<Demo> demo = DemoLoader.parse("content/demos/no-state.jsh", """
                //! title.zh: 标题
                //! title.en: Title
                //! timeout: 1s

                //# zh: 一
                //# en: one
                1 + 1
                //= 2
                """, LANGUAGES, diags);
        assertEquals(List.of(), diags.sorted().stream().map(Object::toString).toList());
        assertEquals(List.of(), demo.orElseThrow().stateVariables());
    }

    @Test
    void aMistypedOrRepeatedHeaderKeyIsNamedWithTheKeyItMeant() {
        List<String> errors = errors("""
                //! title.zh: 标题
                //!  titel.en: Title
                //! timeout: 2s
                //! state: q
                //! timeout: 3s
                //# zh: 一
                //# en: one
                int a = 1;
                """);
        // The missing title.en is the typo itself, so it is not reported a second time.
        assertEquals(List.of(
                "content/demos/broken.jsh:2:6: error: unknown header key 'titel.en'; did you mean 'title.en'?",
                "content/demos/broken.jsh:5:5: error: header key 'timeout' is given twice (first on line 3)"),
                errors);
    }

    @Test
    void codeAfterExpectedOutputAndOutputBeforeCodeAreReported() {
        List<String> errors = errors(HEADER + """
                //# zh: 一
                //# en: one
                //= too early
                int a = 1;
                //= 1
                a++;
                """);
        assertEquals(List.of(
                "content/demos/broken.jsh:7:1: error: expected output (//=) must follow a step's code",
                "content/demos/broken.jsh:10:1: error: code after the expected output of step 1; start a new step"
                        + " with a caption per language, e.g. '//# zh: ...'"), errors);
    }

    @Test
    void badTimeoutStateAndCodeBeforeTheFirstStepAreReported() {
        List<String> errors = errors("""
                //! title.zh: 标题
                //! title.en: Title
                //! timeout: forever
                //! state: q-1
                int stray = 0;
                //# zh: 一
                //# en: one
                int a = 1;
                """);
        assertEquals(List.of(
                "content/demos/broken.jsh:3:1: error: timeout must be like 500ms or 2s, above 0 and at most 60s",
                "content/demos/broken.jsh:4:1: error: state must list JShell variable names separated by commas, not 'q-1'",
                "content/demos/broken.jsh:5:1: error: code before the first step; start a step with a caption per"
                        + " language, e.g. '//# zh: ...'"), errors);
    }

    @Test
    void stepWithoutCodeIsReported() {
        List<String> errors = errors(HEADER + "//# zh: 一\n//# en: one\n\n//# zh: 二\n//# en: two\nint b;\n");
        assertEquals(List.of("content/demos/broken.jsh:5:1: error: step 1 has no code"), errors);
    }

    @Test
    void titlesAndCaptionsAreKeyedByTheSitesLanguages() {
        Diagnostics diags = new Diagnostics();
        Demo demo = DemoLoader.parse("content/demos/ok-demo.jsh", """
                //! title.en: Title
                //! title.pt-BR: Título
                //! timeout: 1s
                //! state: q
                //# pt-BR: Passo um
                //# en: Step one
                var q = 1;
                """, List.of("en", "pt-BR"), diags).orElseThrow(() -> new AssertionError(diags.sorted()));
        assertEquals("Título", demo.title("pt-BR"));
        assertEquals(List.of("en", "pt-BR"), List.copyOf(demo.steps().get(0).captions().keySet()),
                "captions in the order of the site's languages");
        assertEquals("Passo um", demo.steps().get(0).caption("pt-BR"));
    }

    @Test
    void aTitleOrCaptionInAnUndeclaredLanguageIsLocated() {
        List<String> errors = errors(HEADER + "//! title.fr: Titre\n//# zh: 一\n//# en: one\n//# fr: un\nint a = 1;\n");
        assertEquals(List.of(
                "content/demos/broken.jsh:5:5: error: title in 'fr', which is not one of the site's languages [zh, en]"
                        + " (languages: in content/site.yaml)",
                "content/demos/broken.jsh:8:1: error: caption in 'fr', which is not one of the site's languages [zh, en]"
                        + " (languages: in content/site.yaml)"), errors);
    }

    /** The page's editor under serve takes a bare snippet; a file does not. */
    @Test
    void anEditedDemoMayBeABareSnippetAndCodeWithoutACaptionStartsAStep() {
        String text = """
                // a comment before any code
                int x = 1;
                x
                //= 1
                x + 1
                //= 2
                """;
        Diagnostics diags = new Diagnostics();
        Demo demo = DemoLoader.parseLive("content/demos/edited.jsh", text, diags).orElseThrow(
                () -> new AssertionError(diags.sorted()));
        assertEquals(2, demo.steps().size());
        assertEquals("int x = 1;\nx", demo.steps().get(0).code());
        assertEquals(2, demo.steps().get(0).codeLine());
        assertEquals("x + 1", demo.steps().get(1).code());
        assertEquals(5, demo.steps().get(1).codeLine());
        assertEquals("2", demo.steps().get(1).expected());
        assertEquals(Duration.ofSeconds(60), demo.stepTimeLimit(), "the server's wall clock decides");
        assertEquals(List.of(), demo.stateVariables());
        assertTrue(errors(text).contains("content/demos/broken.jsh:2:1: error: code before the first step; start a step"
                + " with a caption per language, e.g. '//# zh: ...'"), "a file still needs its header and captions");
    }

    @Test
    void anEditedDemoStillReportsWhatCannotBeRead() {
        Diagnostics diags = new Diagnostics();
        assertTrue(DemoLoader.parseLive("content/demos/edited.jsh", "//! timeout: soon\nint x = 1;\n", diags)
                .isEmpty());
        assertEquals(List.of("content/demos/edited.jsh:1:1: error: timeout must be like 500ms or 2s, above 0 and at most 60s"),
                diags.sorted().stream().map(Diagnostic::toString).toList());
    }

    /** Each problem an edited demo can have comes with a UI message key, so the page can word it. */
    @Test
    void anEditedDemosProblemsHaveMessageKeys() {
        Diagnostics diags = new Diagnostics();
        List<DemoLoader.Problem> keyed = new java.util.ArrayList<>();
        String text = "//! timeout: 2s\n//! timeout: 3s\n//! stat: q\n//# en:\nint x = 1;\n//# en: two\n//= 1\n";
        assertTrue(DemoLoader.parseLive("content/demos/edited.jsh", text, diags, keyed).isEmpty());
        assertEquals(List.of("2:5 demo.header-twice [timeout, 1]", "3:5 demo.unknown-header [stat]",
                        "4:1 demo.empty-caption [en, 1]", "6:1 demo.step-without-code [2]",
                        "7:1 demo.expectation-without-code []"),
                keyed.stream().map(p -> p.line() + ":" + p.column() + " " + p.key() + " " + p.args()).sorted().toList());
        assertEquals(keyed.size(), diags.sorted().size(), "every problem has its key: " + diags.sorted());
    }
}
