package dev.duet.site.javasrc;

/**
 * One row of a file's structure view.
 *
 * @param id    the declaration id
 * @param name  what the row shows: a simple type name, or a member's anchor such as {@code add(T)}
 * @param kind  the declaration kind, as in {@link Declaration#kind()}
 * @param line  the line of the declared name
 * @param depth 0 for top-level types, one more for each enclosing type
 */
public record OutlineEntry(String id, String name, String kind, int line, int depth) implements java.io.Serializable {
}
