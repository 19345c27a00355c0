/** The render-neutral model of highlighted source code: lines of classified, optionally linked spans. */
package dev.duet.site.code;
