/** The {@code duet} command line: build, check, serve, demo. */
package dev.duet.site.cli;
