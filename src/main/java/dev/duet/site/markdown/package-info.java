/** Markdown to HTML with flexmark: explicit heading ids, Duet's link schemes and block directives. */
package dev.duet.site.markdown;
