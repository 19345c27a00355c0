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
 *
 * <p>Syntax trees nest without brackets too, and the scan counts those shapes into the same depth:
 * type arguments ({@code List<List<...>>}: a {@code <} that is not a comparison or shift opens a
 * level until its {@code >}; an operator that ends a comparison, {@code ;} or a bracket drops what a
 * comparison left open), and statements inside one another without braces ({@code if (a) if (b)
 * ...}: {@code if}, {@code else}, {@code for}, {@code while} and {@code do} each open a level until
 * the statement's {@code ;} or block). A chain of calls or field accesses ({@code a.b().b()...}) is a
 * left-deep tree as long as the chain, so more than {@value #MAX_CHAIN} dots in one expression at
 * one level are refused as well.
 */
public final class NestingLimit {
    /** The deepest nesting of {@code (}, {@code [} and {@code {} in the JDK 25 sources (all 15,224 files of src.zip, java.base's 3,400 among them), as this scan counts it. */
    static final int DEEPEST_IN_JAVA_BASE = 17;

    /** Deeper than this is refused. javac, JavaParser and the solver pass it on the threads Duet runs them on. */
    public static final int MAX_DEPTH = 200;

    /** Dots in one expression at one level of brackets; a long builder chain in real code has a few hundred. */
    public static final int MAX_CHAIN = 1_000;

    private NestingLimit() {
    }

    /**
     * Where a file crosses the limit, 1-based: the bracket that opens level {@code MAX_DEPTH + 1}
     * ({@code <} for type arguments, {@code i} for a statement keyword), or the dot that makes a chain
     * longer than {@link #MAX_CHAIN}.
     */
    public record TooDeep(int line, int column, char bracket) {
        /** The diagnostic's text. */
        public String message() {
            return switch (bracket) {
                case '.' -> "expression nested too deeply (a chain of more than " + MAX_CHAIN
                        + " calls or field accesses, each one a level of the syntax tree)";
                case '<' -> "type nested too deeply (more than " + MAX_DEPTH
                        + " levels of (, [, { and type arguments inside one another)";
                case 'i' -> "code nested too deeply (more than " + MAX_DEPTH
                        + " levels of (, [, { and statements without braces inside one another)";
                case '{' -> "code nested too deeply (more than " + MAX_DEPTH + " levels of (, [ and { inside one another)";
                default -> "expression nested too deeply (more than " + MAX_DEPTH
                        + " levels of (, [ and { inside one another)";
            };
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
        Scan scan = new Scan(text, MAX_DEPTH, MAX_CHAIN);
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
        Scan scan = new Scan(text, Integer.MAX_VALUE, Integer.MAX_VALUE);
        scan.run();
        return scan.deepest;
    }

    /** One pass over the text, character by character, Unicode escapes decoded. */
    private static final class Scan {
        private static final java.util.Set<String> STATEMENTS = java.util.Set.of("if", "else", "for", "while", "do");
        private final String text;
        private final int limit;
        private final int chainLimit;
        /** Per open level of brackets (0: the file's top): type arguments, braceless statements, dots open there. */
        private int[] angles = new int[16];
        private int[] statements = new int[16];
        private int[] dots = new int[16];
        /** The sum of {@link #angles} and {@link #statements} over the open levels: depth without brackets. */
        private int unbracketed;
        /** The part of {@link #unbracketed} that is statements (the rest is type arguments). */
        private int statementsOpen;
        private int previous;
        /** The last character before this one that is not white space. */
        private int significant;
        private int pos;
        /** Where the last character {@link #next()} returned starts in the raw text. */
        private int start;
        /** Backslashes just before {@link #pos} in the raw text: a backslash after an odd number starts no escape. */
        private int backslashes;
        int deepest;
        int tooDeepAt = -1;
        char tooDeepBracket;

        Scan(String text, int limit, int chainLimit) {
            this.text = text;
            this.limit = limit;
            this.chainLimit = chainLimit;
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

        /** Whether level {@code depth} is now deeper than the limit; if so, where is recorded. */
        private boolean opened(int depth, int at, char what) {
            deepest = Math.max(deepest, depth + unbracketed);
            if (depth + unbracketed > limit) {
                tooDeepAt = at;
                // Named by what made it deep: a bracket inside 150 braceless ifs is the ifs' fault.
                tooDeepBracket = unbracketed == 0 ? what : statementsOpen * 2 >= unbracketed ? 'i' : '<';
                return true;
            }
            return false;
        }

        /** Ends what is open without brackets at {@code level}: its type arguments, and with {@code alsoStatements} its statements. */
        private void close(int level, boolean alsoStatements) {
            unbracketed -= angles[level];
            angles[level] = 0;
            if (alsoStatements) {
                unbracketed -= statements[level];
                statementsOpen -= statements[level];
                statements[level] = 0;
                dots[level] = 0;
            }
        }

        void run() {
            int depth = 0;
            for (int c = next(); c >= 0; previous = c, significant = Character.isWhitespace(c) ? significant : c,
                    c = next()) {
                if (depth + 1 >= angles.length) {
                    angles = java.util.Arrays.copyOf(angles, angles.length * 2);
                    statements = java.util.Arrays.copyOf(statements, statements.length * 2);
                    dots = java.util.Arrays.copyOf(dots, dots.length * 2);
                }
                if (Character.isJavaIdentifierStart(c)) {
                    int at = start;
                    StringBuilder word = new StringBuilder().appendCodePoint(c);
                    for (int p = peek(); p >= 0 && Character.isJavaIdentifierPart(p); p = peek()) {
                        word.appendCodePoint(next());
                    }
                    if (STATEMENTS.contains(word.toString())) {
                        statements[depth]++;
                        unbracketed++;
                        statementsOpen++;
                        if (opened(depth, at, 'i')) {
                            return;
                        }
                    }
                    continue;
                }
                switch (c) {
                    case '(', '[', '{' -> {
                        if (c == '{') {
                            close(depth, true); // a block: the statements before it have their braces
                        }
                        depth++;
                        angles[depth] = 0;
                        statements[depth] = 0;
                        dots[depth] = 0;
                        if (opened(depth, start, (char) c)) {
                            return;
                        }
                    }
                    case ')', ']', '}' -> {
                        if (depth > 0) {
                            close(depth, true);
                            depth--;
                        }
                        if (c == '}') {
                            close(depth, true); // the statement that held the block ends with it
                        }
                    }
                    case ';' -> close(depth, true);
                    case ',' -> dots[depth] = 0;
                    case '.' -> {
                        if (++dots[depth] > chainLimit) {
                            tooDeepAt = start;
                            tooDeepBracket = '.';
                            return;
                        }
                    }
                    case '<' -> {
                        int after = peek();
                        if (after == '<' || after == '=') {
                            next(); // a shift or a comparison
                        } else {
                            angles[depth]++;
                            unbracketed++;
                            if (opened(depth, start, '<')) {
                                return;
                            }
                        }
                    }
                    case '>' -> {
                        if (previous != '-' && angles[depth] > 0) {
                            angles[depth]--;
                            unbracketed--;
                        }
                    }
                    case '?' -> {
                        if (significant != '<' && significant != ',') {
                            close(depth, false); // a conditional: a comparison's < is over (else a wildcard)
                        }
                    }
                    case '|', '=' -> close(depth, false); // a comparison's < is over
                    case '&' -> {
                        if (peek() == '&') {
                            close(depth, false); // (a single & may join a type variable's bounds)
                        }
                    }
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
