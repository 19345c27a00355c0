package dev.duet.site.golang;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.duet.site.code.CodeLine;
import dev.duet.site.code.Span;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class GoLexerTest {

    /** Tokens other than whitespace, as {@code kind:text}. */
    private static List<String> significant(String source) {
        return GoLexer.lex(source).stream()
                .filter(t -> t.kind() != GoTokenKind.WHITESPACE)
                .map(t -> t.kind().cssKind() + ":" + t.text())
                .collect(Collectors.toList());
    }

    @Test
    void classifiesKeywordsIdentifiersPredeclaredTypesAndBuiltins() {
        assertEquals(List.of("kw:func", "ident:f", "op:(", "ident:s", "type:string", "op:)", "type:error", "op:{",
                        "kw:return", "builtin:new", "op:(", "type:int", "op:)", "op:,", "builtin:nil", "op:}"),
                significant("func f(s string) error { return new(int), nil }"));
    }

    @Test
    void takesTheLongestOperator() {
        assertEquals(List.of("ident:x", "op:&^=", "ident:y", "op:<-", "ident:ch", "ident:a", "op::=",
                        "ident:b", "op:...", "op:<<=", "op:&&", "op:!="),
                significant("x &^= y <-ch a := b ... <<= && !="));
    }

    @Test
    void lexesEveryNumberForm() {
        assertEquals(List.of("num:42", "num:0x1F", "num:0o17", "num:0b1010", "num:1_000_000", "num:3.14",
                        "num:.5", "num:1e-9", "num:0x1p-2", "num:2i", "num:1.5e3i", "num:0777"),
                significant("42 0x1F 0o17 0b1010 1_000_000 3.14 .5 1e-9 0x1p-2 2i 1.5e3i 0777"));
    }

    @Test
    void runeLiteralsMayHoldQuotesAndEscapes() {
        assertEquals(List.of("rune:'\\''", "rune:'\\x41'", "rune:'\\u12e4'", "rune:'\"'", "rune:'a'"),
                significant("'\\'' '\\x41' '\\u12e4' '\"' 'a'"));
    }

    @Test
    void commentMarkersInsideStringsStayInTheString() {
        assertEquals(List.of("ident:s", "op::=", "str:\"// not a comment /* nor this */ \\\" still\"",
                        "com:// real"),
                significant("s := \"// not a comment /* nor this */ \\\" still\" // real"));
    }

    @Test
    void rawStringsSpanLinesAndHideCommentMarkers() {
        String source = "x := `line one // no\n/* still raw */ \\n`\ny";
        List<GoToken> tokens = GoLexer.lex(source);
        GoToken raw = tokens.stream().filter(t -> t.kind() == GoTokenKind.STRING).findFirst().orElseThrow();
        assertEquals("`line one // no\n/* still raw */ \\n`", raw.text());
        GoToken y = tokens.get(tokens.size() - 1);
        assertEquals(new GoToken(GoTokenKind.IDENTIFIER, "y", 3, 1), y);
    }

    @Test
    void generalCommentsMaySpanLines() {
        assertEquals(List.of("ident:a", "com:/* one\ntwo */", "ident:b"), significant("a /* one\ntwo */ b"));
    }

    @Test
    void unterminatedLiteralsEndAtTheLineOrInputWithoutLosingText() {
        String source = "s := \"open\nr := 'x\nraw := `never closed\nmore";
        List<GoToken> tokens = GoLexer.lex(source);
        assertEquals(source, tokens.stream().map(GoToken::text).collect(Collectors.joining()));
        assertEquals(List.of("ident:s", "op::=", "str:\"open", "ident:r", "op::=", "rune:'x", "ident:raw", "op::=",
                "str:`never closed\nmore"), significant(source));
        assertEquals(List.of("com:/* open"), significant("/* open"));
    }

    @Test
    void strayCharactersBecomeInvalidTokens() {
        assertEquals(List.of("ident:a", "plain:@", "ident:b", "plain:#"), significant("a @ b #"));
        assertEquals(GoTokenKind.INVALID, GoLexer.lex("@").get(0).kind());
    }

    @Test
    void tokensCarryLineAndColumn() {
        List<GoToken> tokens = GoLexer.lex("a\n\tbb := 1");
        assertEquals(new GoToken(GoTokenKind.IDENTIFIER, "bb", 2, 2), tokens.get(2));
        assertEquals(new GoToken(GoTokenKind.NUMBER, "1", 2, 8), tokens.get(tokens.size() - 1));
    }

    @Test
    void highlightNumbersLinesFromTheFirstLineNumberAndSplitsMultiLineTokens() {
        List<CodeLine> lines = GoLexer.highlight("\tx := `a\nb` // c\n\n}\n", 273);
        assertEquals(List.of(273, 274, 275, 276), lines.stream().map(CodeLine::number).toList());
        assertEquals(List.of("\tx := `a", "b` // c", "", "}"), lines.stream().map(CodeLine::text).toList());
        assertEquals(List.of(Span.of("b`", "str"), Span.of(" ", "plain"), Span.of("// c", "com")),
                lines.get(1).spans());
        assertTrue(lines.get(2).spans().isEmpty());
    }

    @Test
    void highlightKeepsTheLastLineWithoutALineBreak() {
        assertEquals(List.of("a", "b"), GoLexer.highlight("a\nb", 1).stream().map(CodeLine::text).toList());
        assertEquals(List.of(), GoLexer.highlight("", 1));
    }

    @Test
    void everyPinnedStyleLineSurvivesHighlightingUnchanged() {
        String source = "func (q *Typed[T]) Get() (item T, shutdown bool) {\n"
                + "\tfor q.queue.Len() == 0 && !q.shuttingDown {\n"
                + "\t\treturn *new(T), true // done\n"
                + "\t}\n}\n";
        List<CodeLine> lines = GoLexer.highlight(source, 1);
        assertEquals(source, lines.stream().map(l -> l.text() + "\n").collect(Collectors.joining()));
        assertEquals(List.of("kw", "plain", "op", "ident", "plain", "op", "ident", "op", "ident", "op", "op", "plain",
                        "ident", "op", "op", "plain", "op", "ident", "plain", "ident", "op", "plain", "ident", "plain",
                        "type", "op", "plain", "op"),
                lines.get(0).spans().stream().map(Span::kind).toList());
    }

    @Test
    void randomInputIsNeverLostAndNeverCrashesTheLexer() {
        String alphabet = "ab_1x.e9'\"`/*\\\n\t +-<&^=:!{}()[]0pi";
        java.util.Random random = new java.util.Random(42);
        for (int round = 0; round < 2000; round++) {
            StringBuilder sb = new StringBuilder();
            int length = random.nextInt(40);
            for (int i = 0; i < length; i++) {
                sb.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            String source = sb.toString();
            List<GoToken> tokens = GoLexer.lex(source);
            assertEquals(source, tokens.stream().map(GoToken::text).collect(Collectors.joining()), source);
            assertTrue(tokens.stream().noneMatch(t -> t.text().isEmpty()), source);
            String rebuilt = GoLexer.highlight(source, 1).stream().map(CodeLine::text)
                    .collect(Collectors.joining("\n"));
            assertEquals(source.endsWith("\n") ? source.substring(0, source.length() - 1) : source, rebuilt, source);
        }
    }
}
