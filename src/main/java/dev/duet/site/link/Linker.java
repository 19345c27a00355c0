package dev.duet.site.link;

import dev.duet.site.content.Content;
import dev.duet.site.content.Excerpt;
import dev.duet.site.content.Manifest;
import dev.duet.site.content.Page;
import dev.duet.site.diag.Diagnostics;
import dev.duet.site.diag.Suggestions;
import dev.duet.site.javasrc.Declaration;
import dev.duet.site.javasrc.JavaProject;
import dev.duet.site.markdown.Block;
import dev.duet.site.markdown.LinkTargets;
import dev.duet.site.markdown.MarkdownRenderer;
import dev.duet.site.markdown.RenderedMarkdown;
import dev.duet.site.render.SitePaths;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Renders every page's Markdown with its links resolved, checks the directives and the front
 * matter's references, then checks that the languages match.
 */
public final class Linker {
    private static final Pattern DEMO_DIRECTIVE = Pattern.compile("(?m)^@demo[ \\t]+(\\S+)[ \\t]*$");
    private static final Pattern GO_TARGET = Pattern.compile("([a-z0-9-]+):(\\d+)");

    private final MarkdownRenderer markdown;

    public Linker(MarkdownRenderer markdown) {
        this.markdown = markdown;
    }

    /** Inputs the links can point at. */
    public record Targets(Content content, JavaProject java, Set<String> demoIds) {}

    /**
     * What a page's links can point at besides its own text: while these are unchanged, a page
     * whose text is unchanged links as it did in this linker's last run.
     */
    private record Around(JavaProject java, Set<String> demoIds, Map<String, String> demoPages,
            Map<String, String> excerptPages, Manifest manifest, SortedMap<String, Excerpt> excerpts,
            Set<String> diagrams, Content.Refused refused) {}

    private Around lastAround;
    private Map<String, Map<String, LinkedPage>> lastPages = Map.of();

    /**
     * Links every page (language → slug → linked page, in manifest order). A page whose text is
     * unchanged since this linker's last run, when nothing it can point at changed either, is the
     * page linked then; a run with errors is not kept, so reused pages report none.
     */
    public synchronized Map<String, Map<String, LinkedPage>> link(Targets targets, Diagnostics diags) {
        Diagnostics own = new Diagnostics();
        Content content = targets.content();
        Map<String, String> demoPages = demoPages(content);
        Map<String, String> excerptPages = new TreeMap<>();
        content.pages().values().stream().flatMap(m -> m.values().stream()).forEach(p ->
                p.excerpt().ifPresent(e -> excerptPages.putIfAbsent(e, p.slug())));
        Around around = new Around(targets.java(), targets.demoIds(), demoPages, excerptPages, content.manifest(),
                content.excerpts(), content.diagrams().keySet(), content.refused());
        Map<String, Map<String, LinkedPage>> previous = around.equals(lastAround) ? lastPages : Map.of();
        Map<String, Map<String, LinkedPage>> out = link(targets, previous, demoPages, excerptPages, own);
        lastAround = own.hasErrors() ? null : around;
        lastPages = out;
        diags.addAll(own.sorted());
        return out;
    }

    private Map<String, Map<String, LinkedPage>> link(Targets targets, Map<String, Map<String, LinkedPage>> previous,
            Map<String, String> demoPages, Map<String, String> excerptPages, Diagnostics diags) {
        Content content = targets.content();
        Map<String, Map<String, LinkedPage>> out = new LinkedHashMap<>();
        for (String lang : content.manifest().languages()) {
            Map<String, LinkedPage> pages = new LinkedHashMap<>();
            int index = 0;
            for (String slug : content.manifest().pages()) {
                Optional<Page> page = content.page(lang, slug);
                int i = index++;
                page.ifPresent(p -> {
                    LinkedPage before = previous.getOrDefault(lang, Map.of()).get(slug);
                    pages.put(slug, before != null && before.page().equals(p) && before.index() == i ? before
                            : linkPage(p, i, targets, demoPages, excerptPages, diags));
                });
            }
            out.put(lang, pages);
        }
        for (String demo : targets.demoIds()) {
            if (!demoPages.containsKey(demo)) {
                diags.error("content/demos/" + demo + ".jsh", 1, 1, "demo '" + demo + "' is not shown on any page (add '@demo "
                        + demo + "' to a page)");
            }
        }
        ParityChecker.check(content.manifest().languages(), out, diags);
        return out;
    }

    private LinkedPage linkPage(Page p, int index, Targets targets, Map<String, String> demoPages,
            Map<String, String> excerptPages, Diagnostics diags) {
        String self = SitePaths.page(p.lang(), p.slug());
        LinkTargets links = (scheme, target, problem) -> resolve(scheme, target, self, p.lang(), targets,
                demoPages, excerptPages, problem);
        checkFrontMatter(p, targets, diags);
        RenderedMarkdown body = markdown.render(p.path(), p.bodyLine(), p.body(), links, true, diags);
        for (Block b : body.blocks()) {
            if (b instanceof Block.Directive d) {
                checkDirective(p, d, targets, diags);
            }
        }
        String summary = markdown.render(p.path(), p.kindLine(), p.summary(), links, false, diags).html();
        Map<String, String> notes = new LinkedHashMap<>();
        for (Page.Note n : p.notes()) {
            if (notes.containsKey(n.key())) {
                diags.error(p.path(), n.line(), 1, "a second note on " + n.key() + "; merge them into one");
            }
            notes.put(n.key(), markdown.render(p.path(), n.line(), n.markdown(), links, false, diags).html());
        }
        return new LinkedPage(p, index, body, summary, notes);
    }

    private static void checkFrontMatter(Page p, Targets targets, Diagnostics diags) {
        p.excerpt().ifPresent(id -> {
            if (!targets.content().excerpts().containsKey(id) && !targets.content().refused().excerpts().containsKey(id)) {
                diags.error(p.path(), p.at("excerpt").line(), p.at("excerpt").column(), "unknown excerpt '" + id + "' (known: " + targets.content().excerpts().keySet() + ")");
            }
        });
        p.demo().ifPresent(id -> {
            if (!targets.demoIds().contains(id)) {
                diags.error(p.path(), p.at("demo").line(), p.at("demo").column(), "unknown demo '" + id + "'" + Suggestions.hint(id, targets.demoIds()));
            }
        });
        for (Page.Ref ref : p.code()) {
            if (targets.java().find(ref.id()).isEmpty() && targets.java().unparsed().isEmpty()) {
                diags.error(p.path(), ref.line(), ref.column(), "unknown Java symbol '" + ref.id() + "'"
                        + javaHint(ref.id(), targets.java()));
            }
        }
        for (Page.Note n : p.notes()) {
            n.symbol().ifPresent(s -> {
                if (targets.java().find(s).isEmpty() && targets.java().unparsed().isEmpty()) {
                    diags.error(p.path(), n.line(), n.symbolColumn(), "unknown Java symbol '" + s + "'" + javaHint(s, targets.java()));
                }
            });
        }
    }

    private static void checkDirective(Page p, Block.Directive d, Targets targets, Diagnostics diags) {
        switch (d.name()) {
            case "demo" -> {
                if (!targets.demoIds().contains(d.arg())) {
                    diags.error(p.path(), d.line(), d.argColumn(), "unknown demo '" + d.arg() + "'" + Suggestions.hint(d.arg(), targets.demoIds()));
                }
            }
            case "diagram" -> {
                if (!targets.content().diagrams().containsKey(d.arg())
                        && !targets.content().refused().diagrams().contains(d.arg())) {
                    diags.error(p.path(), d.line(), d.argColumn(), "unknown diagram '" + d.arg() + "' (known: "
                            + targets.content().diagrams().keySet() + ")");
                }
            }
            default -> {
                if (p.kind() != Page.Kind.HOME) {
                    diags.error(p.path(), d.line(), 1, "@" + d.name() + " belongs on the home page");
                }
            }
        }
    }

    private static Optional<String> resolve(String scheme, String target, String self, String lang, Targets targets,
            Map<String, String> demoPages, Map<String, String> excerptPages, StringBuilder problem) {
        switch (scheme) {
            case "java" -> {
                Optional<Declaration> d = targets.java().find(target);
                if (d.isEmpty() && !targets.java().unparsed().isEmpty()) {
                    // It may be declared in a file that did not parse (reported already); the
                    // build fails anyway, so the link needs no real target.
                    return Optional.of("#");
                }
                if (d.isEmpty()) {
                    problem.append("unknown Java symbol '").append(target).append("' in link").append(javaHint(target, targets.java()));
                    return Optional.empty();
                }
                return Optional.of(SitePaths.relative(self, SitePaths.source(lang, d.get().file())) + "#"
                        + SitePaths.fragment(d.get()));
            }
            case "page" -> {
                String slug = target.contains("#") ? target.substring(0, target.indexOf('#')) : target;
                String fragment = target.contains("#") ? target.substring(target.indexOf('#')) : "";
                if (!targets.content().manifest().pages().contains(slug)) {
                    problem.append("unknown page '").append(slug).append("' in link")
                            .append(Suggestions.hint(slug, targets.content().manifest().pages()));
                    return Optional.empty();
                }
                return Optional.of(SitePaths.relative(self, SitePaths.page(lang, slug)) + fragment);
            }
            case "demo" -> {
                String page = demoPages.get(target);
                if (page == null) {
                    problem.append(targets.demoIds().contains(target) ? "demo '" + target + "' is not shown on any page"
                            : "unknown demo '" + target + "' in link" + Suggestions.hint(target, targets.demoIds()));
                    return Optional.empty();
                }
                return Optional.of(SitePaths.relative(self, SitePaths.page(lang, page)) + "#demo-" + target);
            }
            case "go" -> {
                Matcher m = GO_TARGET.matcher(target);
                String page = m.matches() ? excerptPages.get(m.group(1)) : null;
                if (page == null) {
                    problem.append("link go:").append(target).append(" must name a shown excerpt and a line, e.g. go:queue-get:276");
                    return Optional.empty();
                }
                int line = Integer.parseInt(m.group(2));
                var e = targets.content().excerpts().get(m.group(1));
                if (e == null) {
                    // The excerpt was refused and that is reported: the build fails anyway, so
                    // the link needs no real target and no second report.
                    return Optional.of("#");
                }
                if (line < e.first() || line > e.last()) {
                    problem.append("line ").append(line).append(" is outside excerpt ").append(e.id())
                            .append(" (L").append(e.first()).append("–L").append(e.last()).append(")");
                    return Optional.empty();
                }
                return Optional.of(SitePaths.relative(self, SitePaths.page(lang, page)) + "#go-" + line);
            }
            default -> {
                problem.append("unknown link scheme '").append(scheme).append("'");
                return Optional.empty();
            }
        }
    }

    /**
     * "; did you mean 'X'?" for a mistyped {@code java:} reference, naming the nearest declaration
     * in the form the author wrote: as qualified as the reference, so {@code Counter#inx()} meets
     * {@code Counter#inc()}. Empty when nothing is near (the declarations are too many to list).
     */
    static String javaHint(String given, JavaProject project) {
        int hash = given.indexOf('#');
        String typePart = hash < 0 ? given : given.substring(0, hash);
        int dots = (int) typePart.chars().filter(c -> c == '.').count();
        java.util.Set<String> forms = new java.util.LinkedHashSet<>();
        for (String id : project.declarations().keySet()) {
            int idHash = id.indexOf('#');
            String idType = idHash < 0 ? id : id.substring(0, idHash);
            String[] segments = idType.split("\\.");
            if (segments.length <= dots) {
                continue;
            }
            String shortType = String.join(".", java.util.Arrays.copyOfRange(segments, segments.length - dots - 1, segments.length));
            String form = shortType + (idHash < 0 ? "" : id.substring(idHash));
            if (hash < 0 == (idHash < 0)) {
                forms.add(form);
            }
        }
        return Suggestions.nearest(given, forms).map(k -> "; did you mean '" + k + "'?").orElse("");
    }

    /** Demo id → slug of the first page (in manifest order, first language) that embeds it. */
    private static Map<String, String> demoPages(Content content) {
        Map<String, String> out = new TreeMap<>();
        String lang = content.manifest().languages().get(0);
        for (String slug : content.manifest().pages()) {
            content.page(lang, slug).ifPresent(p -> {
                Matcher m = DEMO_DIRECTIVE.matcher(p.body());
                while (m.find()) {
                    out.putIfAbsent(m.group(1), slug);
                }
                p.demo().ifPresent(d -> out.putIfAbsent(d, slug));
            });
        }
        return out;
    }
}
