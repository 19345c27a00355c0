package dev.duet.site.anchors;

/**
 * One line of an excerpt, as the suggester sees it.
 *
 * @param path        the upstream file it comes from (lines of different files never align together)
 * @param number      its upstream line number, the N of {@code // go:N}
 * @param text        its text
 * @param excerptId   the excerpt holding it
 * @param anchorable  false for a line listed under {@code noCounterpart:}
 */
public record GoLine(String path, int number, String text, String excerptId, boolean anchorable) {
}
