package dev.duet.site.align;

import dev.duet.site.code.CodeLine;
import dev.duet.site.code.Span;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Links Go identifiers to their Java twins, so that a reader can go from {@code q.queue.Pop()} to
 * {@code Queue#pop()} in one step. The anchors say which Java lines a Go line became; a Go
 * identifier is linked when those lines name exactly one project declaration by the same name
 * (an exported Go {@code Pop} is the port's {@code pop}). Names with no twin, or with two
 * different meanings on the counterpart lines, stay plain text rather than guess.
 */
public final class GoTwins {
    private static final String GO_IDENTIFIER = "ident";

    private GoTwins() {
    }

    /**
     * @param goCode       highlighted Go lines by excerpt id (line {@code n} of the excerpt at index {@code n - first})
     * @param alignments   the split views by excerpt id
     * @param javaLines    highlighted lines of each Java file, by path relative to the source root
     * @param declarations the ids of the project's declarations (parameters and locals are not among them)
     * @return the Go lines with linked identifiers, by excerpt id
     */
    public static Map<String, List<CodeLine>> link(Map<String, List<CodeLine>> goCode, Map<String, Alignment> alignments,
            Map<String, List<CodeLine>> javaLines, Set<String> declarations) {
        Map<String, List<CodeLine>> out = new TreeMap<>(goCode);
        for (Alignment alignment : alignments.values()) {
            List<CodeLine> go = goCode.get(alignment.excerptId());
            List<CodeLine> java = javaLines.get(alignment.javaFile());
            if (go == null || go.isEmpty() || java == null) {
                continue;
            }
            Map<Integer, List<Integer>> javaOf = new HashMap<>();
            for (Link link : alignment.links()) {
                javaOf.computeIfAbsent(link.goLine(), k -> new ArrayList<>()).add(link.javaLine());
            }
            List<CodeLine> linked = new ArrayList<>(go.size());
            for (CodeLine line : go) {
                List<Integer> counterparts = javaOf.getOrDefault(line.number(), List.of());
                linked.add(linkLine(line, twins(counterparts, java, declarations)));
            }
            out.put(alignment.excerptId(), List.copyOf(linked));
        }
        return out;
    }

    /**
     * Java name to the one declaration the counterpart lines refer to by it. A name that also
     * stands for something else there (another declaration, or a JDK member, as in
     * {@code lock.lock()}) is left out: the Go name could be either.
     */
    private static Map<String, String> twins(List<Integer> javaLineNumbers, List<CodeLine> java, Set<String> declarations) {
        Map<String, String> byName = new HashMap<>();
        Set<String> ambiguous = new HashSet<>();
        for (int number : javaLineNumbers) {
            if (number < 1 || number > java.size()) {
                continue;
            }
            for (Span span : java.get(number - 1).spans()) {
                String target = span.target() != null ? span.target() : span.declares();
                String meaning = target != null && declarations.contains(target) ? target
                        : span.external() != null ? EXTERNAL : null;
                if (meaning == null) {
                    continue;
                }
                String before = byName.putIfAbsent(span.text(), meaning);
                if (before != null && !before.equals(meaning)) {
                    ambiguous.add(span.text());
                }
            }
        }
        byName.keySet().removeAll(ambiguous);
        byName.values().removeIf(EXTERNAL::equals);
        return byName;
    }

    /** Marks a name the Java lines use for a JDK member. */
    private static final String EXTERNAL = "";

    /**
     * The Java twin of a Go name: the same name, or for an exported Go name ({@code Pop}) the
     * Java member's lower-case start ({@code pop}). A lower-case Go name is never matched to a
     * capitalised Java one: {@code deployment} is a variable, {@code Deployment} its type.
     */
    private static String twinOf(String goName, Map<String, String> twins) {
        String same = twins.get(goName);
        if (same != null || goName.isEmpty() || !Character.isUpperCase(goName.charAt(0))) {
            return same;
        }
        return twins.get(Character.toLowerCase(goName.charAt(0)) + goName.substring(1));
    }

    private static CodeLine linkLine(CodeLine line, Map<String, String> twins) {
        if (twins.isEmpty()) {
            return line;
        }
        List<Span> spans = new ArrayList<>(line.spans().size());
        for (Span span : line.spans()) {
            String target = span.kind().equals(GO_IDENTIFIER) && span.target() == null
                    ? twinOf(span.text(), twins) : null;
            spans.add(target == null ? span : new Span(span.text(), span.kind(), target, null, null));
        }
        return new CodeLine(line.number(), spans);
    }
}
