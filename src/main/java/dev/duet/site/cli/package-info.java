/** The {@code duet} command line: init, build, check, serve, demo, browse. */
package dev.duet.site.cli;
