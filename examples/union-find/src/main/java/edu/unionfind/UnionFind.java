package edu.unionfind;

import java.util.Arrays;
import java.util.List;

/**
 * Disjoint sets over the numbers {@code 0..n-1}, ported from unionfind.go: each set is a tree
 * whose root represents it; {@link #find} halves the path it walks and {@link #union} hangs the
 * smaller tree under the larger.
 */
public final class UnionFind {
    private final int[] parent;
    private final int[] size;
    private int sets;

    /** {@code n} sets of one element each (Upstream: unionfind.go L10–L18, New). */
    public UnionFind(int n) {
        parent = new int[n];
        size = new int[n];
        for (int i = 0; i < n; i++) {
            parent[i] = i;
            size[i] = 1;
        }
        sets = n;
    }

    /** The representative of {@code x}'s set; every node on the way now points at its grandparent. */
    public int find(int x) {                             // go:22
        while (parent[x] != x) {                         // go:23
            parent[x] = parent[parent[x]];               // go:24
            x = parent[x];                               // go:25
        }                                                // go:26
        return x;                                        // go:27
    }                                                    // go:28

    /** Merges the sets of {@code a} and {@code b}; false when they already were one set. */
    public boolean union(int a, int b) {                 // go:32
        int ra = find(a), rb = find(b);                  // go:33
        if (ra == rb) {                                  // go:34
            return false;                                // go:35
        }                                                // go:36
        if (size[ra] < size[rb]) {                       // go:37
            int larger = rb;                             // go:38
            rb = ra;                                     // go:38
            ra = larger;                                 // go:38
        }                                                // go:39
        parent[rb] = ra;                                 // go:40
        size[ra] += size[rb];                            // go:41
        sets--;                                          // go:42
        return true;                                     // go:43
    }                                                    // go:44

    /** How many disjoint sets there are. */
    public int sets() {
        return sets;
    }

    /** The state the demo player draws after each step: each component becomes a box. */
    @NotRecorded
    public Snapshot snapshot() {
        return new Snapshot(Arrays.stream(parent).boxed().toList(), Arrays.stream(size).boxed().toList(), sets);
    }

    /** {@code parent[i]} is the node above {@code i}; {@code size[r]} counts the tree under root {@code r}. */
    @NotRecorded
    public record Snapshot(List<Integer> parent, List<Integer> size, int sets) {}
}
