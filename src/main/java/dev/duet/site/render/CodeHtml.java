package dev.duet.site.render;

import dev.duet.site.code.CodeLine;
import dev.duet.site.code.Span;
import dev.duet.site.code.TranslatedComment;
import dev.duet.site.javasrc.Declaration;
import java.util.Map;

/**
 * Turns highlighted code lines into HTML: one {@code <span class="t-KIND">} per coloured token, links to
 * declarations in the source browser, and (on source pages) ids on the declaring tokens.
 */
final class CodeHtml {
    /** Token kinds the theme shows in the text colour, so they need no span (see duet.css). */
    private static final java.util.Set<String> TEXT_COLOURED = java.util.Set.of("op", "ident");

    private final Map<String, Declaration> declarations;
    private final String lang;

    CodeHtml(Map<String, Declaration> declarations, String lang) {
        this.declarations = declarations;
        this.lang = lang;
    }

    /**
     * @param fromPage the site-relative path of the page the HTML goes into
     * @param withIds whether declaring tokens get their symbol ids (only on the file's own page,
     *     where each id must be unique)
     */
    String line(CodeLine line, String fromPage, boolean withIds) {
        return line(line, fromPage, withIds, null);
    }

    /**
     * @param comment how the line's comment reads in the page's language, or null for as in the
     *     source: its last comment piece is then written in that language, with the original as
     *     the piece's title and in {@code data-alt}, which a click or Enter brings back (code.js)
     */
    String line(CodeLine line, String fromPage, boolean withIds, TranslatedComment comment) {
        StringBuilder sb = new StringBuilder();
        int translatedPiece = -1;
        if (comment != null) {
            for (int i = 0; i < line.spans().size(); i++) {
                if (line.spans().get(i).kind().equals("com")) {
                    translatedPiece = i;
                }
            }
        }
        for (int i = 0; i < line.spans().size(); i++) {
            Span span = line.spans().get(i);
            if (i == translatedPiece) {
                sb.append("<span class=\"t-com cmt-tr\" lang=\"").append(escape(lang))
                        .append("\" tabindex=\"0\" role=\"button\" aria-pressed=\"false\" title=\"")
                        .append(escape(comment.original())).append("\" data-alt=\"").append(escape(comment.original()))
                        .append("\" data-alt-lang=\"").append(escape(comment.originalLang()))
                        .append("\">").append(escape(comment.text())).append("</span>");
                continue;
            }
            String text = escape(span.text());
            if (span.kind() == null || span.kind().equals("plain")) {
                sb.append(text);
                continue;
            }
            String cls = "t-" + span.kind();
            Declaration target = span.target() == null ? null : declarations.get(span.target());
            if (TEXT_COLOURED.contains(span.kind()) && span.declares() == null && target == null && span.external() == null) {
                // an operator or an identifier that names nothing linked is set in the text colour:
                // a span of its own would only add a node (a 9,000-line file has tens of thousands)
                sb.append(text);
                continue;
            }
            if (span.declares() != null && withIds) {
                Declaration declared = declarations.get(span.declares());
                sb.append("<span class=\"").append(cls).append(" decl\" data-sym=\"").append(escape(span.declares())).append('"');
                if (declared != null) {
                    sb.append(" id=\"").append(escape(SitePaths.fragment(declared))).append('"');
                }
                sb.append(" tabindex=\"0\">").append(text).append("</span>");
            } else if (span.declares() != null) {
                sb.append("<span class=\"").append(cls).append("\" data-sym=\"").append(escape(span.declares()))
                        .append("\">").append(text).append("</span>");
            } else if (target != null) {
                sb.append("<a class=\"").append(cls).append(" ref\" href=\"").append(escape(href(target, fromPage)))
                        .append("\" data-sym=\"").append(escape(target.id())).append("\">").append(text).append("</a>");
            } else if (span.external() != null) {
                sb.append("<a class=\"").append(cls).append(" ext\" href=\"").append(escape(span.external()))
                        .append("\" rel=\"external noopener\">").append(text).append("</a>");
            } else {
                sb.append("<span class=\"").append(cls).append("\">").append(text).append("</span>");
            }
        }
        return sb.toString();
    }

    String href(Declaration d, String fromPage) {
        String page = SitePaths.source(lang, d.file());
        // within its own page a reference is just the fragment (a big file refers to itself a lot)
        return (page.equals(fromPage) ? "" : SitePaths.relative(fromPage, page)) + "#" + SitePaths.hrefFragment(SitePaths.fragment(d));
    }

    /** {@code s} with HTML's special characters escaped; most tokens have none, and are returned as they are. */
    static String escape(String s) {
        char[] chars = s.toCharArray();
        for (int i = 0; i < chars.length; i++) {
            char c = chars[i];
            if (c == '&' || c == '<' || c == '>' || c == '"') {
                return escapeFrom(s, i);
            }
        }
        return s;
    }

    private static String escapeFrom(String s, int first) {
        StringBuilder sb = new StringBuilder(s.length() + 16).append(s, 0, first);
        for (int i = first; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '&' -> sb.append("&amp;");
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '"' -> sb.append("&quot;");
                default -> sb.append(c);
            }
        }
        return sb.toString();
    }
}
