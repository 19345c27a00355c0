package dev.duet.site.golang;

import dev.duet.site.code.CodeLine;
import dev.duet.site.code.Span;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Splits Go source into tokens following the Go specification's lexical grammar.
 *
 * <p>The lexer never fails: unterminated literals and comments end at the end of their line
 * (or of the input, for raw strings and general comments), and stray characters become
 * {@link GoTokenKind#INVALID} tokens, so every input character lands in exactly one token.
 */
public final class GoLexer {

    private static final Set<String> KEYWORDS = Set.of(
            "break", "case", "chan", "const", "continue", "default", "defer", "else", "fallthrough",
            "for", "func", "go", "goto", "if", "import", "interface", "map", "package", "range",
            "return", "select", "struct", "switch", "type", "var");
    private static final Set<String> PREDECLARED_TYPES = Set.of(
            "any", "bool", "byte", "comparable", "complex64", "complex128", "error", "float32",
            "float64", "int", "int8", "int16", "int32", "int64", "rune", "string", "uint", "uint8",
            "uint16", "uint32", "uint64", "uintptr");
    private static final Set<String> BUILTINS = Set.of(
            "append", "cap", "clear", "close", "complex", "copy", "delete", "imag", "len", "make",
            "max", "min", "new", "panic", "print", "println", "real", "recover",
            "true", "false", "iota", "nil");
    /** Operators and punctuation, longest first so the first match is the longest one. */
    private static final String[] OPERATORS = {
        "<<=", ">>=", "&^=", "...",
        "&&", "||", "<-", "++", "--", "==", "!=", "<=", ">=", ":=", "+=", "-=", "*=", "/=", "%=",
        "&=", "|=", "^=", "<<", ">>", "&^",
        "+", "-", "*", "/", "%", "&", "|", "^", "<", ">", "=", "!", "~", "(", ")", "[", "]", "{",
        "}", ",", ";", ".", ":"
    };

    private final String src;
    private int pos;
    private int line = 1;
    private int column = 1;

    private GoLexer(String source) {
        this.src = source;
    }

    /** All tokens of {@code source}, whitespace included, in order. */
    public static List<GoToken> lex(String source) {
        return new GoLexer(source).run();
    }

    /**
     * Highlighted lines of {@code source}; the first line is numbered {@code firstLineNumber}.
     * A final line break does not start an extra empty line.
     */
    public static List<CodeLine> highlight(String source, int firstLineNumber) {
        List<CodeLine> lines = new ArrayList<>();
        List<Span> current = new ArrayList<>();
        for (GoToken token : lex(source)) {
            String[] parts = token.text().split("\n", -1);
            for (int i = 0; i < parts.length; i++) {
                if (i > 0) {
                    lines.add(new CodeLine(firstLineNumber + lines.size(), current));
                    current = new ArrayList<>();
                }
                String part = stripCarriageReturn(parts[i]);
                if (!part.isEmpty()) {
                    current.add(Span.of(part, token.kind().cssKind()));
                }
            }
        }
        if (!current.isEmpty() || (!source.isEmpty() && !source.endsWith("\n"))) {
            lines.add(new CodeLine(firstLineNumber + lines.size(), current));
        }
        return lines;
    }

    private static String stripCarriageReturn(String s) {
        return s.endsWith("\r") ? s.substring(0, s.length() - 1) : s;
    }

    private List<GoToken> run() {
        List<GoToken> tokens = new ArrayList<>();
        while (pos < src.length()) {
            int startLine = line;
            int startColumn = column;
            int start = pos;
            GoTokenKind kind = scanOne();
            tokens.add(new GoToken(kind, src.substring(start, pos), startLine, startColumn));
        }
        return tokens;
    }

    private GoTokenKind scanOne() {
        char c = src.charAt(pos);
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
            while (pos < src.length() && " \t\r\n".indexOf(src.charAt(pos)) >= 0) {
                advance();
            }
            return GoTokenKind.WHITESPACE;
        }
        if (src.startsWith("//", pos)) {
            while (pos < src.length() && src.charAt(pos) != '\n') {
                advance();
            }
            return GoTokenKind.COMMENT;
        }
        if (src.startsWith("/*", pos)) {
            int end = src.indexOf("*/", pos + 2);
            advanceTo(end < 0 ? src.length() : end + 2);
            return GoTokenKind.COMMENT;
        }
        if (isLetter(c)) {
            int start = pos;
            while (pos < src.length() && (isLetter(src.charAt(pos)) || Character.isDigit(src.charAt(pos)))) {
                advance();
            }
            return classifyWord(src.substring(start, pos));
        }
        if (Character.isDigit(c) || (c == '.' && pos + 1 < src.length() && isDecimal(src.charAt(pos + 1)))) {
            scanNumber();
            return GoTokenKind.NUMBER;
        }
        if (c == '"') {
            scanQuoted('"');
            return GoTokenKind.STRING;
        }
        if (c == '\'') {
            scanQuoted('\'');
            return GoTokenKind.RUNE;
        }
        if (c == '`') {
            int end = src.indexOf('`', pos + 1);
            advanceTo(end < 0 ? src.length() : end + 1);
            return GoTokenKind.STRING;
        }
        for (String op : OPERATORS) {
            if (src.startsWith(op, pos)) {
                advanceTo(pos + op.length());
                return GoTokenKind.OPERATOR;
            }
        }
        advanceTo(pos + Character.charCount(src.codePointAt(pos)));
        return GoTokenKind.INVALID;
    }

    private static GoTokenKind classifyWord(String word) {
        if (KEYWORDS.contains(word)) {
            return GoTokenKind.KEYWORD;
        }
        if (PREDECLARED_TYPES.contains(word)) {
            return GoTokenKind.PREDECLARED_TYPE;
        }
        if (BUILTINS.contains(word)) {
            return GoTokenKind.BUILTIN;
        }
        return GoTokenKind.IDENTIFIER;
    }

    /** An interpreted string or rune: backslash escapes the next character; a line break ends it unterminated. */
    private void scanQuoted(char quote) {
        advance();
        while (pos < src.length()) {
            char c = src.charAt(pos);
            if (c == '\n') {
                return;
            }
            if (c == '\\' && pos + 1 < src.length() && src.charAt(pos + 1) != '\n') {
                advance();
            } else if (c == quote) {
                advance();
                return;
            }
            advance();
        }
    }

    private void scanNumber() {
        char c = src.charAt(pos);
        boolean hex = false;
        if (c == '0' && pos + 1 < src.length()) {
            char prefix = Character.toLowerCase(src.charAt(pos + 1));
            if (prefix == 'x' || prefix == 'b' || prefix == 'o') {
                hex = prefix == 'x';
                advanceTo(pos + 2);
            }
        }
        skipDigits(hex);
        if (pos < src.length() && src.charAt(pos) == '.') {
            advance();
            skipDigits(hex);
        }
        if (pos < src.length()) {
            char e = Character.toLowerCase(src.charAt(pos));
            if ((hex && e == 'p') || (!hex && e == 'e')) {
                advance();
                if (pos < src.length() && (src.charAt(pos) == '+' || src.charAt(pos) == '-')) {
                    advance();
                }
                skipDigits(false);
            }
        }
        if (pos < src.length() && src.charAt(pos) == 'i') {
            advance();
        }
    }

    private void skipDigits(boolean hex) {
        while (pos < src.length()) {
            char c = src.charAt(pos);
            boolean digit = isDecimal(c) || c == '_' || (hex && "abcdefABCDEF".indexOf(c) >= 0);
            if (!digit) {
                return;
            }
            advance();
        }
    }

    private static boolean isDecimal(char c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isLetter(char c) {
        return c == '_' || Character.isLetter(c);
    }

    private void advanceTo(int end) {
        while (pos < end) {
            advance();
        }
    }

    private void advance() {
        if (src.charAt(pos) == '\n') {
            line++;
            column = 1;
        } else {
            column++;
        }
        pos++;
    }
}
