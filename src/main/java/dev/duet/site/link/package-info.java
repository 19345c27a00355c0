/** Linking pages together: Markdown rendered with resolved links, reading order, language parity. */
package dev.duet.site.link;
