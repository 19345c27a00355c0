/**
 * Proposes {@code // go:N} anchors for a Java file from its excerpts: each Go line and each Java
 * line is reduced to its words (names split into parts, Go's and Java's spellings of the same
 * construct made one), and a monotone alignment per Go function pairs the lines that say the same.
 */
package dev.duet.site.anchors;
