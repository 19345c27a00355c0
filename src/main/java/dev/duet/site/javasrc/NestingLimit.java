package dev.duet.site.javasrc;

import java.util.Optional;

/**
 * How deeply a Java source may nest brackets before Duet hands it to javac, JavaParser or the
 * symbol solver. All three recurse once (or several times) per level of nesting, so a hostile
 * file of 20,000 nested parentheses overflows their stacks, and a class nested 50,000 deep fills
 * the heap before it fails. A cheap scan of the text finds such a file first and reports it where
 * the limit is crossed, so no parser ever sees it.
 *
 * <p>The scan counts {@code (}, {@code [} and {@code {} together, outside comments and string,
 * text block and character literals, after Unicode escapes are decoded as javac decodes them
 * ({@code \u0028} is a parenthesis to javac). The deepest nesting in the JDK's own {@code java.base}
 * sources (and of the whole JDK's) is {@value #DEEPEST_IN_JAVA_BASE}; the limit is more than ten times that.
 */
public final class NestingLimit {
    /** The deepest nesting of {@code (}, {@code [} and {@code {} in the JDK 25 sources (all 15,224 files of src.zip, java.base's 3,400 among them), as this scan counts it. */
    static final int DEEPEST_IN_JAVA_BASE = 17;

    /** Deeper than this is refused. javac, JavaParser and the solver pass it on the threads Duet runs them on. */
    public static final int MAX_DEPTH = 200;

    private NestingLimit() {
    }

    /** Where a file crosses the limit: the bracket that opens level {@code MAX_DEPTH + 1}, 1-based. */
    public record TooDeep(int line, int column, char bracket) {
        /** The diagnostic's text. */
        public String message() {
            String what = bracket == '{' ? "code nested too deeply" : "expression nested too deeply";
            return what + " (more than " + MAX_DEPTH + " levels of (, [ and { inside one another)";
        }
    }

    /**
     * The last resort, for nesting the scan does not count (300,000 {@code ~} in a row nest too,
     * without a bracket): what a parser or the solver that ran out of stack on a file reports. The
     * place of the overflow is not known, so the file is named at its start.
     */
    public static dev.duet.site.diag.Diagnostic stackRanOut(String path) {
        return dev.duet.site.diag.Diagnostic.error(path, 1, 1, "code nested too deeply for Duet to analyse"
                + " (the compiler, the parser or the symbol solver ran out of stack in this file)");
    }

    /** The first place {@code text} nests deeper than {@link #MAX_DEPTH}, if it does. */
    public static Optional<TooDeep> check(String text) {
        Scan scan = new Scan(text, MAX_DEPTH);
        scan.run();
        if (scan.tooDeepAt < 0) {
            return Optional.empty();
        }
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < scan.tooDeepAt; i++) {
            char c = text.charAt(i);
            if (c == '\n' || (c == '\r' && (i + 1 >= text.length() || text.charAt(i + 1) != '\n'))) {
                line++;
                lineStart = i + 1;
            }
        }
        return Optional.of(new TooDeep(line, scan.tooDeepAt - lineStart + 1, scan.tooDeepBracket));
    }

    /** The deepest nesting in {@code text} (how the figure in the class comment was measured). */
    static int deepest(String text) {
        Scan scan = new Scan(text, Integer.MAX_VALUE);
        scan.run();
        return scan.deepest;
    }

    /** One pass over the text, character by character, Unicode escapes decoded. */
    private static final class Scan {
        private final String text;
        private final int limit;
        private int pos;
        /** Where the last character {@link #next()} returned starts in the raw text. */
        private int start;
        /** Backslashes just before {@link #pos} in the raw text: a backslash after an odd number starts no escape. */
        private int backslashes;
        int deepest;
        int tooDeepAt = -1;
        char tooDeepBracket;

        Scan(String text, int limit) {
            this.text = text;
            this.limit = limit;
        }

        /** The next character as javac sees it, or -1 at the end. */
        private int next() {
            if (pos >= text.length()) {
                return -1;
            }
            start = pos;
            char c = text.charAt(pos++);
            if (c == '\\' && backslashes % 2 == 0 && pos < text.length() && text.charAt(pos) == 'u') {
                int p = pos;
                while (p < text.length() && text.charAt(p) == 'u') {
                    p++;
                }
                if (p + 4 <= text.length()) {
                    try {
                        int decoded = Integer.parseInt(text, p, p + 4, 16);
                        pos = p + 4;
                        backslashes = 0;
                        return decoded;
                    } catch (NumberFormatException e) {
                        // not an escape: javac reports it; here it is a plain backslash
                    }
                }
            }
            backslashes = c == '\\' ? backslashes + 1 : 0;
            return c;
        }

        /** The next character without consuming it. */
        private int peek() {
            int savedPos = pos;
            int savedStart = start;
            int savedBackslashes = backslashes;
            int c = next();
            pos = savedPos;
            start = savedStart;
            backslashes = savedBackslashes;
            return c;
        }

        void run() {
            int depth = 0;
            for (int c = next(); c >= 0; c = next()) {
                switch (c) {
                    case '(', '[', '{' -> {
                        depth++;
                        deepest = Math.max(deepest, depth);
                        if (depth > limit) {
                            tooDeepAt = start;
                            tooDeepBracket = (char) c;
                            return;
                        }
                    }
                    case ')', ']', '}' -> depth = Math.max(0, depth - 1);
                    case '/' -> {
                        int after = peek();
                        if (after == '/') {
                            skipLine();
                        } else if (after == '*') {
                            next();
                            skipBlockComment();
                        }
                    }
                    case '"' -> {
                        if (peek() == '"') {
                            next();
                            if (peek() == '"') {
                                next();
                                skipTextBlock();
                            } // else the empty string ""
                        } else {
                            skipQuoted('"');
                        }
                    }
                    case '\'' -> skipQuoted('\'');
                    default -> {
                    }
                }
            }
        }

        private void skipLine() {
            for (int c = next(); c >= 0 && c != '\n' && c != '\r'; c = next()) {
                // the comment's text
            }
        }

        private void skipBlockComment() {
            int previous = 0;
            for (int c = next(); c >= 0; c = next()) {
                if (previous == '*' && c == '/') {
                    return;
                }
                previous = c;
            }
        }

        /** A string or character literal; it ends at its quote, or (unterminated) at the line's end. */
        private void skipQuoted(char quote) {
            for (int c = next(); c >= 0 && c != '\n' && c != '\r'; c = next()) {
                if (c == '\\') {
                    next();
                } else if (c == quote) {
                    return;
                }
            }
        }

        private void skipTextBlock() {
            int quotes = 0;
            for (int c = next(); c >= 0; c = next()) {
                if (c == '\\') {
                    next();
                    quotes = 0;
                } else if (c == '"') {
                    if (++quotes == 3) {
                        return;
                    }
                } else {
                    quotes = 0;
                }
            }
        }
    }
}
