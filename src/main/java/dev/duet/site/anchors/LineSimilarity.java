package dev.duet.site.anchors;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * How alike a Java line and a Go line are, from 0 (nothing in common) to about 1: the share of
 * words they have in common (Dice's coefficient over the word multisets), raised when both have
 * the same statement shape or declare the same variable. Closing braces match closing braces and
 * comments match comments, weakly, so that order alone places them.
 */
final class LineSimilarity {
    private LineSimilarity() {}

    static double of(LineWords java, LineWords go) {
        if (java.kind() != go.kind() || java.kind() == LineWords.Kind.BLANK) {
            return 0;
        }
        switch (java.kind()) {
            case CLOSE:
                return 0.7;
            case COMMENT:
                return 0.45 + 0.3 * dice(java.words(), go.words());
            default:
                double score = dice(java.words(), go.words());
                if (java.lead().equals(go.lead()) && !java.lead().equals("call")) {
                    score += 0.25;
                }
                if (!java.declared().isEmpty() && java.declared().equals(go.declared())) {
                    score += 0.3;
                }
                return Math.min(score, 1.0);
        }
    }

    static double dice(List<String> a, List<String> b) {
        if (a.isEmpty() || b.isEmpty()) {
            return 0;
        }
        Map<String, Integer> counts = new HashMap<>();
        a.forEach(w -> counts.merge(w, 1, Integer::sum));
        int common = 0;
        for (String w : b) {
            Integer n = counts.get(w);
            if (n != null && n > 0) {
                common++;
                counts.put(w, n - 1);
            }
        }
        return 2.0 * common / (a.size() + b.size());
    }
}
