package dev.duet.site.align;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class MonotonicChainTest {

    private static Link link(int go, int java) {
        return new Link(go, java, false);
    }

    @Test
    void findsTheLongestChainIncreasingOnBothSides() {
        List<Link> pairs = List.of(link(1, 10), link(2, 30), link(3, 11), link(4, 12), link(5, 31));
        assertEquals(List.of(link(1, 10), link(3, 11), link(4, 12), link(5, 31)), MonotonicChain.longest(pairs, 1, 10));
    }

    @Test
    void aLineIsUsedOnceEvenWhenAnchoredTwice() {
        List<Link> pairs = List.of(link(1, 10), link(1, 11), link(2, 11));
        assertEquals(List.of(link(1, 10), link(2, 11)), MonotonicChain.longest(pairs, 1, 10));
    }

    @Test
    void amongEqualLengthsPrefersPairsThatStayInStep() {
        // Go 2 may pair with Java 11 or Java 15; Java 11 keeps it beside its neighbours
        List<Link> pairs = List.of(link(1, 10), link(2, 11), link(2, 15), link(3, 16));
        assertEquals(List.of(link(1, 10), link(2, 11), link(3, 16)), MonotonicChain.longest(pairs, 1, 10));
    }

    @Test
    void anEmptyInputGivesAnEmptyChain() {
        assertEquals(List.of(), MonotonicChain.longest(List.of(), 1, 1));
    }
}
