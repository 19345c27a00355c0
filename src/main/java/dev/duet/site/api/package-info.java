/**
 * Duet called from another program rather than from its command line: a build tool's plugin (the
 * Maven plugin) hands over what it resolved (source roots, class paths, encoding, output folder)
 * and gets the command's exit code, with the same messages on the same writers.
 */
package dev.duet.site.api;
