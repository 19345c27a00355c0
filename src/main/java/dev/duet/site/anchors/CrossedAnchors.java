package dev.duet.site.anchors;

import dev.duet.site.diag.Diagnostics;
import dev.duet.site.javasrc.GoAnchor;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Warns where two neighbouring anchors cross (the later Java line names the earlier Go line)
 * although their lines read the other way round: each Java line is more like the other's Go line.
 * Crossings the text does use, such as a {@code finally} that ports a {@code defer} above it, read
 * straight and pass; a mix-up such as {@code go:36} and {@code go:35} swapped does not, and it
 * would otherwise show only as a dashed connector on the page.
 */
public final class CrossedAnchors {
    /** How much better the swapped reading must be before it is called a mix-up. */
    private static final double MARGIN = 0.2;

    private CrossedAnchors() {}

    /**
     * @param javaPath  the Java file as diagnostics name it
     * @param javaText  its lines
     * @param anchors   its anchors
     * @param goLines   the lines of the excerpts aligned to it
     */
    public static void check(String javaPath, List<String> javaText, List<GoAnchor> anchors, List<GoLine> goLines,
            Diagnostics diags) {
        Map<Integer, GoLine> byNumber = goLines.stream().collect(Collectors.toMap(GoLine::number, Function.identity(), (a, b) -> a));
        JavaLines java = new JavaLines(javaText);
        List<GoAnchor> single = new ArrayList<>(anchors.stream().filter(a -> a.goLines().size() == 1
                && byNumber.containsKey(a.goLines().get(0))).toList());
        single.sort(Comparator.comparingInt(GoAnchor::javaLine));
        for (int k = 0; k + 1 < single.size(); k++) {
            GoAnchor a = single.get(k);
            GoAnchor b = single.get(k + 1);
            GoLine goA = byNumber.get(a.goLines().get(0));
            GoLine goB = byNumber.get(b.goLines().get(0));
            if (goA.number() <= goB.number() || !goA.path().equals(goB.path())) {
                continue;
            }
            String receiver = receiver(goLines, goB).orElse("");
            LineWords javaA = LineWords.java(java.code.get(a.javaLine() - 1), java.declarationLines.contains(a.javaLine()));
            LineWords javaB = LineWords.java(java.code.get(b.javaLine() - 1), java.declarationLines.contains(b.javaLine()));
            LineWords wordsA = LineWords.go(goA.text(), receiver);
            LineWords wordsB = LineWords.go(goB.text(), receiver);
            double straight = LineSimilarity.of(javaA, wordsA) + LineSimilarity.of(javaB, wordsB);
            double swapped = LineSimilarity.of(javaA, wordsB) + LineSimilarity.of(javaB, wordsA);
            if (swapped > straight + MARGIN) {
                diags.warning(javaPath, a.javaLine(), a.column(), String.format(Locale.ROOT,
                        "anchors cross: go:%d here and go:%d at line %d, but this line reads like Go line %d (%s) and "
                                + "line %d like Go line %d (%s); were the two anchors swapped?",
                        goA.number(), goB.number(), b.javaLine(), goB.number(), goB.text().strip(), b.javaLine(),
                        goA.number(), goA.text().strip()));
            }
        }
    }

    private static Optional<String> receiver(List<GoLine> goLines, GoLine line) {
        return goLines.stream().filter(g -> g.path().equals(line.path()) && g.number() <= line.number() && g.text().startsWith("func"))
                .max(Comparator.comparingInt(GoLine::number))
                .map(f -> f.text().replaceAll("^func\\s*\\(\\s*(\\w+)\\s.*$", "$1")).filter(r -> !r.startsWith("func"));
    }
}
