package dev.duet.site.javasrc;

/**
 * One reference to a project declaration.
 *
 * @param file     path relative to the source root of the file holding the reference
 * @param line     1-based line of the referring name
 * @param column   1-based column of the referring name
 * @param kind     {@code read}, {@code write}, {@code call} or {@code type}
 * @param lineText the referring line, trimmed, Go anchor comment removed
 */
public record Usage(String file, int line, int column, String kind, String lineText) {
}
