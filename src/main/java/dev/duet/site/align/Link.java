package dev.duet.site.align;

/**
 * One anchored correspondence between a Go line and a Java line.
 *
 * @param goLine   upstream Go line number
 * @param javaLine Java line number
 * @param crossing true when the pair is off the monotonic chain, so the two lines sit in different rows
 */
public record Link(int goLine, int javaLine, boolean crossing) {
}
