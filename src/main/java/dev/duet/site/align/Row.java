package dev.duet.site.align;

/**
 * One row of the split view; either side may be null, which is a filler cell.
 *
 * @param goLine   upstream Go line number shown on the left, or null
 * @param javaLine Java line number shown on the right, or null
 */
public record Row(Integer goLine, Integer javaLine) {
}
