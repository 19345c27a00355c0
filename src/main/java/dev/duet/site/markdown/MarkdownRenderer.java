package dev.duet.site.markdown;

import com.vladsch.flexmark.ast.Heading;
import com.vladsch.flexmark.ast.Image;
import com.vladsch.flexmark.ast.Link;
import com.vladsch.flexmark.ext.attributes.AttributesExtension;
import com.vladsch.flexmark.ext.tables.TablesExtension;
import com.vladsch.flexmark.html.AttributeProvider;
import com.vladsch.flexmark.html.HtmlRenderer;
import com.vladsch.flexmark.html.IndependentAttributeProviderFactory;
import com.vladsch.flexmark.html.renderer.AttributablePart;
import com.vladsch.flexmark.html.renderer.LinkResolverContext;
import com.vladsch.flexmark.util.html.MutableAttributes;
import com.vladsch.flexmark.parser.Parser;
import com.vladsch.flexmark.util.ast.Document;
import com.vladsch.flexmark.util.ast.Node;
import com.vladsch.flexmark.util.data.MutableDataSet;
import com.vladsch.flexmark.util.sequence.BasedSequence;
import dev.duet.site.diag.Diagnostics;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Renders page bodies and notes. One instance is reused for a whole build (flexmark's parser and
 * renderer are immutable and thread-safe).
 */
public final class MarkdownRenderer {
    private static final Pattern DIRECTIVE = Pattern.compile("^@([a-z]+)(?:[ \\t]+(\\S+))?[ \\t]*$");
    private static final Pattern HEADING_ID = Pattern.compile("\\{#([A-Za-z][A-Za-z0-9_-]*)\\}\\s*$");
    private static final Pattern SCHEME = Pattern.compile("^(java|page|demo|go):(.+)$");
    private static final Set<String> DIRECTIVES = Set.of("excerpts", "diagram", "demo", "steps", "exercises");
    private static final String PLACEHOLDER = "DUETDIRECTIVE";

    private final Parser parser;
    private final HtmlRenderer renderer;

    public MarkdownRenderer() {
        MutableDataSet options = new MutableDataSet();
        options.set(Parser.EXTENSIONS, List.of(TablesExtension.create(), AttributesExtension.create()));
        options.set(HtmlRenderer.GENERATE_HEADER_ID, false);
        options.set(HtmlRenderer.RENDER_HEADER_ID, true);
        options.set(HtmlRenderer.ESCAPE_HTML, true);
        options.set(HtmlRenderer.SOFT_BREAK, "\n");
        options.set(TablesExtension.CLASS_NAME, "md-table");
        parser = Parser.builder(options).build();
        renderer = HtmlRenderer.builder(options)
                .attributeProviderFactory(new IndependentAttributeProviderFactory() {
                    @Override
                    public AttributeProvider apply(LinkResolverContext context) {
                        return MarkdownRenderer::headingId;
                    }
                })
                .build();
    }

    /**
     * Renders {@code markdown}, which starts at line {@code firstLine} of {@code path}.
     * Problems (unknown link targets, headings without ids, misplaced directives) go to
     * {@code diags}.
     */
    public RenderedMarkdown render(String path, int firstLine, String markdown, LinkTargets links,
            boolean allowDirectives, Diagnostics diags) {
        List<Block.Directive> directives = new ArrayList<>();
        String[] lines = markdown.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            Matcher m = DIRECTIVE.matcher(lines[i]);
            if (m.matches() && DIRECTIVES.contains(m.group(1))) {
                if (!allowDirectives) {
                    diags.error(path, firstLine + i, 1, "directive @" + m.group(1) + " is not allowed here");
                    continue;
                }
                directives.add(new Block.Directive(m.group(1), m.group(2) == null ? "" : m.group(2), firstLine + i,
                        m.group(2) == null ? 1 : m.start(2) + 1));
                lines[i] = PLACEHOLDER + (directives.size() - 1);
            } else if (lines[i].startsWith("@") && m.matches()) {
                diags.error(path, firstLine + i, 1, "unknown directive @" + m.group(1) + " (known: " + String.join(", ", DIRECTIVES.stream().sorted().toList()) + ")");
            }
        }
        String source = String.join("\n", lines);
        Document doc = parser.parse(source);
        // flexmark's Node.getLineNumber() counts the lines before the node afresh on each call,
        // which made a page's cost grow with the square of its size; one index of line starts,
        // searched per node, keeps it linear.
        LineStarts starts = new LineStarts(source);
        List<dev.duet.site.markdown.Heading> headings = new ArrayList<>();
        java.util.Map<String, Integer> headingLines = new java.util.HashMap<>();
        visit(doc, node -> {
            int offset = node.getStartOffset();
            int index = starts.lineIndex(offset);
            int line = firstLine + index;
            if (node instanceof Link link) {
                rewrite(link, path, line, offset - starts.start(index) + 1, links, diags);
            } else if (node instanceof Image image) {
                String url = image.getUrl().toString();
                if (url.contains(":") || url.startsWith("//")) {
                    diags.error(path, line, 1, "images must be local files, not '" + url + "'");
                }
            } else if (node instanceof Heading h) {
                String text = h.getText().toString();
                Matcher m = HEADING_ID.matcher(text);
                if (m.find()) {
                    Integer first = headingLines.putIfAbsent(m.group(1), line);
                    if (first != null) {
                        int column = h.getText().getStartOffset() + m.start() - starts.start(index) + 1;
                        diags.error(path, line, column, "heading id '" + m.group(1)
                                + "' is used twice in this page (first on line " + first + ")");
                    }
                    h.setAnchorRefId(m.group(1));
                    h.setExplicitAnchorRefId(true);
                    headings.add(new dev.duet.site.markdown.Heading(m.group(1), text.substring(0, m.start()).strip(), h.getLevel(), line));
                } else {
                    diags.error(path, line, 1, "heading '" + text.strip() + "' needs an explicit id, e.g. {#some-id}, so both languages can be matched");
                }
            }
        });
        String html = renderer.render(doc);
        return new RenderedMarkdown(split(html, directives, path, diags), List.copyOf(headings), plainText(doc));
    }

    /** Puts the explicit {@code {#id}} on the heading element itself. */
    private static void headingId(Node node, AttributablePart part, MutableAttributes attributes) {
        if (node instanceof Heading h && h.isExplicitAnchorRefId()) {
            attributes.replaceValue("id", h.getAnchorRefId());
        }
    }

    private static void rewrite(Link link, String path, int line, int column, LinkTargets links, Diagnostics diags) {
        String url = link.getUrl().toString();
        Matcher m = SCHEME.matcher(url);
        if (m.matches()) {
            StringBuilder problem = new StringBuilder();
            Optional<String> href = links.resolve(m.group(1), m.group(2), problem);
            if (href.isPresent()) {
                link.setUrl(BasedSequence.of(href.get()));
            } else {
                diags.error(path, line, Math.max(column, 1), problem.length() > 0 ? problem.toString() : "unknown link target '" + url + "'");
            }
        } else if (url.startsWith("http:") || url.startsWith("//")) {
            diags.error(path, line, Math.max(column, 1), "links to other sites must use https: '" + url + "'");
        } else if (url.contains(":") && !url.startsWith("https:") && !url.startsWith("mailto:")) {
            diags.error(path, line, Math.max(column, 1), "unknown link scheme in '" + url + "' (use java:, page:, demo:, go: or https:)");
        }
    }

    private static List<Block> split(String html, List<Block.Directive> directives, String path, Diagnostics diags) {
        List<Block> blocks = new ArrayList<>();
        String rest = html;
        for (int i = 0; i < directives.size(); i++) {
            String marker = "<p>" + PLACEHOLDER + i + "</p>";
            int at = rest.indexOf(marker);
            if (at < 0) {
                diags.error(path, directives.get(i).line(), 1, "directive @" + directives.get(i).name()
                        + " must stand alone, with blank lines before and after it");
                continue;
            }
            if (at > 0) {
                blocks.add(new Block.Html(rest.substring(0, at)));
            }
            blocks.add(directives.get(i));
            rest = rest.substring(at + marker.length()).replaceFirst("^\n", "");
        }
        if (!rest.isBlank()) {
            blocks.add(new Block.Html(rest));
        }
        return List.copyOf(blocks);
    }

    private static String plainText(Document doc) {
        StringBuilder sb = new StringBuilder();
        visit(doc, node -> {
            // inline code holds its text in a Text child: taking the Code node too would say it twice
            if (node instanceof com.vladsch.flexmark.ast.Text t) {
                sb.append(t.getChars()).append(' ');
            }
        });
        return sb.toString().replaceAll("\\s+", " ").strip();
    }

    /** The offsets at which the lines of a text start, for finding a node's line and column. */
    private static final class LineStarts {
        private final int[] starts;
        private final int count;

        LineStarts(String text) {
            int[] found = new int[16];
            int n = 0;
            found[n++] = 0;
            for (int i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
                if (n == found.length) {
                    found = java.util.Arrays.copyOf(found, n * 2);
                }
                found[n++] = i + 1;
            }
            this.starts = found;
            this.count = n;
        }

        /** The 0-based line holding {@code offset}. */
        int lineIndex(int offset) {
            int at = java.util.Arrays.binarySearch(starts, 0, count, offset);
            return at >= 0 ? at : -at - 2;
        }

        int start(int lineIndex) {
            return starts[lineIndex];
        }
    }

    private static void visit(Node node, java.util.function.Consumer<Node> action) {
        for (Node child = node.getFirstChild(); child != null; child = child.getNext()) {
            action.accept(child);
            visit(child, action);
        }
    }
}
