package dev.duet.site.javasrc;

import java.util.List;

/**
 * A {@code // go:N} comment at the end of a Java line, naming the upstream Go line(s) it ports.
 *
 * @param javaLine the Java line carrying the comment
 * @param column   1-based column where the comment starts
 * @param goLines  the upstream Go line numbers named, ranges expanded, in the order written
 */
public record GoAnchor(int javaLine, int column, List<Integer> goLines) implements java.io.Serializable {

    public GoAnchor {
        goLines = List.copyOf(goLines);
    }
}
