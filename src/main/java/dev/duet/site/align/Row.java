package dev.duet.site.align;

/**
 * One row of the split view; either side may be null, which is a filler cell.
 *
 * <p>Two lines share a row either because they are a pair of the monotonic chain (a
 * non-crossing {@link Link}) or because they are unmatched lines of the same gap between two
 * chain pairs, laid side by side like a diff viewer's changed block; only links say which lines
 * correspond.
 *
 * @param goLine   upstream Go line number shown on the left, or null
 * @param javaLine Java line number shown on the right, or null
 */
public record Row(Integer goLine, Integer javaLine) {
}
