package dev.duet.site.anchors;

/**
 * A proposed {@code // go:N} for one Java line.
 *
 * @param javaLine   the 1-based Java line to carry it
 * @param go         the Go line it names
 * @param confidence from 0 to 1: how alike the two lines are, and how sure the shape rules are
 */
public record SuggestedAnchor(int javaLine, GoLine go, double confidence) {
}
