package dev.duet.site.javasrc;

/**
 * Where a declaration's Javadoc comment is, and whether the declaration is part of the public API
 * (what readers of other packages see), which is what a site must translate.
 *
 * @param id        the declaration's id
 * @param api       public or protected, and so are all its enclosing types (interface members are
 *                  implicitly public)
 * @param firstLine line of the comment's {@code /**}
 * @param lastLine  line of the comment's closing {@code *}{@code /}
 */
public record DocComment(String id, boolean api, int firstLine, int lastLine) implements java.io.Serializable {
}
