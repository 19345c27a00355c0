package dev.duet.site.build;

import dev.duet.site.diag.Diagnostic;
import dev.duet.site.diag.Diagnostics;
import dev.duet.site.link.LinkedPage;
import dev.duet.site.render.SiteModel;
import dev.duet.site.render.SiteRenderer;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Rebuilds after edits during {@code serve}, re-rendering only what an edit affects. One builder
 * is kept, so the symbol solver, the parsed templates and the demo runs are reused.
 *
 * <p>An edit to one page re-renders that page, and the search data of its language; if its title
 * or navigation label changed, every page of that language (they all list it). Any other edit
 * (templates, Java, excerpts, demos, the manifest, messages) re-renders the whole site; an edit to
 * the Java sources also compiles them (see {@link PortCompiler}) and runs every demo against the
 * new classes. Only files whose bytes changed are written. A failed rebuild writes nothing.
 */
public final class RebuildSession {
    private static final Pattern PAGE = Pattern.compile("([a-z0-9][a-z0-9-]*)\\.(" + dev.duet.site.content.LanguageTags.PATTERN + ")\\.md");

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
        Set<String> pages = new HashSet<>();
        boolean everything = last == null;
        boolean javaChanged = false;
        for (Path p : changed) {
            Path abs = p.toAbsolutePath().normalize();
            Matcher m = PAGE.matcher(abs.getFileName().toString());
            if (abs.startsWith(config.contentDir().resolve("pages")) && m.matches()) {
                pages.add(m.group(2) + "/" + m.group(1));
            } else {
                everything = true;
                if (abs.startsWith(config.templatesDir())) {
                    builder.templates().clearCache();
                }
                javaChanged |= abs.startsWith(config.sourceRoot());
            }
        }
        if (javaChanged) {
            // The demos run the port: the full build below compiles it as it is now and runs
            // every demo against that.
            builder.sourcesChanged();
        }
        if (everything) {
            return run(SiteRenderer.Selection.ALL, false, start);
        }
        SiteRenderer.Selection selection = SiteRenderer.Selection.pages(p -> pages.contains(p.page().lang() + "/" + p.slug()));
        return run(selection, false, start);
    }

    /** Whether the page's title or navigation label changed since the previous build. */
    private static boolean navChanged(SiteModel before, LinkedPage now) {
        return pagesOf(before, now.page().lang()).stream()
                .filter(p -> p.slug().equals(now.slug())).findFirst()
                .map(p -> !Objects.equals(p.page().nav(), now.page().nav()) || !Objects.equals(p.page().title(), now.page().title()))
                .orElse(true);
    }

    private static List<LinkedPage> pagesOf(SiteModel model, String lang) {
        return List.copyOf(model.pages().getOrDefault(lang, Map.of()).values());
    }

    private Outcome run(SiteRenderer.Selection selection, boolean replaceAll, long start)
            throws IOException {
        SiteBuilder.Result result = builder.build(selection);
        if (!result.ok()) {
            return new Outcome(List.of(), result.diagnostics(), (System.nanoTime() - start) / 1_000_000);
        }
        Optional<SiteModel> model = result.model();
        if (selection != SiteRenderer.Selection.ALL && last != null && model.isPresent()
                && pagesChangedNav(last, model.get())) {
            // A title changed: every page's navigation shows it, so render them all.
            result = builder.build(SiteRenderer.Selection.pages(p -> true));
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

    private static boolean pagesChangedNav(SiteModel before, SiteModel after) {
        for (var entry : after.pages().entrySet()) {
            for (LinkedPage p : entry.getValue().values()) {
                if (navChanged(before, p)) {
                    return true;
                }
            }
        }
        return false;
    }
}
