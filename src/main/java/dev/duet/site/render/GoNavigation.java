package dev.duet.site.render;

import dev.duet.site.code.CodeLine;
import dev.duet.site.code.Span;
import dev.duet.site.content.Excerpt;
import dev.duet.site.golang.GoNames;
import dev.duet.site.link.LinkedPage;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The Go side of the split views as navigable as the Java side: each name an excerpt declares
 * (receiver, parameters, results, type parameters, locals, functions and methods) links from its
 * uses to its line, and the site's Go data ({@code assets/data/go.js}, loaded on demand) gives
 * each its declaring line and its usages. A selector on the receiver ({@code q.dirty}) that no
 * excerpt declares goes to the Java twin: the same member of the Java type of the same name.
 */
final class GoNavigation {
    /** Where the Go data is, site-relative. */
    static final String DATA = "go";

    private record Place(String excerpt, GoNames.Declaration declaration) {}

    private final SiteModel model;
    private final Map<String, Map<String, GoNames.Name>> names = new HashMap<>(); // excerpt -> "line:col" -> name
    private final Map<String, Place> declarations = new TreeMap<>();
    private final Map<String, List<int[]>> usages = new HashMap<>(); // id -> [excerpt index, line]
    private final List<String> excerptIds = new ArrayList<>();
    private final Map<String, String> slugOf = new HashMap<>();
    private final Map<String, List<String>> javaMembers = new HashMap<>(); // "pkg.Type#name" -> ids

    GoNavigation(SiteModel model) {
        this.model = model;
        for (Map<String, LinkedPage> pages : model.pages().values()) {
            for (LinkedPage p : pages.values()) {
                p.page().excerpt().ifPresent(id -> slugOf.putIfAbsent(id, p.slug()));
            }
        }
        for (String id : model.java().declarations().keySet()) {
            int paren = id.indexOf('(');
            javaMembers.computeIfAbsent(paren < 0 ? id : id.substring(0, paren), k -> new ArrayList<>()).add(id);
        }
        Map<String, GoNames.Declaration> functions = new HashMap<>();
        Map<String, String> sources = new TreeMap<>();
        for (Excerpt e : model.content().excerpts().values()) {
            List<CodeLine> lines = model.goCode().get(e.id());
            if (lines == null) continue;
            StringBuilder text = new StringBuilder();
            for (CodeLine l : lines) text.append(l.text()).append('\n');
            sources.put(e.id(), text.toString());
            for (GoNames.Declaration d : GoNames.functions(pkg(e), text.toString(), e.first())) {
                functions.put(d.id(), d);
                declarations.put(d.id(), new Place(e.id(), d));
            }
        }
        for (Map.Entry<String, String> s : sources.entrySet()) {
            Excerpt e = model.content().excerpts().get(s.getKey());
            excerptIds.add(e.id());
            GoNames.Resolved r = GoNames.resolve(e.id(), pkg(e), s.getValue(), e.first(), functions);
            for (GoNames.Declaration d : r.declarations()) declarations.put(d.id(), new Place(e.id(), d));
            Map<String, GoNames.Name> byPlace = new HashMap<>();
            for (GoNames.Name n : r.names()) {
                byPlace.put(n.line() + ":" + n.column(), n);
                if (n.refers() != null) {
                    usages.computeIfAbsent(n.refers(), k -> new ArrayList<>()).add(new int[] {excerptIds.size() - 1, n.line()});
                }
            }
            names.put(e.id(), byPlace);
        }
    }

    /** An excerpt's Go package: its file's folder in the upstream repository. */
    private static String pkg(Excerpt e) {
        int slash = e.path().lastIndexOf('/');
        return slash < 0 ? "" : e.path().substring(0, slash);
    }

    /** One Go line of an excerpt as HTML, its names linked; {@code self} is the page it goes into. */
    String line(Excerpt excerpt, CodeLine line, CodeHtml code, String self) {
        Map<String, GoNames.Name> known = names.getOrDefault(excerpt.id(), Map.of());
        StringBuilder html = new StringBuilder();
        int column = 1;
        for (Span span : line.spans()) {
            GoNames.Name n = known.get(line.number() + ":" + column);
            column += span.text().length();
            String twin = span.target() != null ? span.target() : n == null ? null : javaTwin(excerpt, n);
            if (n == null || (n.declares() == null && n.refers() == null)) {
                Span linked = twin != null && span.target() == null ? new Span(span.text(), span.kind(), twin, null, null) : span;
                html.append(code.line(new CodeLine(line.number(), List.of(linked)), self, false));
                continue;
            }
            String text = CodeHtml.escape(span.text());
            String twinAttr = twin == null ? "" : " data-sym=\"" + CodeHtml.escape(twin) + "\"";
            if (n.declares() != null) {
                html.append("<span class=\"t-").append(span.kind()).append(" decl\" data-gosym=\"").append(CodeHtml.escape(n.declares()))
                        .append('"').append(twinAttr).append(" tabindex=\"0\">").append(text).append("</span>");
                continue;
            }
            Place at = declarations.get(n.refers());
            String href = at == null ? null : href(at, excerpt, self);
            if (href == null) {
                html.append("<span class=\"t-").append(span.kind()).append("\" data-gosym=\"").append(CodeHtml.escape(n.refers()))
                        .append('"').append(twinAttr).append(" tabindex=\"0\">").append(text).append("</span>");
            } else {
                html.append("<a class=\"t-").append(span.kind()).append(" ref\" href=\"").append(CodeHtml.escape(href))
                        .append("\" data-gosym=\"").append(CodeHtml.escape(n.refers())).append('"').append(twinAttr).append('>')
                        .append(text).append("</a>");
            }
        }
        return html.toString();
    }

    /** The Go line of a declaration as seen from a page: the fragment on its own step page, else that page's. */
    private String href(Place at, Excerpt from, String self) {
        String fragment = "#go-" + at.declaration().line();
        if (at.excerpt().equals(from.id())) return fragment;
        String slug = slugOf.get(at.excerpt());
        if (slug == null) return null;
        String lang = self.substring(0, self.indexOf('/'));
        return SitePaths.relative(self, SitePaths.page(lang, slug)) + fragment;
    }

    /**
     * The Java member a selector on the receiver stands for: a field of the same name, or the one
     * method by the lower-cased name, of the Java type named as the Go type, in the package of the
     * excerpt's Java file. Nothing when there are several or none.
     */
    private String javaTwin(Excerpt excerpt, GoNames.Name n) {
        if (n.memberOf() == null) return null;
        String file = excerpt.javaFile();
        String pkg = file.contains("/") ? file.substring(0, file.lastIndexOf('/')).replace('/', '.') + "." : "";
        String name = n.text();
        String lower = name.isEmpty() ? name : Character.toLowerCase(name.charAt(0)) + name.substring(1);
        for (String candidate : List.of(name, lower)) {
            List<String> ids = javaMembers.getOrDefault(pkg + n.memberOf() + "#" + candidate, List.of());
            if (ids.size() == 1) return ids.get(0);
        }
        return null;
    }

    /**
     * The Go data: {@code Duet.shard("go", {id: {n: name, k: kind, p: step page slug or
     * null, f: file name, l: line, s: declaring line, u: [[slug, line, text]]}})}, the same for
     * every language (slugs are).
     */
    String script() {
        Map<String, Object> data = new LinkedHashMap<>();
        for (Map.Entry<String, Place> d : declarations.entrySet()) {
            Place at = d.getValue();
            Excerpt e = model.content().excerpts().get(at.excerpt());
            Map<String, Object> sym = new LinkedHashMap<>();
            sym.put("n", at.declaration().name());
            sym.put("k", at.declaration().kind());
            sym.put("p", slugOf.get(at.excerpt()));
            sym.put("f", e.fileName());
            sym.put("l", at.declaration().line());
            sym.put("s", lineText(at.excerpt(), at.declaration().line()));
            List<Object> uses = new ArrayList<>();
            for (int[] u : usages.getOrDefault(d.getKey(), List.of())) {
                String ex = excerptIds.get(u[0]);
                uses.add(java.util.Arrays.asList(slugOf.get(ex), u[1], lineText(ex, u[1])));
            }
            sym.put("u", uses);
            data.put(d.getKey(), sym);
        }
        return "Duet.shard(" + Json.write(DATA) + ", " + Json.script(data) + ");\n";
    }

    private String lineText(String excerpt, int line) {
        Excerpt e = model.content().excerpts().get(excerpt);
        List<CodeLine> lines = model.goCode().get(excerpt);
        int i = line - e.first();
        return i >= 0 && i < lines.size() ? lines.get(i).text().strip() : "";
    }
}
