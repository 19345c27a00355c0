package dev.duet.site.align;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.duet.site.code.CodeLine;
import dev.duet.site.code.Span;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class GoTwinsTest {
    private static CodeLine line(int number, Span... spans) {
        return new CodeLine(number, List.of(spans));
    }

    private static Span ref(String text, String target) {
        return new Span(text, "method", target, null, null);
    }

    private static List<String> targets(CodeLine line) {
        List<String> out = new ArrayList<>();
        for (Span s : line.spans()) {
            out.add(s.text() + "=" + s.target());
        }
        return out;
    }

    private static List<CodeLine> linked(CodeLine go, CodeLine... java) {
        Alignment a = new Alignment("x", "p/Q.java", 1, java.length, List.of(), List.of(new Link(go.number(), 1, false)));
        return GoTwins.link(Map.of("x", List.of(go)), Map.of("x", a), Map.of("p/Q.java", List.of(java)),
                Set.of("p.Q#pop()", "p.Q#queue", "p.Q#lock", "p.Deployment", "p.Q#get()", "p.M#get(T)")).get("x");
    }

    @Test
    void anExportedGoNameLinksToTheLowerCaseJavaMemberOnItsCounterpartLine() {
        CodeLine go = line(284, Span.of("q", "ident"), Span.of(".", "op"), Span.of("queue", "ident"), Span.of(".", "op"),
                Span.of("Pop", "ident"), Span.of("(", "op"));
        CodeLine java = line(1, new Span("queue", "field", "p.Q#queue", null, null), Span.of(".", "op"), ref("pop", "p.Q#pop()"));
        assertEquals(List.of("q=null", ".=null", "queue=p.Q#queue", ".=null", "Pop=p.Q#pop()", "(=null"),
                targets(linked(go, java).get(0)));
    }

    @Test
    void aNameWithTwoMeaningsOrOnlyACaseMatchStaysPlain() {
        // lock.lock(): the field and a JDK method share the name; deployment is a variable, Deployment its type.
        CodeLine go = line(10, Span.of("Lock", "ident"), Span.of("deployment", "ident"), Span.of("get", "ident"));
        CodeLine java = line(1, new Span("lock", "field", "p.Q#lock", null, null),
                new Span("lock", "method", null, "https://docs.oracle.com/lock", null),
                new Span("Deployment", "type", "p.Deployment", null, null), Span.of("deployment", "local"),
                ref("get", "p.Q#get()"), ref("get", "p.M#get(T)"));
        assertEquals(List.of("Lock=null", "deployment=null", "get=null"), targets(linked(go, java).get(0)));
    }

    @Test
    void goLinesWithoutAnAnchorAreLeftAsTheyWere() {
        CodeLine go = line(7, Span.of("Pop", "ident"));
        Alignment a = new Alignment("x", "p/Q.java", 0, 0, List.of(), List.of());
        List<CodeLine> out = GoTwins.link(Map.of("x", List.of(go)), Map.of("x", a),
                Map.of("p/Q.java", List.of(line(1, ref("pop", "p.Q#pop()")))), Set.of("p.Q#pop()")).get("x");
        assertEquals(List.of("Pop=null"), targets(out.get(0)));
    }
}
