/** Analyses the Java sources with JavaParser and its symbol solver: semantic tokens, declarations, usages, outlines and Go anchors. */
package dev.duet.site.javasrc;
