package dev.duet.site.link;

import dev.duet.site.content.Page;
import dev.duet.site.diag.Diagnostics;
import dev.duet.site.markdown.Heading;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Makes sure every language tells the same story: the same sections (by heading id, in the same
 * order), the same line notes, the same demo and excerpt. Each problem names both files and lines.
 */
final class ParityChecker {
    private ParityChecker() {}

    /** Compares every page of {@code other} languages with the page of the first language. */
    static void check(List<String> languages, Map<String, Map<String, LinkedPage>> pages, Diagnostics diags) {
        if (languages.size() < 2) {
            return;
        }
        String base = languages.get(0);
        for (String lang : languages.subList(1, languages.size())) {
            for (var entry : pages.getOrDefault(base, Map.of()).entrySet()) {
                LinkedPage a = entry.getValue();
                LinkedPage b = pages.getOrDefault(lang, Map.of()).get(entry.getKey());
                if (b != null) {
                    compare(a, b, diags);
                }
            }
        }
    }

    static void compare(LinkedPage a, LinkedPage b, Diagnostics diags) {
        Page pa = a.page();
        Page pb = b.page();
        if (pa.kind() != pb.kind()) {
            diags.error(pb.path(), pb.kindLine(), 1, "kind '" + lower(pb.kind()) + "' differs from '" + lower(pa.kind())
                    + "' in " + pa.path() + ":" + pa.kindLine());
        }
        same("excerpt", pa.excerpt(), pb.excerpt(), pa, pb, diags);
        same("demo", pa.demo(), pb.demo(), pa, pb, diags);
        headings(a, b, diags);
        notes(pa, pb, diags);
        notes(pb, pa, diags);
        directives(a, b, diags);
    }

    private static void same(String field, Optional<String> x, Optional<String> y, Page pa, Page pb, Diagnostics diags) {
        if (!x.equals(y)) {
            diags.error(pb.path(), pb.kindLine(), 1, "'" + field + "' is " + y.orElse("(none)") + " here but "
                    + x.orElse("(none)") + " in " + pa.path());
        }
    }

    private static void headings(LinkedPage a, LinkedPage b, Diagnostics diags) {
        List<Heading> ha = a.body().headings();
        List<Heading> hb = b.body().headings();
        // Sets, not list searches: a page with thousands of sections must not cost their square.
        java.util.Set<String> idsA = idSet(ha);
        java.util.Set<String> idsB = idSet(hb);
        for (Heading h : hb) {
            if (!idsA.contains(h.id())) {
                diags.error(b.page().path(), h.line(), 1, "section #" + h.id() + " has no counterpart in " + a.page().path());
            }
        }
        for (Heading h : ha) {
            if (!idsB.contains(h.id())) {
                diags.error(b.page().path(), Math.max(b.page().bodyLine(), 1), 1, "section #" + h.id() + " ("
                        + a.page().path() + ":" + h.line() + ") is missing here");
            }
        }
        List<String> orderA = ids(ha, idsB);
        List<String> orderB = ids(hb, idsA);
        if (!orderA.equals(orderB) && !orderB.isEmpty()) {
            Heading first = hb.stream().filter(h -> idsA.contains(h.id())).findFirst().orElse(hb.get(0));
            diags.error(b.page().path(), first.line(), 1, "sections are in a different order than in " + a.page().path()
                    + ": " + orderB + " vs " + orderA);
        }
    }

    private static List<String> ids(List<Heading> mine, java.util.Set<String> theirs) {
        List<String> out = new ArrayList<>();
        for (Heading h : mine) {
            if (theirs.contains(h.id())) {
                out.add(h.id());
            }
        }
        return out;
    }

    private static java.util.Set<String> idSet(List<Heading> headings) {
        java.util.Set<String> out = new java.util.HashSet<>();
        for (Heading h : headings) {
            out.add(h.id());
        }
        return out;
    }

    private static void notes(Page from, Page to, Diagnostics diags) {
        for (Page.Note n : from.notes()) {
            if (to.notes().stream().noneMatch(x -> x.key().equals(n.key()))) {
                diags.error(to.path(), Math.max(to.kindLine(), 1), 1, "the note on " + n.key() + " (" + from.path() + ":"
                        + n.line() + ") is missing here");
            }
        }
    }

    private static void directives(LinkedPage a, LinkedPage b, Diagnostics diags) {
        List<String> da = DirectiveScan.of(a.body());
        List<String> db = DirectiveScan.of(b.body());
        if (!Objects.equals(da, db)) {
            diags.error(b.page().path(), b.page().bodyLine(), 1, "embedded demos and diagrams " + db + " differ from "
                    + da + " in " + a.page().path());
        }
    }

    private static String lower(Page.Kind k) {
        return k.name().toLowerCase(java.util.Locale.ROOT);
    }
}
