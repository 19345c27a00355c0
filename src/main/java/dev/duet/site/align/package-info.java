/** Aligns each pinned Go excerpt with the Java lines that carry its {@code // go:N} anchors, and validates the anchors. */
package dev.duet.site.align;
