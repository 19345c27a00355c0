package dev.duet.site.render;

import dev.duet.site.content.Diagram;
import dev.duet.site.content.Excerpt;
import dev.duet.site.content.Page;
import dev.duet.site.diagram.DiagramSvg;
import dev.duet.site.javasrc.Declaration;
import dev.duet.site.link.LinkedPage;
import dev.duet.site.markdown.Block;
import dev.duet.site.render.Views.BlockView;
import dev.duet.site.render.Views.CodeRow;
import dev.duet.site.render.Views.CodeSection;
import dev.duet.site.render.Views.Crumb;
import dev.duet.site.demo.DemoComments;
import dev.duet.site.demo.DemoExercise;
import dev.duet.site.demo.ExerciseTarget;
import dev.duet.site.render.Views.DemoStepView;
import dev.duet.site.render.Views.DemoView;
import dev.duet.site.render.Views.ExcerptCard;
import dev.duet.site.render.Views.NavLink;
import dev.duet.site.render.Views.PageView;
import dev.duet.site.render.Views.StepCard;
import dev.duet.site.render.Views.TocEntry;
import dev.duet.site.render.Views.UpstreamLink;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Builds the view of a content page: body blocks, table of contents, split view, code sections. */
final class ContentPages {
    private final SiteModel model;
    private final ChromeFactory chrome;
    private final SplitViews splits;
    private final GoNavigation go;

    ContentPages(SiteModel model, ChromeFactory chrome) {
        this.model = model;
        this.chrome = chrome;
        this.go = new GoNavigation(model);
        this.splits = new SplitViews(model, go);
    }

    /** What the split views' Go names link to, and the Go data it writes. */
    GoNavigation goNavigation() {
        return go;
    }

    PageView build(LinkedPage lp, CodeHtml code) {
        Page p = lp.page();
        String lang = p.lang();
        String self = SitePaths.page(lang, p.slug());
        List<LinkedPage> order = new ArrayList<>(model.pages().get(lang).values());
        NavLink prev = lp.index() > 0 ? nav(order.get(lp.index() - 1), self) : null;
        NavLink next = lp.index() + 1 < order.size() ? nav(order.get(lp.index() + 1), self) : null;
        List<BlockView> blocks = new ArrayList<>();
        boolean demoShown = false;
        for (Block b : lp.body().blocks()) {
            if (b instanceof Block.Html h) {
                blocks.add(new BlockView("html", h.html(), null, null, null));
            } else if (b instanceof Block.Directive d) {
                demoShown |= d.name().equals("demo") && p.demo().map(d.arg()::equals).orElse(false);
                blocks.add(directive(d, lang, self, code));
            }
        }
        if (!demoShown && p.demo().isPresent() && model.demos().containsKey(p.demo().get())) {
            blocks.add(new BlockView("demo", null, demo(p.demo().get(), lang), null, null));
        }
        // In print the page's questions come with their answers at its end (see print.css).
        List<Views.ExerciseView> asked = exercisesOf(blocks, "");
        if (!asked.isEmpty()) {
            blocks.add(new BlockView("answers", null, null, null, null, asked));
        }
        List<TocEntry> toc = lp.body().headings().stream().filter(h -> h.level() <= 3)
                .map(h -> new TocEntry(h.id(), h.text(), h.level())).toList();
        var split = p.excerpt().map(id -> model.content().excerpts().get(id))
                .map(e -> splits.build(lp, e, code, self)).orElse(null);
        // The site title is the brand link beside the crumbs, so the crumbs start below it.
        List<Crumb> crumbs = List.of(new Crumb(p.nav(), null));
        var sections = codeSections(lp, code, self);
        // The Project tree opens the folders of the Java files this page shows.
        java.util.Set<String> shown = new java.util.TreeSet<>();
        p.excerpt().map(id -> model.content().excerpts().get(id)).ifPresent(e -> shown.add(e.javaFile()));
        sections.forEach(c -> shown.add(c.file()));
        return new PageView(chrome.chrome(lang, self, other -> SitePaths.page(other, p.slug()), p.slug(), null, shown),
                p.slug(), p.kind().name().toLowerCase(java.util.Locale.ROOT), p.title(), lp.summaryHtml(), blocks, toc,
                prev, next, split, sections,
                p.upstream().stream().map(u -> new UpstreamLink(u.label(), u.url())).toList(), crumbs);
    }

    private static NavLink nav(LinkedPage p, String self) {
        return new NavLink(SitePaths.relative(self, SitePaths.page(p.page().lang(), p.slug())), p.page().nav(),
                p.page().kind().name().toLowerCase(java.util.Locale.ROOT), false, 0);
    }

    private BlockView directive(Block.Directive d, String lang, String self, CodeHtml code) {
        return switch (d.name()) {
            case "demo" -> new BlockView("demo", null, demo(d.arg(), lang), null, null);
            case "diagram" -> {
                Diagram diagram = model.content().diagrams().get(d.arg());
                String title = diagram.nodes().isEmpty() ? d.arg() : diagramTitle(diagram, lang);
                yield new BlockView("diagram", DiagramSvg.render(diagram, lang, title,
                        slug -> SitePaths.relative(self, SitePaths.page(lang, slug))), null, null, null);
            }
            case "excerpts" -> new BlockView("excerpts", null, null, excerptCards(lang, self, code), null);
            case "exercises" -> new BlockView("exercises", null, null, null, null, siteExercises(lang, self));
            default -> new BlockView("steps", null, null, null, stepCards(lang, self));
        };
    }

    private static String diagramTitle(Diagram diagram, String lang) {
        List<String> labels = new ArrayList<>();
        for (Diagram.Node n : diagram.nodes()) {
            labels.add(n.label().get(lang));
        }
        return String.join(" → ", labels);
    }

    private DemoView demo(String id, String lang) {
        SiteModel.DemoRecord run = model.demos().get(id);
        if (run == null) {
            return new DemoView(id, id, "{}", List.of(), "demo-" + id);
        }
        List<DemoStepView> steps = new ArrayList<>();
        List<Object> data = new ArrayList<>();
        int n = 0;
        for (SiteModel.StepRecord s : run.steps()) {
            n++;
            String caption = s.caption().getOrDefault(lang, "");
            // comments tagged with a language (// zh: ...) show on that language's pages only
            // /*edit*/ marks a value the reader may change (browser runs); the page shows the value alone.
            String code = DemoComments.localize(s.code(), lang, model.content().manifest().languages())
                    .replace("/*edit*/", "");
            Views.ExerciseView exercise = exercise(id, n, s, lang, run.title().getOrDefault(lang, id));
            steps.add(new DemoStepView(n, caption, code, s.output(), s.stateJson(), exercise));
            Map<String, Object> step = new LinkedHashMap<>();
            step.put("caption", caption);
            step.put("output", s.output());
            step.put("state", s.stateJson());
            step.put("lines", lineRuns(s.executedLines()));
            if (exercise != null) {
                // What exercise.js compares the reader's answer with after a run with edited values.
                // (In this order, always: Map.of's order changes from one JVM to the next.)
                Map<String, Object> asked = new LinkedHashMap<>();
                asked.put("id", exercise.id());
                asked.put("predict", s.exercise().predict());
                step.put("exercise", asked);
            }
            data.add(step);
        }
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("id", id);
        json.put("steps", data);
        // The demo's source is only for serve's editor: it is a file of its own (SiteRenderer), which
        // live-demo.js fetches, so that a page read anywhere else does not load it.
        return new DemoView(id, run.title().getOrDefault(lang, id), Json.write(json), steps, "demo-" + id);
    }

    /**
     * Each file's executed lines as runs, {@code "21,44-48"}: demo.js expands them. Long demos list
     * hundreds of lines per step, mostly consecutive, and a step page has a byte budget.
     */
    static Map<String, String> lineRuns(Map<String, List<Integer>> executed) {
        Map<String, String> out = new LinkedHashMap<>();
        executed.forEach((file, lines) -> {
            StringBuilder runs = new StringBuilder();
            for (int i = 0; i < lines.size(); i++) {
                int from = lines.get(i);
                while (i + 1 < lines.size() && lines.get(i + 1) == lines.get(i) + 1) {
                    i++;
                }
                runs.append(runs.length() == 0 ? "" : ",").append(from).append(from == lines.get(i) ? "" : "-" + lines.get(i));
            }
            out.put(file, runs.toString());
        });
        return out;
    }

    /** Step {@code n}'s question in {@code lang}, or null when the step is not asked. */
    private static Views.ExerciseView exercise(String demoId, int n, SiteModel.StepRecord s, String lang, String where) {
        DemoExercise e = s.exercise();
        if (e == null) {
            return null;
        }
        String answer = ExerciseTarget.shown(e.predict(), n, s.output(), s.stateJson()).value();
        // The reader picks among the author's words, so the key shows the author's form of the answer.
        String shown = e.choices().stream().filter(c -> ExerciseTarget.normalize(c).equals(ExerciseTarget.normalize(e.answer())))
                .findFirst().orElse(answer == null ? e.answer() : answer);
        String id = "ex-" + demoId + "-" + n;
        return new Views.ExerciseView(id, n, e.question(lang), e.choices(), e.explanation(lang), shown, "#" + id, where);
    }

    /** The exercises of a page's demos, in page order, linked from {@code prefix} (a page's path, or "" on it). */
    private static List<Views.ExerciseView> exercisesOf(List<BlockView> blocks, String prefix) {
        List<Views.ExerciseView> out = new ArrayList<>();
        for (BlockView b : blocks) {
            if (b.demo() == null) {
                continue;
            }
            for (DemoStepView s : b.demo().steps()) {
                Views.ExerciseView e = s.exercise();
                if (e != null) {
                    out.add(new Views.ExerciseView(e.id(), e.step(), e.question(), e.choices(), e.explanation(),
                            e.answer(), prefix + e.href(), e.where()));
                }
            }
        }
        return out;
    }

    /**
     * Every exercise of the site in {@code lang}, in page order, each once (where it is first
     * asked), linked from {@code self}: the list a page's {@code @exercises} shows.
     */
    private List<Views.ExerciseView> siteExercises(String lang, String self) {
        List<Views.ExerciseView> out = new ArrayList<>();
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (LinkedPage p : model.pages().get(lang).values()) {
            List<BlockView> demos = new ArrayList<>();
            for (Block b : p.body().blocks()) {
                if (b instanceof Block.Directive d && d.name().equals("demo") && model.demos().containsKey(d.arg())) {
                    demos.add(new BlockView("demo", null, demo(d.arg(), lang), null, null));
                }
            }
            p.page().demo().filter(model.demos()::containsKey).ifPresent(id -> demos.add(new BlockView("demo", null, demo(id, lang), null, null)));
            String path = SitePaths.relative(self, SitePaths.page(lang, p.slug()));
            for (Views.ExerciseView e : exercisesOf(demos, path)) {
                if (seen.add(e.id())) {
                    out.add(e);
                }
            }
        }
        return out;
    }

    private List<ExcerptCard> excerptCards(String lang, String self, CodeHtml code) {
        List<ExcerptCard> cards = new ArrayList<>();
        for (LinkedPage p : model.pages().get(lang).values()) {
            if (p.page().kind() != Page.Kind.STEP || p.page().excerpt().isEmpty()) {
                continue;
            }
            Excerpt e = model.content().excerpts().get(p.page().excerpt().get());
            if (e == null) {
                continue;
            }
            List<CodeRow> rows = new ArrayList<>();
            for (var line : model.goCode().get(e.id())) {
                rows.add(new CodeRow(line.number(), code.line(line, self, false)));
            }
            cards.add(new ExcerptCard(p.page().caption().orElse(p.page().title()), p.summaryHtml(),
                    SitePaths.relative(self, SitePaths.page(lang, p.slug())), e.path(), e.tag(), e.first(), e.last(),
                    e.originalUrl(), e.license(), e.copyright(), rows));
        }
        return cards;
    }

    private List<StepCard> stepCards(String lang, String self) {
        List<StepCard> cards = new ArrayList<>();
        int n = 0;
        for (LinkedPage p : model.pages().get(lang).values()) {
            if (p.page().kind() == Page.Kind.STEP) {
                cards.add(new StepCard(++n, p.page().title(), p.summaryHtml(),
                        SitePaths.relative(self, SitePaths.page(lang, p.slug()))));
            }
        }
        return cards;
    }

    /** Topic pages show whole Java declarations (with their Javadoc) and the notes written on them. */
    private List<CodeSection> codeSections(LinkedPage lp, CodeHtml code, String self) {
        List<CodeSection> out = new ArrayList<>();
        for (Page.Ref ref : lp.page().code()) {
            var found = model.java().find(ref.id());
            if (found.isEmpty()) {
                continue;
            }
            Declaration d = found.get();
            var file = model.java().files().get(d.file());
            int first = d.line();
            while (first > 1 && isCommentOrAnnotation(file.lines().get(first - 2))) {
                first--;
            }
            // On a page in a language the Javadoc is translated into, the translation is shown as on
            // source pages, with the original folded behind its button.
            var messages = model.content().messages().get(lp.page().lang());
            TranslatedDocRows docs = new TranslatedDocRows(model, lp.page().lang(), file, self, code,
                    messages == null ? "original" : messages.get("doc.original"),
                    messages == null ? "" : messages.get("doc.original-title"));
            List<CodeRow> rows = new ArrayList<>();
            for (int line = first; line <= Math.max(d.endLine(), d.line()); line++) {
                rows.add(new CodeRow(line, code.line(file.lines().get(line - 1), self, false,
                        model.translatedComment(lp.page().lang(), d.file(), line)), docs.before(line),
                        docs.rowClass(line).strip()));
            }
            out.add(new CodeSection("code-" + SitePaths.fragment(d), d.signature(), code.href(d, self), d.file(),
                    first, rows, lp.notes().get("symbol:" + ref.id())));
        }
        return out;
    }

    private static boolean isCommentOrAnnotation(dev.duet.site.code.CodeLine line) {
        boolean any = false;
        for (var s : line.spans()) {
            if (s.text().isBlank()) {
                continue;
            }
            if (!(s.kind().equals("doc") || s.kind().equals("com") || s.kind().equals("ann"))) {
                return false;
            }
            any = true;
        }
        return any;
    }

}
