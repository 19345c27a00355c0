package dev.duet.site.demo;

import java.util.List;
import java.util.Map;

/**
 * One step of a demo: a caption in each of the site's languages, JShell input, and the output it must print.
 *
 * @param index           1-based position in the demo
 * @param captions        the caption in each language, in the order of the site's languages
 * @param code            the JShell input, one or more snippets, lines joined with {@code \n}
 * @param codeLine        the file line of the first code line
 * @param expectedLines   the expected output, one entry per line (empty: the step prints nothing)
 * @param expectationLine the file line of the first {@code //=} line, or of the last code line
 *                        when the step expects no output; diagnostics about the output point here
 * @param exercise        the question the reader answers before the step is shown, or null
 * @param throwsType      the exception the step must end with ({@code //! throws: IllegalStateException},
 *                        a simple or qualified class name), or empty when it must not throw
 * @param throwsLine      the file line of that {@code //! throws:}, 0 when there is none
 */
public record DemoStep(int index, Map<String, String> captions, String code, int codeLine,
                       List<String> expectedLines, int expectationLine, DemoExercise exercise,
                       String throwsType, int throwsLine) {

    public DemoStep {
        captions = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(captions));
        expectedLines = List.copyOf(expectedLines);
        java.util.Objects.requireNonNull(throwsType, "throwsType");
    }

    /** A step that must not throw. */
    public DemoStep(int index, Map<String, String> captions, String code, int codeLine,
                    List<String> expectedLines, int expectationLine) {
        this(index, captions, code, codeLine, expectedLines, expectationLine, null, "", 0);
    }

    /** A step that is not asked as a question. */
    public DemoStep(int index, Map<String, String> captions, String code, int codeLine,
                    List<String> expectedLines, int expectationLine, String throwsType, int throwsLine) {
        this(index, captions, code, codeLine, expectedLines, expectationLine, null, throwsType, throwsLine);
    }

    /**
     * Whether {@code thrown} (JShell's or the browser build's {@code Class: message}, or a class name
     * alone) is the exception this step declares: the same class, named simply or in full.
     */
    public boolean throwsAsDeclared(String thrown) {
        if (throwsType.isEmpty() || thrown == null) {
            return false;
        }
        String className = thrown.contains(": ") ? thrown.substring(0, thrown.indexOf(": ")) : thrown.strip();
        return className.equals(throwsType) || className.endsWith("." + throwsType) || className.endsWith("$" + throwsType);
    }

    /** How the page shows the exception a step threw as declared: like output, {@code Simple: message}. */
    public static String shownException(String thrown) {
        String className = thrown.contains(": ") ? thrown.substring(0, thrown.indexOf(": ")) : thrown.strip();
        String rest = thrown.contains(": ") ? thrown.substring(thrown.indexOf(": ")) : "";
        return className.substring(Math.max(className.lastIndexOf('.'), className.lastIndexOf('$')) + 1) + rest;
    }

    /** The expected output as one string, lines joined with {@code \n}, no trailing newline. */
    public String expected() {
        return String.join("\n", expectedLines);
    }

    /** The caption in {@code lang}, or in the first language that has one. */
    public String caption(String lang) {
        String c = captions.get(lang);
        return c != null ? c : label();
    }

    /**
     * The caption diagnostics quote: English when the demo has it (diagnostics are in English),
     * else the first language's.
     */
    public String label() {
        String en = captions.get("en");
        return en != null ? en : captions.values().stream().findFirst().orElse("step " + index);
    }
}
