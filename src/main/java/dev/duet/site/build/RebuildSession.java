package dev.duet.site.build;

import dev.duet.site.diag.Diagnostic;
import dev.duet.site.diag.Diagnostics;
import dev.duet.site.render.SiteModel;
import dev.duet.site.render.SiteRenderer;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Rebuilds after edits during {@code serve}, re-rendering only what an edit affects. One builder
 * is kept, so the symbol solver, the parsed templates and the demo runs are reused.
 *
 * <p>An edit to one page re-renders that page, and the search data of its language; if its title,
 * navigation label or anything else other pages show of it changed, everything (see {@link PageEdits}). Any other edit
 * (templates, Java, excerpts, demos, the manifest, messages) re-renders the whole site; an edit to
 * the Java sources also compiles them (see {@link PortCompiler}) and runs every demo against the
 * new classes. Only files whose bytes changed are written. A failed rebuild writes nothing.
 */
public final class RebuildSession {
    private final SiteBuilder builder;
    private final JShellDemoStage demos;
    private java.util.function.Consumer<Path> onPortCompiled = classes -> { };
    private PortCompiler.Compiled announced;
    private SiteModel last;

    /** The result of one rebuild: what was written, or why nothing was. */
    public record Outcome(List<String> written, List<Diagnostic> diagnostics, long millis) {
        public boolean ok() {
            return diagnostics.stream().noneMatch(d -> d.severity() == Diagnostic.Severity.ERROR);
        }
    }

    public RebuildSession(SiteBuilder builder, JShellDemoStage demos) {
        this.builder = builder;
        this.demos = demos;
    }

    /** Tells {@code listener} where the port was compiled after each compilation (live runs use it too). */
    public synchronized void onPortCompiled(java.util.function.Consumer<Path> listener) {
        this.onPortCompiled = listener;
        if (announced != null) {
            listener.accept(announced.classes()); // compiled by the first build, before anyone listened
        }
    }

    /** Builds everything and writes the site (the session's first build). */
    public synchronized Outcome buildAll() throws IOException {
        return run(SiteRenderer.Selection.ALL, true, System.nanoTime());
    }

    /** Rebuilds after {@code changed} files changed. */
    public synchronized Outcome rebuild(Set<Path> changed) throws IOException {
        long start = System.nanoTime();
        BuildConfig config = builder.config();
        boolean javaChanged = false;
        for (Path p : changed) {
            Path abs = p.toAbsolutePath().normalize();
            if (abs.startsWith(config.templatesDir())) {
                builder.templates().clearCache();
            }
            javaChanged |= abs.startsWith(config.sourceRoot());
        }
        if (javaChanged) {
            // The demos run the port: the full build below compiles it as it is now and runs
            // every demo against that.
            builder.sourcesChanged();
        }
        Optional<Set<String>> pages = last == null ? Optional.empty() : PageEdits.pagesOnly(config, changed);
        return run(pages.map(PageEdits::selection).orElse(SiteRenderer.Selection.ALL), false, start);
    }

    private Outcome run(SiteRenderer.Selection selection, boolean replaceAll, long start)
            throws IOException {
        SiteBuilder.Result result = builder.build(selection);
        if (!result.ok()) {
            return new Outcome(List.of(), result.diagnostics(), (System.nanoTime() - start) / 1_000_000);
        }
        Optional<SiteModel> model = result.model();
        if (selection != SiteRenderer.Selection.ALL && last != null && model.isPresent()
                && PageEdits.facesChanged(PageEdits.faces(last), model.get())) {
            // A title changed: every page's navigation shows it, so render them all.
            result = builder.build(SiteRenderer.Selection.ALL);
        }
        List<String> written;
        if (replaceAll) {
            SiteOutput.replace(builder.config().siteDir(), builder.config().display(builder.config().siteDir()),
                    result.files());
            written = List.copyOf(result.files().keySet());
        } else {
            written = SiteOutput.update(builder.config().siteDir(), result.files());
        }
        last = result.model().orElse(last);
        PortCompiler.Compiled compiled = builder.compiled().orElse(null);
        if (compiled != null && compiled != announced) {
            announced = compiled;
            onPortCompiled.accept(compiled.classes());
        }
        return new Outcome(written, result.diagnostics(), (System.nanoTime() - start) / 1_000_000);
    }
}
