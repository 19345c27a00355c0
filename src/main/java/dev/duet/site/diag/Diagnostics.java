package dev.duet.site.diag;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Collects the problems of one build so they can all be reported together.
 *
 * <p>Thread-safe: stages that run in parallel may report into the same collector.
 */
public final class Diagnostics {
    private final List<Diagnostic> items = new ArrayList<>();

    public synchronized void add(Diagnostic d) {
        items.add(d);
    }

    public void error(String path, int line, int column, String message) {
        add(Diagnostic.error(path, line, column, message));
    }

    /** A problem that does not stop the build (it is printed, and the site is still written). */
    public void warning(String path, int line, int column, String message) {
        add(new Diagnostic(path, line, column, Diagnostic.Severity.WARNING, message));
    }

    public synchronized void addAll(List<Diagnostic> ds) {
        items.addAll(ds);
    }

    /** Number of problems reported so far; lets a stage tell whether it added any. */
    public synchronized int count() {
        return items.size();
    }

    public synchronized boolean hasErrors() {
        return items.stream().anyMatch(d -> d.severity() == Diagnostic.Severity.ERROR);
    }

    /** All problems, sorted by position. */
    public synchronized List<Diagnostic> sorted() {
        List<Diagnostic> copy = new ArrayList<>(items);
        copy.sort(Diagnostic.ORDER);
        return Collections.unmodifiableList(copy);
    }
}
