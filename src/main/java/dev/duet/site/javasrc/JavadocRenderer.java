package dev.duet.site.javasrc;

import com.github.javaparser.javadoc.Javadoc;
import com.github.javaparser.javadoc.JavadocBlockTag;
import com.github.javaparser.javadoc.description.JavadocDescription;
import com.github.javaparser.javadoc.description.JavadocDescriptionElement;
import com.github.javaparser.javadoc.description.JavadocInlineTag;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Entities;
import org.jsoup.safety.Safelist;

/**
 * Renders a parsed Javadoc comment to safe HTML.
 *
 * <p>HTML written in the comment is kept only for a small set of formatting tags (and only
 * {@code http}/{@code https}/{@code mailto} links); any other tag is shown as text. Inline
 * {@code {@code}} and {@code {@literal}} are escaped; {@code {@link}} becomes {@code <code>},
 * carrying {@code data-target="<id>"} when it names a project declaration.
 */
final class JavadocRenderer {

    private static final Set<String> KEPT_TAGS = Set.of(
            "p", "a", "ul", "ol", "li", "em", "i", "b", "strong", "code", "pre", "br", "blockquote", "dl", "dt", "dd");
    private static final Safelist SAFELIST = new Safelist()
            .addTags(KEPT_TAGS.toArray(String[]::new))
            .addAttributes("a", "href")
            .addProtocols("a", "href", "http", "https", "mailto")
            .addAttributes("code", "data-target")
            .addAttributes("dl", "class");
    private static final Document.OutputSettings OUTPUT = new Document.OutputSettings()
            .prettyPrint(false)
            .charset("UTF-8")
            .escapeMode(Entities.EscapeMode.base);

    private final Function<String, Optional<String>> resolveLink;
    /** Block tag name ({@code param}, {@code return}, ...) → its section title, for translated docs; English otherwise. */
    private final Map<String, String> sectionTitles;

    /** Renders the Javadoc of the project's declarations, resolving links among them. */
    static final class Context {
        private final Map<String, DeclarationCollector.Entry> entries;
        /** Built by the first Javadoc that is rendered: a run that reuses every page renders none. */
        private DeclarationLookup lookup;

        Context(Map<String, DeclarationCollector.Entry> entries) {
            this.entries = entries;
        }

        private synchronized DeclarationLookup lookup() {
            if (lookup == null) {
                Map<String, Declaration> declarations = new LinkedHashMap<>();
                entries.forEach((id, entry) -> declarations.put(id, entry.declaration()));
                lookup = new DeclarationLookup(declarations);
            }
            return lookup;
        }

        /** The entry's Javadoc as HTML, or an empty string when it has none. */
        String render(DeclarationCollector.Entry entry) {
            if (entry.javadoc() == null) {
                return "";
            }
            DeclarationLookup links = lookup();
            JavadocRenderer renderer = new JavadocRenderer(ref ->
                    links.findLink(entry.contextTypeId(), ref).map(Declaration::id));
            return renderer.render(entry.javadoc());
        }
    }

    /** @param resolveLink maps a {@code @link} target such as {@code Typed#add(Object)} to a declaration id */
    JavadocRenderer(Function<String, Optional<String>> resolveLink) {
        this(resolveLink, Map.of());
    }

    /** @param sectionTitles titles of the block tag sections by tag name, e.g. {@code param → 参数：} */
    JavadocRenderer(Function<String, Optional<String>> resolveLink, Map<String, String> sectionTitles) {
        this.resolveLink = resolveLink;
        this.sectionTitles = sectionTitles;
    }

    String render(Javadoc javadoc) {
        StringBuilder html = new StringBuilder(description(javadoc.getDescription()));
        Map<String, List<String>> sections = new LinkedHashMap<>();
        for (JavadocBlockTag tag : javadoc.getBlockTags()) {
            String section = sectionTitles.getOrDefault(tagKey(tag), sectionTitle(tag));
            sections.computeIfAbsent(section, k -> new ArrayList<>()).add(blockTagBody(tag));
        }
        if (!sections.isEmpty()) {
            html.append("<dl class=\"doc-tags\">");
            sections.forEach((title, items) -> {
                html.append("<dt>").append(escape(title)).append("</dt>");
                items.forEach(item -> html.append("<dd>").append(item).append("</dd>"));
            });
            html.append("</dl>");
        }
        return Jsoup.clean(html.toString(), "", SAFELIST, OUTPUT).trim();
    }

    /** The tag's name, with {@code @exception} counted as {@code @throws}. */
    private static String tagKey(JavadocBlockTag tag) {
        return tag.getType() == JavadocBlockTag.Type.EXCEPTION ? "throws" : tag.getTagName();
    }

    private static String sectionTitle(JavadocBlockTag tag) {
        return switch (tag.getType()) {
            case PARAM -> "Parameters:";
            case RETURN -> "Returns:";
            case THROWS, EXCEPTION -> "Throws:";
            case SEE -> "See also:";
            case SINCE -> "Since:";
            case DEPRECATED -> "Deprecated.";
            default -> tag.getTagName().substring(0, 1).toUpperCase(Locale.ROOT) + tag.getTagName().substring(1) + ":";
        };
    }

    private String blockTagBody(JavadocBlockTag tag) {
        String body = description(tag.getContent()).trim();
        Optional<String> name = tag.getName();
        if (name.isEmpty() && (tag.getType() == JavadocBlockTag.Type.THROWS
                || tag.getType() == JavadocBlockTag.Type.EXCEPTION)) {
            String text = tag.getContent().toText().trim();
            int space = indexOfWhitespace(text);
            name = Optional.of(space < 0 ? text : text.substring(0, space));
            body = space < 0 ? "" : description(JavadocDescription.parseText(text.substring(space + 1))).trim();
        }
        if (tag.getType() == JavadocBlockTag.Type.SEE) {
            String text = tag.getContent().toText().trim();
            if (!text.startsWith("<") && !text.startsWith("\"")) {
                return link(text);
            }
        }
        if (name.isEmpty()) {
            return body;
        }
        return "<code>" + escape(name.get()) + "</code>" + (body.isEmpty() ? "" : " – " + body);
    }

    private String description(JavadocDescription description) {
        StringBuilder sb = new StringBuilder();
        for (JavadocDescriptionElement element : description.getElements()) {
            if (element instanceof JavadocInlineTag tag) {
                sb.append(inlineTag(tag));
            } else {
                sb.append(escapeUnlistedTags(element.toText()));
            }
        }
        return sb.toString();
    }

    private String inlineTag(JavadocInlineTag tag) {
        String content = tag.getContent().strip();
        return switch (tag.getType()) {
            case CODE -> "<code>" + escape(content) + "</code>";
            case LITERAL -> escape(content);
            case LINK, LINKPLAIN, VALUE -> link(content);
            default -> escape(content);
        };
    }

    /** {@code Type#member(args) label}: the label (or the target written Javadoc-style) as code. */
    private String link(String content) {
        int split = targetEnd(content);
        String target = content.substring(0, split);
        String label = content.substring(split).strip();
        if (label.isEmpty()) {
            label = target.startsWith("#") ? target.substring(1) : target.replace('#', '.');
        }
        Optional<String> id = target.isEmpty() ? Optional.empty() : resolveLink.apply(target);
        String attribute = id.map(v -> " data-target=\"" + escape(v) + "\"").orElse("");
        return "<code" + attribute + ">" + escape(label) + "</code>";
    }

    /** The end of a link target: the first whitespace outside a parameter list. */
    private static int targetEnd(String content) {
        int depth = 0;
        for (int i = 0; i < content.length(); i++) {
            char c = content.charAt(i);
            if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth--;
            } else if (Character.isWhitespace(c) && depth <= 0) {
                return i;
            }
        }
        return content.length();
    }

    private static int indexOfWhitespace(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (Character.isWhitespace(text.charAt(i))) {
                return i;
            }
        }
        return -1;
    }

    /** Escapes every {@code <} that does not open or close a kept tag, so generics and stray markup show as text. */
    static String escapeUnlistedTags(String text) {
        StringBuilder sb = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '<' && !opensKeptTag(text, i)) {
                sb.append("&lt;");
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    private static boolean opensKeptTag(String text, int at) {
        int i = at + 1;
        if (i < text.length() && text.charAt(i) == '/') {
            i++;
        }
        int nameStart = i;
        while (i < text.length() && Character.isLetterOrDigit(text.charAt(i))) {
            i++;
        }
        if (i == nameStart || i >= text.length()) {
            return false;
        }
        char after = text.charAt(i);
        boolean ends = after == '>' || after == '/' || Character.isWhitespace(after);
        return ends && KEPT_TAGS.contains(text.substring(nameStart, i).toLowerCase(Locale.ROOT));
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
