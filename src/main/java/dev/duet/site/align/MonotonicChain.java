package dev.duet.site.align;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Finds the longest chain of (Go line, Java line) pairs increasing strictly in both lines.
 *
 * <p>Among chains of equal length it prefers the one whose consecutive pairs keep the same
 * distance on both sides (fewest filler rows between them), then the one made of earlier pairs,
 * so the result is deterministic.
 */
final class MonotonicChain {

    private MonotonicChain() {
    }

    /**
     * @param pairs links sorted by Go line then Java line
     * @return the chosen pairs, in order
     */
    static List<Link> longest(List<Link> pairs, int goFirst, int javaFirst) {
        int n = pairs.size();
        int[] length = new int[n];
        long[] cost = new long[n];
        int[] previous = new int[n];
        for (int i = 0; i < n; i++) {
            Link here = pairs.get(i);
            length[i] = 1;
            cost[i] = Math.abs((here.goLine() - goFirst) - (here.javaLine() - javaFirst));
            previous[i] = -1;
            for (int j = 0; j < i; j++) {
                Link before = pairs.get(j);
                if (before.goLine() >= here.goLine() || before.javaLine() >= here.javaLine()) {
                    continue;
                }
                int candidateLength = length[j] + 1;
                long candidateCost = cost[j] + skew(before, here);
                if (candidateLength > length[i] || (candidateLength == length[i] && candidateCost < cost[i])) {
                    length[i] = candidateLength;
                    cost[i] = candidateCost;
                    previous[i] = j;
                }
            }
        }
        int best = -1;
        for (int i = 0; i < n; i++) {
            if (best < 0 || length[i] > length[best] || (length[i] == length[best] && cost[i] < cost[best])) {
                best = i;
            }
        }
        List<Link> chain = new ArrayList<>();
        for (int i = best; i >= 0; i = previous[i]) {
            chain.add(pairs.get(i));
        }
        Collections.reverse(chain);
        return chain;
    }

    /** How many filler rows the gap between two consecutive chain pairs needs. */
    private static long skew(Link before, Link after) {
        return Math.abs((after.goLine() - before.goLine()) - (after.javaLine() - before.javaLine()));
    }
}
