package dev.duet.site.javasrc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.duet.site.code.CodeLine;
import dev.duet.site.code.Span;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Names that mean different things in different places of one file: what the resolver
 * remembers per class body ({@link ScopedNames}) and the overload choice it makes without
 * JavaParser ({@link Overloads}) must still follow Java's scoping.
 */
class NameScopesTest {

    private static final String SHADOWS = """
            package p;

            import java.util.List;

            public class Shadows {
                static int size = 1;
                static String tag(int n) { return "outer" + n; }

                int fieldUse() {
                    return size; // field
                }

                int localUse() {
                    int size = 2;
                    return size; // local
                }

                static class Inner extends Base {
                    String call() {
                        return tag(3); // inherited method
                    }

                    int read() {
                        return size; // inherited field
                    }
                }

                Runnable anonymous() {
                    return new Runnable() {
                        String tag(int n) { return "anon"; }

                        public void run() {
                            tag(4); // anonymous member
                        }
                    };
                }

                String outerCall() {
                    return tag(5); // outer method
                }

                <List> List generic(List value) { // type parameter
                    return value;
                }

                List<String> imported() { // imported type
                    return null;
                }

                int inferred() {
                    var text = "abc";
                    return text.length(); // inferred local
                }

                enum Colour { RED, GREEN }

                enum Light { RED, AMBER }

                int colours(Colour c, Light l) {
                    switch (c) { case RED: return 1; default: break; } // colour label
                    switch (l) { case RED: return 2; default: return 3; } // light label
                }
            }
            """;

    private static final String BASE = """
            package p;

            public class Base {
                protected int size = 5;

                protected String tag(int n) {
                    return "base";
                }
            }
            """;

    private static Map<String, SourceFile> pages(int threads) throws IOException {
        return AnalysedPages.of(Map.of("p/Shadows.java", SHADOWS, "p/Base.java", BASE), threads);
    }

    /** The span {@code token} on the line of Shadows.java that ends with {@code // marker}. */
    private static Span span(Map<String, SourceFile> pages, String marker, String token, int occurrence) {
        List<CodeLine> lines = pages.get("p/Shadows.java").lines();
        CodeLine line = lines.stream().filter(l -> l.text().endsWith("// " + marker)).findFirst().orElseThrow(() ->
                new AssertionError("no line marked " + marker));
        List<Span> found = line.spans().stream().filter(s -> s.text().equals(token)).toList();
        assertTrue(found.size() > occurrence, line.text());
        return found.get(occurrence);
    }

    @Test
    void aNameMeansWhatJavaSaysInEveryPlaceOfTheFile() throws IOException {
        Map<String, SourceFile> pages = pages(1);
        assertEquals("p.Shadows#size", span(pages, "field", "size", 0).target());
        Span local = span(pages, "local", "size", 0);
        assertEquals("local", local.kind());
        assertNull(local.target());
        // in a nested class, what it inherits hides the outer class's members of the same name
        assertEquals("p.Base#tag(int)", span(pages, "inherited method", "tag", 0).target());
        assertEquals("p.Base#size", span(pages, "inherited field", "size", 0).target());
        assertNotEquals("p.Shadows#tag(int)", span(pages, "anonymous member", "tag", 0).target());
        assertEquals("p.Shadows#tag(int)", span(pages, "outer method", "tag", 0).target());
        // a method's type parameter hides the imported type; elsewhere the import stands
        assertNull(span(pages, "type parameter", "List", 0).external());
        assertTrue(String.valueOf(span(pages, "imported type", "List", 0).external()).endsWith("java/util/List.html"));
        // `var` takes its initializer's type
        assertEquals("kw", span(pages, "inferred local", "return", 0).kind());
        assertTrue(String.valueOf(span(pages, "inferred local", "length", 0).external()).endsWith("String.html#length()"),
                String.valueOf(span(pages, "inferred local", "length", 0)));
        // an enum constant in a case label belongs to the switched type
        assertEquals("p.Shadows.Colour#RED", span(pages, "colour label", "RED", 0).target());
        assertEquals("p.Shadows.Light#RED", span(pages, "light label", "RED", 0).target());
    }

    @Test
    void twoThreadsLinkTheSame() throws IOException {
        assertEquals(pages(1), pages(2));
    }
}
