/** The local preview server: serves the built site, reloads pages on change, and runs edited demos safely. */
package dev.duet.site.serve;
