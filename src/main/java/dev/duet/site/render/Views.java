package dev.duet.site.render;

import dev.duet.site.content.Messages;
import java.util.List;
import java.util.Map;

/**
 * The read-only view records the templates see. Templates only read fields (as method calls,
 * e.g. {@code ${page.title()}}); every decision is made before rendering.
 */
public final class Views {
    private Views() {}

    /** What every page shares: language, where the site root is, navigation, UI strings. */
    /**
     * {@code treeScript} is the Project tool window's rows (see {@link ChromeFactory#treeScript});
     * {@code treeReveal} the files whose folders it opens, as a JSON array; {@code treeCurrent}
     * the file the page is of, or "".
     */
    public record Chrome(String lang, String root, String self, String siteTitle, String tagline,
            Map<String, String> msg, List<NavLink> nav, List<LangLink> languages, String treeScript, String treeReveal, String treeCurrent,
            String symbolsScript, String msgJson, String stateJson, boolean browserRuns) {

        /**
         * A UI string with its {@code {0}}, {@code {1}} filled in: templates put values into a
         * language's pattern rather than joining words and punctuation themselves (French wants
         * "Démo : titre", Chinese "演示：标题"). One overload per arity, for Thymeleaf's expressions.
         */
        public String fmt(String key, Object a) {
            return Messages.fill(msg.getOrDefault(key, key), a);
        }

        public String fmt(String key, Object a, Object b) {
            return Messages.fill(msg.getOrDefault(key, key), a, b);
        }

        public String fmt(String key, Object a, Object b, Object c) {
            return Messages.fill(msg.getOrDefault(key, key), a, b, c);
        }

        public String fmt(String key, Object a, Object b, Object c, Object d, Object e) {
            return Messages.fill(msg.getOrDefault(key, key), a, b, c, d, e);
        }

        /**
         * The same for markup the template itself writes ({@code <kbd>} keys): the pattern's
         * text is escaped, the template's fragments are not. Never pass content text here.
         */
        public String fmtMarkup(String key, String a, String b) {
            return Messages.fill(escape(msg.getOrDefault(key, key)), a, b);
        }

        private static String escape(String text) {
            return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
        }
    }

    public record NavLink(String href, String label, String kind, boolean current, int number) {}

    /** A link to the same place in another language; {@code label} is in that language. */
    public record LangLink(String lang, String label, String href, boolean current) {}

    public record TocEntry(String id, String text, int level) {}

    public record Crumb(String label, String href) {}

    /** A content page (home, step, topic, glossary). */
    public record PageView(Chrome chrome, String slug, String kind, String title, String summaryHtml,
            List<BlockView> blocks, List<TocEntry> toc, NavLink prev, NavLink next, SplitView split,
            List<CodeSection> code, List<UpstreamLink> upstream, List<Crumb> crumbs) {}

    /**
     * One block of a page body. {@code type} is html, demo, diagram, excerpts or steps; only the
     * matching field is set.
     */
    public record BlockView(String type, String html, DemoView demo, List<ExcerptCard> excerpts, List<StepCard> steps,
            List<ExerciseView> exercises) {

        public BlockView(String type, String html, DemoView demo, List<ExcerptCard> excerpts, List<StepCard> steps) {
            this(type, html, demo, excerpts, steps, List.of());
        }
    }

    public record UpstreamLink(String label, String url) {}

    /** The Go/Java split view of a step page. */
    public record SplitView(String excerptId, String caption, String goPath, String goFileName, String repository,
            String tag, int first, int last, String originalUrl, String license, String copyright,
            String javaFile, String javaHref, List<SplitRow> rows, String linksJson, List<String> legend) {}

    /**
     * A row of the split view; either side may be empty (a filler). {@code goLinks} are the Java
     * lines the Go line corresponds to and vice versa, crossing ones included.
     */
    public record SplitRow(Integer goLine, String goHtml, String goLinks, Integer javaLine, String javaHtml,
            String javaLinks, String noteHtml, boolean crossing) {}

    /** Java declarations shown on a topic page, with their notes. */
    public record CodeSection(String id, String title, String href, String file, int firstLine,
            List<CodeRow> rows, String noteHtml) {}

    /**
     * One line of code; {@code before} is HTML shown above it (a translated Javadoc comment) and
     * {@code cls} classes of its own (the folded original of that comment), both usually empty.
     */
    public record CodeRow(int line, String html, String before, String cls) {
        public CodeRow(int line, String html) {
            this(line, html, "", "");
        }
    }

    /** A card on the home page: one pinned excerpt with its caption and its step page. */
    public record ExcerptCard(String caption, String summaryHtml, String href, String goPath, String tag,
            int first, int last, String originalUrl, String license, String copyright, List<CodeRow> rows) {}

    public record StepCard(int number, String title, String summaryHtml, String href) {}

    /**
     * A Java source browser page: {@code text} is the file's code as plain text, in the page
     * itself, so that it reads without scripts (a reader view, a text browser, a crawler);
     * {@code codeScript} then writes the file's highlighted, linked rows over it (shared by every
     * language), after {@code sourceScript} (what turns them into rows); {@code dataScripts} are
     * the file's own symbol shards.
     */
    public record SourceView(Chrome chrome, String file, String packageName, String title, List<Crumb> crumbs,
            String text, String codeScript, String sourceScript, List<String> dataScripts, List<OutlineItem> outline) {

        /**
         * The Structure window's items, written here rather than by the template: a big class
         * has hundreds, and five template expressions each made the outline most of the time the
         * template engine spent on a source page.
         */
        public String outlineHtml() {
            StringBuilder html = new StringBuilder();
            for (OutlineItem o : outline) {
                html.append("<li style=\"--depth:").append(o.depth()).append("\" class=\"k-").append(CodeHtml.escape(o.kind()))
                        .append("\"><a href=\"").append(CodeHtml.escape(o.href())).append("\"><span class=\"kind-icon\" aria-hidden=\"true\">")
                        .append(CodeHtml.escape(o.kind().isEmpty() ? "" : o.kind().substring(0, 1))).append("</span> <span>")
                        .append(CodeHtml.escape(o.name())).append("</span></a></li>");
            }
            return html.toString();
        }
    }

    public record OutlineItem(String name, String kind, String href, int depth, int line) {}

    /** A demo's recorded run, ready for the player. */
    public record DemoView(String id, String title, String json, List<DemoStepView> steps, String anchor) {}

    /** @param exercise the question asked before this step is shown, or null */
    public record DemoStepView(int number, String caption, String code, String output, String state,
            ExerciseView exercise) {}

    /**
     * A demo step asked as a question, in one language.
     *
     * @param id          the element's id and the key under which the reader's answer is kept,
     *                    {@code ex-<demo>-<step>}
     * @param answer      the recorded answer, as the step shows it
     * @param href        for lists of exercises (the home page, the answers at a page's end):
     *                    where it is asked, from the page listing it
     * @param where       the demo's title, for those lists
     */
    public record ExerciseView(String id, int step, String question, List<String> choices, String explanation,
            String answer, String href, String where) {}

    /** The language landing page at the site root. */
    public record LandingView(String siteTitle, List<LangLink> languages, Map<String, String> taglines) {}
}
