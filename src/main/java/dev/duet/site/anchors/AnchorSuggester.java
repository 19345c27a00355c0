package dev.duet.site.anchors;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Proposes anchors for the Java lines that have none. The excerpts' lines are cut into Go
 * functions; each function is aligned with the Java file by a local, monotone alignment (a
 * Smith–Waterman over line similarities, where several consecutive Java lines may port one Go
 * line, as a declaration and its {@code try} often do). Functions are placed best first, so two
 * never claim the same Java lines, and may appear in the Java file in any order. Then two shape
 * rules that order cannot express: the statements of a {@code finally} block port the Go
 * {@code defer} they resemble (and the {@code finally} line with them), and a bare {@code try {}
 * ports what its block's first statement ports, or, with a {@code finally}, that {@code defer}.
 * Lines that the author anchored keep their anchors and pin the alignment to them.
 */
public final class AnchorSuggester {
    /** Below this similarity two lines are not proposed as a pair at all. */
    static final double THRESHOLD = 0.3;
    /** What skipping an unmatched line of code inside an alignment costs, so alignments stay compact. */
    private static final double GAP = 0.05;
    private static final double PINNED = 2.0;

    private AnchorSuggester() {}

    /** The proposals for {@code javaText}'s unanchored lines, by Java line. */
    public static List<SuggestedAnchor> suggest(List<String> javaText, List<GoLine> goLines) {
        JavaLines java = new JavaLines(javaText);
        int n = javaText.size();
        LineWords[] javaWords = new LineWords[n + 1];
        boolean[] excluded = new boolean[n + 1];
        Set<Integer> shapeRuled = new HashSet<>();
        for (JavaLines.Try t : java.tries) {
            shapeRuled.add(t.tryLine());
            if (t.hasFinally()) {
                shapeRuled.add(t.finallyLine());
                shapeRuled.add(t.finallyEndLine());
                shapeRuled.addAll(t.finallyStatements());
            }
        }
        for (int i = 1; i <= n; i++) {
            javaWords[i] = LineWords.java(java.code.get(i - 1), java.declarationLines.contains(i));
            excluded[i] = java.blockCommentLines.contains(i) || shapeRuled.contains(i)
                    || java.code.get(i - 1).strip().startsWith("@") || java.code.get(i - 1).strip().startsWith("import ")
                    || java.code.get(i - 1).strip().startsWith("package ");
        }
        Map<Integer, SuggestedAnchor> chosen = new TreeMap<>();
        boolean[] taken = new boolean[n + 1];
        List<List<GoLine>> functions = functions(goLines);
        List<Alignment> alignments = new ArrayList<>();
        for (List<GoLine> f : functions) {
            alignments.add(align(f, javaWords, excluded, taken, java.authorAnchors));
        }
        alignments.sort(Comparator.comparingDouble((Alignment a) -> -a.score));
        // Realign in order of strength, each against the Java lines the stronger ones left.
        List<Alignment> placed = new ArrayList<>();
        for (Alignment first : alignments) {
            Alignment a = align(first.function, javaWords, excluded, taken, java.authorAnchors);
            placed.add(a);
            for (SuggestedAnchor s : a.pairs) {
                taken[s.javaLine()] = true;
                if (!java.authorAnchors.containsKey(s.javaLine())) {
                    chosen.put(s.javaLine(), s);
                }
            }
        }
        applyShapeRules(java, javaWords, goLines, chosen);
        return List.copyOf(chosen.values());
    }

    private record Alignment(List<GoLine> function, double score, List<SuggestedAnchor> pairs) {
    }

    /** Go functions: a {@code func} line starts one (with the comment lines right above it); a new file does too. */
    static List<List<GoLine>> functions(List<GoLine> goLines) {
        List<GoLine> sorted = new ArrayList<>(goLines);
        sorted.sort(Comparator.comparing(GoLine::path).thenComparingInt(GoLine::number));
        List<List<GoLine>> out = new ArrayList<>();
        List<GoLine> current = new ArrayList<>();
        for (int k = 0; k < sorted.size(); k++) {
            GoLine g = sorted.get(k);
            boolean newFile = !current.isEmpty() && !current.get(current.size() - 1).path().equals(g.path());
            boolean startsFunction = g.text().startsWith("func") || (g.text().startsWith("//") && commentsThenFunc(sorted, k));
            boolean inComment = !current.isEmpty() && current.get(current.size() - 1).text().startsWith("//")
                    && current.get(current.size() - 1).number() == g.number() - 1 && startsFunction;
            if (newFile || (startsFunction && !inComment && !current.isEmpty())) {
                out.add(current);
                current = new ArrayList<>();
            }
            current.add(g);
        }
        if (!current.isEmpty()) {
            out.add(current);
        }
        return out;
    }

    private static boolean commentsThenFunc(List<GoLine> sorted, int k) {
        for (int j = k; j < sorted.size(); j++) {
            GoLine g = sorted.get(j);
            if (j > k && g.number() != sorted.get(j - 1).number() + 1) {
                return false;
            }
            if (g.text().startsWith("func")) {
                return true;
            }
            if (!g.text().startsWith("//")) {
                return false;
            }
        }
        return false;
    }

    private static Alignment align(List<GoLine> function, LineWords[] javaWords, boolean[] excluded, boolean[] taken,
            Map<Integer, Set<Integer>> authorAnchors) {
        String receiver = function.stream().filter(g -> g.text().startsWith("func")).map(AnchorSuggester::receiver)
                .findFirst().orElse("");
        int n = javaWords.length - 1;
        int m = function.size();
        LineWords[] goWords = new LineWords[m + 1];
        for (int j = 1; j <= m; j++) {
            goWords[j] = LineWords.go(function.get(j - 1).text(), receiver);
        }
        double[][] match = new double[n + 1][m + 1];
        double[][] best = new double[n + 1][m + 1];
        byte[][] bestFrom = new byte[n + 1][m + 1];   // 0 start, 1 match, 2 skip Java, 3 skip Go
        byte[][] matchFrom = new byte[n + 1][m + 1];  // 1 after best[i-1][j-1], 2 after match[i-1][j], 3 passed over
        double top = 0;
        int topI = 0;
        int topJ = 0;
        for (int i = 1; i <= n; i++) {
            for (int j = 1; j <= m; j++) {
                double sim = similarity(i, function.get(j - 1), javaWords[i], goWords[j], excluded[i] || taken[i], authorAnchors);
                match[i][j] = Double.NEGATIVE_INFINITY;
                boolean passes = excluded[i] || taken[i] || javaWords[i].kind() == LineWords.Kind.BLANK;
                if (passes && goWords[j].kind() == LineWords.Kind.CODE && authorAnchors.get(i) == null) {
                    // A blank line, or one a shape rule anchors, between two Java lines that port one Go line.
                    match[i][j] = match[i - 1][j];
                    matchFrom[i][j] = 3;
                } else if (sim >= THRESHOLD) {
                    double gain = sim - THRESHOLD + 0.01;
                    double fromDiagonal = best[i - 1][j - 1];
                    // Only a statement is ported by several Java lines; braces and comments pair one to one.
                    double fromAbove = goWords[j].kind() == LineWords.Kind.CODE ? match[i - 1][j] : Double.NEGATIVE_INFINITY;
                    match[i][j] = gain + Math.max(fromDiagonal, fromAbove);
                    matchFrom[i][j] = (byte) (fromAbove > fromDiagonal ? 2 : 1);
                }
                double skipJava = best[i - 1][j] - (excluded[i] || javaWords[i].kind() != LineWords.Kind.CODE ? 0 : GAP);
                double skipGo = best[i][j - 1] - (goWords[j].kind() != LineWords.Kind.CODE ? 0 : GAP);
                double value = 0;
                byte from = 0;
                if (match[i][j] > value) {
                    value = match[i][j];
                    from = 1;
                }
                if (skipJava > value) {
                    value = skipJava;
                    from = 2;
                }
                if (skipGo > value) {
                    value = skipGo;
                    from = 3;
                }
                best[i][j] = value;
                bestFrom[i][j] = from;
                if (value > top) {
                    top = value;
                    topI = i;
                    topJ = j;
                }
            }
        }
        List<SuggestedAnchor> pairs = new ArrayList<>();
        int i = topI;
        int j = topJ;
        boolean inMatch = false;
        while (i > 0 && j > 0) {
            if (inMatch && matchFrom[i][j] == 3) {
                i--;
                continue;
            }
            if (inMatch) {
                double sim = similarity(i, function.get(j - 1), javaWords[i], goWords[j], false, authorAnchors);
                pairs.add(new SuggestedAnchor(i, function.get(j - 1), Math.min(1, sim)));
                if (matchFrom[i][j] == 2) {
                    i--;
                } else {
                    i--;
                    j--;
                    inMatch = false;
                }
                continue;
            }
            byte from = bestFrom[i][j];
            if (from == 0) {
                break;
            } else if (from == 1) {
                inMatch = true;
            } else if (from == 2) {
                i--;
            } else {
                j--;
            }
        }
        return new Alignment(function, top, pairs);
    }

    private static double similarity(int javaLine, GoLine go, LineWords java, LineWords goWords, boolean unavailable,
            Map<Integer, Set<Integer>> authorAnchors) {
        Set<Integer> pinned = authorAnchors.get(javaLine);
        if (pinned != null) {
            return pinned.contains(go.number()) ? PINNED : 0;
        }
        if (unavailable || !go.anchorable()) {
            return 0;
        }
        return LineSimilarity.of(java, goWords);
    }

    /** The {@code try}/{@code finally} rules (see the class comment). */
    private static void applyShapeRules(JavaLines java, LineWords[] javaWords, List<GoLine> goLines,
            Map<Integer, SuggestedAnchor> chosen) {
        Map<Integer, GoLine> byJava = new HashMap<>();
        chosen.forEach((line, s) -> byJava.put(line, s.go()));
        java.authorAnchors.forEach((line, gos) -> goLines.stream().filter(g -> gos.contains(g.number())).findFirst()
                .ifPresent(g -> byJava.put(line, g)));
        for (JavaLines.Try t : java.tries) {
            GoLine defer = null;
            double deferConfidence = 0;
            if (t.hasFinally()) {
                GoLine aligned = t.firstStatementLine() > 0 ? byJava.get(t.firstStatementLine()) : null;
                for (int statement : t.finallyStatements()) {
                    GoLine bestDefer = null;
                    double bestSim = THRESHOLD;
                    for (GoLine g : goLines) {
                        if (!g.anchorable() || !g.text().strip().startsWith("defer ") || aligned == null
                                || !g.path().equals(aligned.path()) || !sameFunction(goLines, g, aligned)) {
                            continue;
                        }
                        double sim = LineSimilarity.dice(javaWords[statement].words(),
                                LineWords.go(g.text().strip().substring("defer ".length()), receiverOf(goLines, g)).words());
                        if (sim > bestSim) {
                            bestSim = sim;
                            bestDefer = g;
                        }
                    }
                    if (bestDefer != null) {
                        propose(java, chosen, byJava, statement, bestDefer, bestSim);
                        if (defer == null) {
                            defer = bestDefer;
                            deferConfidence = bestSim;
                        }
                    }
                }
                if (defer != null) {
                    propose(java, chosen, byJava, t.finallyLine(), defer, deferConfidence * 0.9);
                    propose(java, chosen, byJava, t.tryLine(), defer, deferConfidence * 0.9);
                }
            } else if (t.firstStatementLine() > 0 && byJava.containsKey(t.firstStatementLine())) {
                SuggestedAnchor first = chosen.get(t.firstStatementLine());
                propose(java, chosen, byJava, t.tryLine(), byJava.get(t.firstStatementLine()),
                        (first == null ? 1 : first.confidence()) * 0.8);
            }
        }
    }

    private static void propose(JavaLines java, Map<Integer, SuggestedAnchor> chosen, Map<Integer, GoLine> byJava,
            int line, GoLine go, double confidence) {
        if (java.authorAnchors.containsKey(line) || chosen.containsKey(line)) {
            return;
        }
        chosen.put(line, new SuggestedAnchor(line, go, Math.min(1, confidence)));
        byJava.put(line, go);
    }

    /** The receiver name of the function holding {@code line}, left out of its words as noise. */
    private static String receiverOf(List<GoLine> goLines, GoLine line) {
        return goLines.stream().filter(g -> g.path().equals(line.path()) && g.number() <= line.number() && g.text().startsWith("func"))
                .max(Comparator.comparingInt(GoLine::number)).map(AnchorSuggester::receiver).orElse("");
    }

    private static String receiver(GoLine func) {
        String r = func.text().replaceAll("^func\\s*\\(\\s*(\\w+)\\s.*$", "$1");
        return r.startsWith("func") ? "" : r;
    }

    /** Whether two Go lines of one file lie in the same function (no {@code func} line between them). */
    private static boolean sameFunction(List<GoLine> goLines, GoLine a, GoLine b) {
        int from = Math.min(a.number(), b.number());
        int to = Math.max(a.number(), b.number());
        return goLines.stream().noneMatch(g -> g.path().equals(a.path()) && g.number() > from && g.number() <= to
                && g.text().startsWith("func"));
    }
}
