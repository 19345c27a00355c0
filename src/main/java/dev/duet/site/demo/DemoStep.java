package dev.duet.site.demo;

import java.util.List;

/**
 * One step of a demo: a caption in both languages, JShell input, and the output it must print.
 *
 * @param index           1-based position in the demo
 * @param captionZh       the Chinese caption
 * @param captionEn       the English caption
 * @param code            the JShell input, one or more snippets, lines joined with {@code \n}
 * @param codeLine        the file line of the first code line
 * @param expectedLines   the expected output, one entry per line (empty: the step prints nothing)
 * @param expectationLine the file line of the first {@code //=} line, or of the last code line
 *                        when the step expects no output; diagnostics about the output point here
 */
public record DemoStep(int index, String captionZh, String captionEn, String code, int codeLine,
                       List<String> expectedLines, int expectationLine) {

    public DemoStep {
        expectedLines = List.copyOf(expectedLines);
    }

    /** The expected output as one string, lines joined with {@code \n}, no trailing newline. */
    public String expected() {
        return String.join("\n", expectedLines);
    }

    /** The caption in {@code lang} ("zh" or "en"); any other language gets English. */
    public String caption(String lang) {
        return "zh".equals(lang) ? captionZh : captionEn;
    }
}
