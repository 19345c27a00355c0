/** A lexer for Go's lexical grammar that turns pinned Go excerpts into highlighted lines. */
package dev.duet.site.golang;
