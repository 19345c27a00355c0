package dev.duet.site.build;

import dev.duet.site.content.LanguageTags;
import dev.duet.site.content.Page;
import dev.duet.site.link.LinkedPage;
import dev.duet.site.render.SiteModel;
import dev.duet.site.render.SitePaths;
import dev.duet.site.render.SiteRenderer;
import java.io.Serializable;
import java.nio.file.Path;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What an edit to content pages alone affects, for serve's rebuilds ({@link RebuildSession}) and
 * {@code duet build}'s ({@link LastBuild}): a page's body shows only on that page and in its
 * language's search data, so only those are rendered again; what other pages show of it (its
 * {@link Face}: title, navigation label, summary...) is in every page's navigation and in the
 * source pages, so when that changed, everything is.
 */
final class PageEdits {
    private static final Pattern PAGE = Pattern.compile("([a-z0-9][a-z0-9-]*)\\.(" + LanguageTags.PATTERN + ")\\.md");

    private PageEdits() {
    }

    /**
     * The edited pages ({@code lang/slug}) when every changed file is a page of {@code content/pages};
     * empty when anything else changed too.
     */
    static Optional<Set<String>> pagesOnly(BuildConfig config, Collection<Path> changed) {
        Set<String> pages = new TreeSet<>();
        for (Path p : changed) {
            Path abs = p.toAbsolutePath().normalize();
            Matcher m = PAGE.matcher(abs.getFileName().toString());
            if (!abs.startsWith(config.contentDir().resolve("pages").toAbsolutePath().normalize()) || !m.matches()) {
                return Optional.empty();
            }
            pages.add(m.group(2) + "/" + m.group(1));
        }
        return Optional.of(pages);
    }

    /** What to render after an edit to the text of {@code pages}. */
    static SiteRenderer.Selection selection(Set<String> pages) {
        return SiteRenderer.Selection.pages(p -> pages.contains(p.page().lang() + "/" + p.slug()));
    }

    /**
     * Whether {@code path}, written before, belongs to what rendering {@code pages} replaces whole:
     * their languages' search data, whose body shards may be fewer after an edit (one not
     * rendered again is then stale and must go).
     */
    static boolean replacedWhole(Set<String> pages, String path) {
        return pages.stream().map(p -> p.substring(0, p.indexOf('/')))
                .anyMatch(lang -> path.startsWith(SitePaths.asset("data/search-" + lang + "/")));
    }

    /**
     * What pages other than a page itself show of it: when it changes, every page is rendered again.
     * {@code bodyDemos} are the demos its body shows ({@code @demo}, in order), whose exercises a
     * page's {@code @exercises} lists.
     */
    record Face(String title, String nav, String summary, String kind, int index, String summaryHtml,
                String excerpt, String caption, String demo, java.util.List<String> bodyDemos) implements Serializable {
        static Face of(LinkedPage p) {
            Page page = p.page();
            java.util.List<String> bodyDemos = new java.util.ArrayList<>();
            for (dev.duet.site.markdown.Block b : p.body().blocks()) {
                if (b instanceof dev.duet.site.markdown.Block.Directive d && d.name().equals("demo")) {
                    bodyDemos.add(d.arg());
                }
            }
            return new Face(page.title(), page.nav(), page.summary(), String.valueOf(page.kind()), p.index(),
                    p.summaryHtml(), page.excerpt().orElse(null), page.caption().orElse(null), page.demo().orElse(null),
                    java.util.List.copyOf(bodyDemos));
        }
    }

    /** Each page's face, by {@code lang/slug}. */
    static Map<String, Face> faces(SiteModel model) {
        Map<String, Face> out = new TreeMap<>();
        model.pages().forEach((lang, pages) -> pages.values().forEach(p -> out.put(lang + "/" + p.slug(), Face.of(p))));
        return out;
    }

    /** Whether a page shows differently elsewhere than before, or pages were added or removed. */
    static boolean facesChanged(Map<String, Face> before, SiteModel after) {
        return !before.equals(faces(after));
    }
}
