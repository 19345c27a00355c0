package dev.duet.site.build;

import dev.duet.site.diag.Diagnostics;
import dev.duet.site.javasrc.NestingLimit;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;

/**
 * Keeps javac's recursion from becoming a trace: javac recurses once or more per level of
 * nesting, so a file nested deeper than real code is reported before javac sees it, javac runs on
 * a thread whose stack is known, and when it still runs out of stack the file is named.
 */
final class JavacNesting {
    private JavacNesting() {
    }

    /** Reports every file nested deeper than {@link NestingLimit#MAX_DEPTH}, where it crosses the limit. */
    static void reportTooDeep(List<File> sources, BuildConfig config, Diagnostics diags) {
        for (File source : sources) {
            String text;
            try {
                text = new String(Files.readAllBytes(source.toPath()), StandardCharsets.UTF_8);
            } catch (IOException e) {
                continue; // javac reports the file it cannot read
            }
            NestingLimit.check(text).ifPresent(deep -> diags.error(config.display(source.toPath()), deep.line(),
                    deep.column(), deep.message()));
        }
    }

    /**
     * javac recurses per level of nesting: it runs on a thread whose stack size is known (the
     * main thread's depends on how the JVM was started), so what compiles does not depend on that.
     */
    static boolean onKnownStack(java.util.function.BooleanSupplier work) {
        boolean[] result = new boolean[1];
        Throwable[] failed = new Throwable[1];
        Thread t = new Thread(null, () -> {
            try {
                result[0] = work.getAsBoolean();
            } catch (RuntimeException | Error e) {
                failed[0] = e; // rethrown on the caller's thread, not printed by this one's handler
            }
        }, "duet-javac", 64L << 20);
        t.start();
        try {
            t.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while compiling", e);
        }
        if (failed[0] instanceof RuntimeException e) {
            throw e;
        }
        if (failed[0] instanceof Error e) {
            throw e;
        }
        return result[0];
    }

    /**
     * javac ran out of stack on a nesting the bracket scan does not count (300,000 {@code ~} in a
     * row): its own report is a trace that names no file, so each file is parsed alone to find
     * the ones it fails on, and those are reported instead.
     */
    static void reportStackOverflow(JavaCompiler javac, StandardJavaFileManager files, List<File> sources,
                                    String manifestPath, BuildConfig config, Diagnostics diags) {
        int before = diags.count();
        for (File source : sources) {
            java.io.StringWriter crash = new java.io.StringWriter();
            boolean parsed = onKnownStack(() -> {
                try {
                    var task = (com.sun.source.util.JavacTask) javac.getTask(crash, files, d -> { }, List.of("-proc:none"),
                            null, files.getJavaFileObjectsFromFiles(List.of(source)));
                    task.parse();
                    return true;
                } catch (IOException | RuntimeException | StackOverflowError e) {
                    return false;
                }
            });
            if (!parsed || crash.toString().contains("java.lang.StackOverflowError")) {
                diags.add(NestingLimit.stackRanOut(config.display(source.toPath())));
            }
        }
        if (diags.count() == before) {
            diags.error(manifestPath, 1, 1, "javac ran out of stack compiling the sources: one of them is nested"
                    + " too deeply for it (a long run of operators, calls or statements inside one another)");
        }
    }
}
