package dev.duet.site.cli;

import dev.duet.site.diag.Diagnostic;
import java.io.PrintWriter;
import java.util.List;

/** Prints diagnostics the way compilers do, then a one-line summary. */
final class Reporter {
    private Reporter() {}

    static void print(List<Diagnostic> diagnostics, PrintWriter err) {
        dev.duet.site.diag.Report.print(diagnostics, err);
    }
}
