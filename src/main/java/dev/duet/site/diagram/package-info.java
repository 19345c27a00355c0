/** SVG diagrams generated at build time from the specs in content/diagrams. */
package dev.duet.site.diagram;
