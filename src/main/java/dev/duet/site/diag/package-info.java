/** Positioned problems found while building a site, printed as {@code path:line:col: error: message}. */
package dev.duet.site.diag;
