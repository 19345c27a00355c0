package dev.duet.site.javasrc;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.github.javaparser.JavaParser;
import com.github.javaparser.ParserConfiguration;
import com.github.javaparser.ast.CompilationUnit;
import dev.duet.site.diag.Diagnostic;
import java.util.List;
import org.junit.jupiter.api.Test;

class AnchorParserTest {

    private static AnchorParser.Result parse(String source) {
        CompilationUnit cu = new JavaParser(new ParserConfiguration()
                .setLanguageLevel(ParserConfiguration.LanguageLevel.JAVA_17)).parse(source).getResult().orElseThrow();
        return AnchorParser.parse(cu, "src/main/java/p/A.java", source.lines().toList());
    }

    @Test
    void acceptsSingleLinesRangesListsAndTheirMix() {
        AnchorParser.Result result = parse("class A {\n"
                + "    int a; // go:241\n"
                + "    int b; // go:241-243\n"
                + "    int c; // go:237,248\n"
                + "    int d; //go: 5 - 6 , 9\n"
                + "}\n");
        assertEquals(List.of(new GoAnchor(2, 12, List.of(241)), new GoAnchor(3, 12, List.of(241, 242, 243)),
                new GoAnchor(4, 12, List.of(237, 248)), new GoAnchor(5, 12, List.of(5, 6, 9))), result.anchors());
        assertEquals(List.of(), result.problems());
        assertEquals(4, result.hidden().size());
        assertEquals(0, result.hidden().get(ReferenceResolver.key(new com.github.javaparser.Position(2, 12))));
    }

    @Test
    void readsAnAnchorAtTheEndOfAnotherComment() {
        AnchorParser.Result result = parse("class A {\n"
                + "    // still empty, so shutting down // go:280\n"
                + "    int a; // why //go:7-8\n"
                + "}\n");
        assertEquals(List.of(new GoAnchor(2, 38, List.of(280)), new GoAnchor(3, 19, List.of(7, 8))), result.anchors());
        assertEquals(33, result.hidden().get(ReferenceResolver.key(new com.github.javaparser.Position(2, 5))));
        assertEquals(7, result.hidden().get(ReferenceResolver.key(new com.github.javaparser.Position(3, 12))));
        assertEquals(List.of(), result.problems());
    }

    @Test
    void ignoresOtherCommentsThatMentionGo() {
        AnchorParser.Result result = parse("/** See go:12 in the original. */\nclass A {\n"
                + "    int a; /* go:3 */\n"
                + "    int b; // see go:4\n"
                + "}\n");
        assertEquals(List.of(), result.anchors());
        assertEquals(List.of(), result.problems());
    }

    @Test
    void reportsMalformedAndMisplacedAnchors() {
        AnchorParser.Result result = parse("class A {\n"
                + "    int a; // go:abc\n"
                + "    int b; // go:9-3\n"
                + "    int c; // go:0\n"
                + "    int d; // go:4,\n"
                + "    // go:7\n"
                + "}\n");
        assertEquals(List.of(
                "src/main/java/p/A.java:2:12: error: malformed Go anchor \"// go:abc\": expected go:N, go:N-M or "
                        + "go:N,M with Go line numbers",
                "src/main/java/p/A.java:3:12: error: malformed Go anchor \"// go:9-3\": the range 9-3 ends before "
                        + "it starts",
                "src/main/java/p/A.java:4:12: error: malformed Go anchor \"// go:0\": line number 0 is out of range",
                "src/main/java/p/A.java:5:12: error: malformed Go anchor \"// go:4,\": expected go:N, go:N-M or "
                        + "go:N,M with Go line numbers",
                "src/main/java/p/A.java:6:5: error: Go anchor \"// go:7\" must end a line of code (it names the Go "
                        + "lines that this Java line ports)"),
                result.problems().stream().map(Diagnostic::toString).toList());
        assertEquals(List.of(), result.anchors());
        assertEquals(5, result.hidden().size(), "all of them are hidden from the rendered code");
    }
}
