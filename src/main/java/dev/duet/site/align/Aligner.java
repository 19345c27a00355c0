package dev.duet.site.align;

import dev.duet.site.code.CodeLine;
import dev.duet.site.code.Span;
import dev.duet.site.diag.Diagnostics;
import dev.duet.site.golang.GoLexer;
import dev.duet.site.javasrc.GoAnchor;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * Pairs every pinned Go excerpt with the Java lines that anchor it and reports every anchor
 * problem: unanchored code lines, anchors outside all excerpts, stale {@code noCounterpart}
 * entries and Java files that do not exist.
 */
public final class Aligner {

    private Aligner() {
    }

    /**
     * Aligns all excerpts.
     *
     * @param excerpts           the pinned excerpts
     * @param anchorsByJavaFile  Go anchors of every analysed Java file, keyed by path relative to the source root
     * @param sourceRootRelative the source root relative to the project root, e.g. {@code src/main/java}
     * @param diags              receives every problem found
     * @return one alignment per excerpt whose Java file exists, by excerpt id
     */
    public static SortedMap<String, Alignment> align(List<ExcerptInput> excerpts,
                                                     Map<String, List<GoAnchor>> anchorsByJavaFile,
                                                     String sourceRootRelative, Diagnostics diags) {
        return align(excerpts, anchorsByJavaFile, sourceRootRelative, javaFile -> false, diags);
    }

    /**
     * Aligns all excerpts, saying nothing about the anchors of the Java files for which
     * {@code refusedExcerptMayAlign} holds: an excerpt that the loader refused (and reported) may
     * be the one they point at, and each of them would only repeat that one mistake.
     */
    public static SortedMap<String, Alignment> align(List<ExcerptInput> excerpts,
                                                     Map<String, List<GoAnchor>> anchorsByJavaFile,
                                                     String sourceRootRelative,
                                                     java.util.function.Predicate<String> refusedExcerptMayAlign,
                                                     Diagnostics diags) {
        SortedMap<String, Alignment> result = new TreeMap<>();
        Map<String, List<ExcerptInput>> byJavaFile = new TreeMap<>();
        for (ExcerptInput excerpt : excerpts) {
            String javaPath = sourceRootRelative + "/" + excerpt.javaFile();
            List<GoAnchor> anchors = anchorsByJavaFile.get(excerpt.javaFile());
            if (anchors == null) {
                diags.error(excerpt.metaFile(), excerpt.javaKeyLine(), 1, "Java file " + javaPath
                        + " named by java: does not exist");
                continue;
            }
            byJavaFile.computeIfAbsent(excerpt.javaFile(), k -> new ArrayList<>()).add(excerpt);
            result.put(excerpt.id(), alignOne(excerpt, anchors, javaPath, diags));
        }
        for (Map.Entry<String, List<GoAnchor>> entry : new TreeMap<>(anchorsByJavaFile).entrySet()) {
            if (refusedExcerptMayAlign.test(entry.getKey())) {
                continue;
            }
            reportDanglingAnchors(entry.getKey(), entry.getValue(),
                    byJavaFile.getOrDefault(entry.getKey(), List.of()), sourceRootRelative, diags);
        }
        return result;
    }

    private static Alignment alignOne(ExcerptInput excerpt, List<GoAnchor> anchors, String javaPath,
                                      Diagnostics diags) {
        List<Link> pairs = new ArrayList<>();
        Map<Integer, GoAnchor> anchorOfGoLine = new LinkedHashMap<>();
        for (GoAnchor anchor : anchors) {
            for (int goLine : new TreeSet<>(anchor.goLines())) {
                if (excerpt.covers(goLine)) {
                    pairs.add(new Link(goLine, anchor.javaLine(), false));
                    anchorOfGoLine.putIfAbsent(goLine, anchor);
                }
            }
        }
        pairs.sort(Comparator.comparingInt(Link::goLine).thenComparingInt(Link::javaLine));
        checkCoverage(excerpt, anchorOfGoLine.keySet(), javaPath, diags);
        checkNoCounterpart(excerpt, anchorOfGoLine, javaPath, diags);
        if (pairs.isEmpty()) {
            List<Row> rows = new ArrayList<>();
            for (int go = excerpt.first(); go <= excerpt.last(); go++) {
                rows.add(new Row(go, null));
            }
            return new Alignment(excerpt.id(), excerpt.javaFile(), 0, 0, rows, List.of());
        }
        int javaFirst = pairs.stream().mapToInt(Link::javaLine).min().orElseThrow();
        int javaLast = pairs.stream().mapToInt(Link::javaLine).max().orElseThrow();
        List<Link> chain = MonotonicChain.longest(pairs, excerpt.first(), javaFirst);
        Set<Link> onChain = new HashSet<>(chain);
        List<Link> links = pairs.stream()
                .map(p -> onChain.contains(p) ? p : new Link(p.goLine(), p.javaLine(), true))
                .collect(Collectors.toList());
        List<Row> rows = rows(chain, excerpt.first(), excerpt.last(), javaFirst, javaLast);
        return new Alignment(excerpt.id(), excerpt.javaFile(), javaFirst, javaLast, rows, links);
    }

    /** Chain pairs share a row; the unmatched lines between them are laid side by side. */
    private static List<Row> rows(List<Link> chain, int goFirst, int goLast, int javaFirst, int javaLast) {
        List<Row> rows = new ArrayList<>();
        int go = goFirst;
        int java = javaFirst;
        for (Link pair : chain) {
            addGap(rows, go, pair.goLine() - 1, java, pair.javaLine() - 1);
            rows.add(new Row(pair.goLine(), pair.javaLine()));
            go = pair.goLine() + 1;
            java = pair.javaLine() + 1;
        }
        addGap(rows, go, goLast, java, javaLast);
        return rows;
    }

    private static void addGap(List<Row> rows, int goFrom, int goTo, int javaFrom, int javaTo) {
        int goCount = Math.max(0, goTo - goFrom + 1);
        int javaCount = Math.max(0, javaTo - javaFrom + 1);
        for (int i = 0; i < Math.max(goCount, javaCount); i++) {
            rows.add(new Row(i < goCount ? goFrom + i : null, i < javaCount ? javaFrom + i : null));
        }
    }

    private static void checkCoverage(ExcerptInput excerpt, Set<Integer> anchored, String javaPath,
                                      Diagnostics diags) {
        List<CodeLine> lines = GoLexer.highlight(String.join("\n", excerpt.lines()), excerpt.first());
        for (int i = 0; i < lines.size(); i++) {
            int goLine = excerpt.first() + i;
            if (!isCode(lines.get(i)) || anchored.contains(goLine) || excerpt.noCounterpart().containsKey(goLine)) {
                continue;
            }
            diags.error(excerpt.goFile(), i + 1, 1, "Go line " + goLine + " has no counterpart in " + javaPath
                    + " (anchor a Java line with // go:" + goLine + " or list it under noCounterpart in "
                    + excerpt.metaFile() + ")");
        }
    }

    private static void checkNoCounterpart(ExcerptInput excerpt, Map<Integer, GoAnchor> anchorOfGoLine,
                                           String javaPath, Diagnostics diags) {
        for (int goLine : new TreeSet<>(excerpt.noCounterpart().keySet())) {
            int listedAt = excerpt.noCounterpartLines().getOrDefault(goLine, 0);
            if (!excerpt.covers(goLine)) {
                diags.error(excerpt.metaFile(), listedAt, 1, "noCounterpart lists Go line " + goLine
                        + ", which is outside this excerpt (lines " + excerpt.first() + "-" + excerpt.last() + ")");
            } else if (excerpt.lines().get(goLine - excerpt.first()).isBlank()
                    || !isCode(GoLexer.highlight(excerpt.lines().get(goLine - excerpt.first()), goLine).get(0))) {
                diags.warning(excerpt.metaFile(), listedAt, 1, "noCounterpart lists Go line " + goLine + ", which is "
                        + (excerpt.lines().get(goLine - excerpt.first()).isBlank() ? "blank" : "a comment")
                        + ": only code lines need a counterpart, so remove the entry");
            } else if (anchorOfGoLine.containsKey(goLine)) {
                diags.error(excerpt.metaFile(), listedAt, 1, "noCounterpart lists Go line " + goLine
                        + ", but " + javaPath + ":" + anchorOfGoLine.get(goLine).javaLine()
                        + " anchors it; remove one of the two");
            }
        }
    }

    /** A line is code when some token on it is neither whitespace nor a comment. */
    private static boolean isCode(CodeLine line) {
        for (Span span : line.spans()) {
            if (!span.kind().equals("com") && !span.text().isBlank()) {
                return true;
            }
        }
        return false;
    }

    private static void reportDanglingAnchors(String javaFile, List<GoAnchor> anchors, List<ExcerptInput> excerpts,
                                              String sourceRootRelative, Diagnostics diags) {
        String ranges = excerpts.isEmpty()
                ? "no excerpt names this file"
                : "excerpts: " + excerpts.stream()
                        .sorted(Comparator.comparing(ExcerptInput::id))
                        .map(e -> e.id() + " " + e.first() + "-" + e.last())
                        .collect(Collectors.joining(", "));
        for (GoAnchor anchor : anchors) {
            for (int goLine : new TreeSet<>(anchor.goLines())) {
                if (excerpts.stream().noneMatch(e -> e.covers(goLine))) {
                    diags.error(sourceRootRelative + "/" + javaFile, anchor.javaLine(), anchor.column(),
                            "Go anchor go:" + goLine + " names a line outside every excerpt aligned to this file ("
                                    + ranges + ")");
                }
            }
        }
    }
}
