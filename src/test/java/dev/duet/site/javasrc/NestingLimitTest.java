package dev.duet.site.javasrc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The scan that keeps sources nested deeper than real code away from javac, JavaParser and the solver. */
class NestingLimitTest {
    private static String parens(int depth) {
        return "(".repeat(depth) + "1" + ")".repeat(depth);
    }

    @Test
    void theLimitItselfPassesAndOneLevelMoreIsReportedAtItsBracket() {
        // class and field initialiser: the braces count with the parentheses
        String atLimit = "class C {\n  int x = " + parens(NestingLimit.MAX_DEPTH - 1) + ";\n}\n";
        assertEquals(Optional.empty(), NestingLimit.check(atLimit));
        String over = "class C {\n  int x = " + parens(NestingLimit.MAX_DEPTH) + ";\n}\n";
        NestingLimit.TooDeep deep = NestingLimit.check(over).orElseThrow();
        assertEquals(2, deep.line());
        assertEquals("  int x = ".length() + NestingLimit.MAX_DEPTH, deep.column());
        assertEquals("expression nested too deeply (more than 200 levels of (, [ and { inside one another)", deep.message());
    }

    @Test
    void bracesAreCodeNestedTooDeeply() {
        String classes = "class A {\n".repeat(NestingLimit.MAX_DEPTH + 1) + "}\n".repeat(NestingLimit.MAX_DEPTH + 1);
        NestingLimit.TooDeep deep = NestingLimit.check(classes).orElseThrow();
        assertEquals(NestingLimit.MAX_DEPTH + 1, deep.line());
        assertEquals(9, deep.column());
        assertTrue(deep.message().startsWith("code nested too deeply"), deep.message());
    }

    @Test
    void bracketsInCommentsAndLiteralsDoNotCount() {
        String many = "(".repeat(1000);
        String text = "class C {\n"
                + "  // " + many + "\n"
                + "  /* " + many + " */\n"
                + "  String s = \"" + many + "\\\"" + many + "\";\n"
                + "  char c = '(';\n"
                + "  char q = '\\'';\n"
                + "  String t = \"\"\"\n      " + many + " \\\"\"\" still inside\n      \"\"\";\n"
                + "}\n";
        assertEquals(Optional.empty(), NestingLimit.check(text));
        assertEquals(1, NestingLimit.deepest(text));
    }

    @Test
    void unicodeEscapesCountAsTheBracketsJavacReadsThemAs() {
        String text = "class C { int x = " + "\\u0028".repeat(300) + "1" + "\\uu0029".repeat(300) + "; }";
        NestingLimit.TooDeep deep = NestingLimit.check(text).orElseThrow();
        assertEquals(1, deep.line());
        assertEquals("class C { int x = ".length() + 199 * "\\u0028".length() + 1, deep.column());
        // an escaped backslash starts no escape: this is a string of text, not brackets
        assertEquals(1, NestingLimit.deepest("class C { String s = \"\\\\u0028\\\\u0028\"; }"));
        // javac ends a line comment at an escaped line break, so the parenthesis after it is code
        assertEquals(2, NestingLimit.deepest("class C { // \\u000a ( ) \n }"));
    }

    /**
     * Comparisons, shifts, wildcards, bounds, lambdas and long else-if chains are not nesting:
     * a class of each, 500 times over, stays as shallow as its brackets.
     */
    @Test
    void comparisonsShiftsWildcardsLambdasAndElseIfChainsDoNotAddUp() {
        String member = "    <T extends Comparable<? super T> & java.io.Serializable> boolean m(java.util.Map<String,"
                + " java.util.List<? extends T>> map, int i, int n, Runnable r) {\n"
                + "        for (int k = 0; k < n; k++) { i = i << 1 >> 2 >>> 3; }\n"
                + "        boolean b = i < n && n < i || i <= n ? i < 3 : n > 4;\n"
                + "        java.util.function.IntPredicate p = x -> x < n;\n"
                + "        if (i < 0) return b; else if (i < 1) return !b; else if (i < 2) return b;\n"
                + "        while (i < n) i++;\n"
                + "        return map.entrySet().stream().filter(e -> e.getKey().length() < 3).map(e -> e.getValue())"
                + ".findFirst().isPresent();\n    }\n";
        String text = "class C {\n" + member.repeat(500) + "}\n";
        assertEquals(Optional.empty(), NestingLimit.check(text));
        assertTrue(NestingLimit.deepest(text) <= 6, "deepest " + NestingLimit.deepest(text));
    }

    @Test
    void aChainOfAThousandPassesAndOneMoreIsReportedAtItsDot() {
        String atLimit = "class C { Object x = this" + ".b()".repeat(NestingLimit.MAX_CHAIN) + "; }";
        assertEquals(Optional.empty(), NestingLimit.check(atLimit));
        NestingLimit.TooDeep deep = NestingLimit.check("class C { Object x = this"
                + ".b()".repeat(NestingLimit.MAX_CHAIN + 1) + "; }").orElseThrow();
        assertEquals("class C { Object x = this".length() + NestingLimit.MAX_CHAIN * 4 + 1, deep.column());
        assertTrue(deep.message().startsWith("expression nested too deeply (a chain of more than 1000"), deep.message());
    }
}
