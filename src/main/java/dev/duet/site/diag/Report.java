package dev.duet.site.diag;

import java.io.PrintWriter;
import java.util.List;

/** Prints diagnostics the way compilers do, then a one-line count of the errors. */
public final class Report {
    private Report() {}

    public static void print(List<Diagnostic> diagnostics, PrintWriter err) {
        for (Diagnostic d : diagnostics) {
            err.println(d);
        }
        long errors = diagnostics.stream().filter(d -> d.severity() == Diagnostic.Severity.ERROR).count();
        if (errors > 0) {
            err.println(errors + (errors == 1 ? " error" : " errors"));
        }
        err.flush();
    }
}
