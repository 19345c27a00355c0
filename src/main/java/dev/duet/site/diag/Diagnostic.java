package dev.duet.site.diag;

import java.util.Comparator;
import java.util.Objects;

/**
 * One problem in the project's input, with the position a reader needs to fix it.
 *
 * <p>{@code path} is relative to the project root with {@code /} separators; {@code line} and
 * {@code column} are 1-based, and 0 means "the whole file" / "the whole line".
 */
public record Diagnostic(String path, int line, int column, Severity severity, String message)
        implements java.io.Serializable {

    public enum Severity {
        ERROR, WARNING;

        String label() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** Orders diagnostics by file, then position, then text, so output is stable. */
    public static final Comparator<Diagnostic> ORDER = Comparator.comparing(Diagnostic::path)
            .thenComparingInt(Diagnostic::line)
            .thenComparingInt(Diagnostic::column)
            .thenComparing(Diagnostic::message);

    public Diagnostic {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(message, "message");
    }

    public static Diagnostic error(String path, int line, int column, String message) {
        return new Diagnostic(path, line, column, Severity.ERROR, message);
    }

    /** The compiler-style form, {@code path:line:col: error: message}. */
    @Override
    public String toString() {
        return path + ":" + Math.max(line, 1) + ":" + Math.max(column, 1) + ": " + severity.label() + ": " + message;
    }
}
