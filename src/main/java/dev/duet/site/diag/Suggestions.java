package dev.duet.site.diag;

import java.util.Collection;
import java.util.Optional;

/** The known name that a mistyped one most probably meant, for "did you mean" hints. */
public final class Suggestions {
    private Suggestions() {}

    /**
     * The name of {@code known} nearest to {@code given} by edit distance (ignoring case), when it
     * is near enough to be a slip: at most a third of the longer name's letters differ, at least one
     * may. Ties go to the first in {@code known}'s order.
     */
    public static Optional<String> nearest(String given, Collection<String> known) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String candidate : known) {
            int d = distance(given.toLowerCase(java.util.Locale.ROOT), candidate.toLowerCase(java.util.Locale.ROOT));
            if (d < bestDistance && d <= Math.max(1, Math.max(given.length(), candidate.length()) / 3)) {
                best = candidate;
                bestDistance = d;
            }
        }
        return Optional.ofNullable(best);
    }

    /** " (did you mean 'x'?)" or " (known: a, b, c)": the end of an "unknown name" message. */
    public static String hint(String given, Collection<String> known) {
        return nearest(given, known).map(k -> "; did you mean '" + k + "'?")
                .orElseGet(() -> " (known: " + String.join(", ", known) + ")");
    }

    /** Levenshtein distance, with a swap of two neighbouring letters counted as one edit. */
    static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
