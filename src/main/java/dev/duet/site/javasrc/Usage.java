package dev.duet.site.javasrc;

/**
 * One reference to a project declaration.
 *
 * @param file     path relative to the source root of the file holding the reference
 * @param line     1-based line of the referring name
 * @param column   1-based column of the referring name
 * @param kind     {@code read}, {@code write}, {@code call} or {@code type}
 * @param lineText the referring line, trimmed, Go anchor comment removed
 * @param via      null when the reference names this declaration; otherwise the id of the method in
 *                 its hierarchy that it names (a call through an interface, or of an override)
 */
public record Usage(String file, int line, int column, String kind, String lineText, String via)
        implements java.io.Serializable {

    /** A reference that names the declaration itself. */
    public Usage(String file, int line, int column, String kind, String lineText) {
        this(file, line, column, kind, lineText, null);
    }
}
