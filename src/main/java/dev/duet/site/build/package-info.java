/** The build recipe: load, analyse, lex, align, run demos, link, render; then write or compare site/. */
package dev.duet.site.build;
