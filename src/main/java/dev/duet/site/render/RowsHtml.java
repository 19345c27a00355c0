package dev.duet.site.render;

import dev.duet.site.code.CodeLine;
import java.util.List;
import java.util.Map;

/**
 * The two long, uniform lists of the site written as HTML here rather than by a template loop:
 * the code rows of a source page and the rows of the Project tree. Together they are some 30,000
 * rows per build, and Thymeleaf evaluating half a dozen expressions on each took half of the
 * render time; the markup is simple and fixed, so it is built directly (the templates place it).
 */
final class RowsHtml {
    private RowsHtml() {
    }

    /** A gutter link from a Java line to its Go line on the step page. */
    record GoChip(String label, String href) {
    }

    /** A row of the project tree: a folder, or a Java file with its link. */
    record TreeRow(String name, String href, int depth, boolean folder, boolean current) {
    }

    /**
     * One {@code <span class="ln">} per line: its anchor ({@code L<n>}), the number linking to it,
     * the Go chips, and the highlighted code.
     *
     * @param chipTitle the tooltip of the chips, in the page's language
     */
    static String codeRows(List<CodeLine> lines, Map<Integer, List<GoChip>> chips, String chipTitle,
                           java.util.function.Function<CodeLine, String> html) {
        return codeRows(lines, chips, chipTitle, html, RowDecor.NONE);
    }

    /** What a page adds around rows: markup before a row, and classes on it. */
    interface RowDecor {
        RowDecor NONE = new RowDecor() {
            @Override
            public String before(int line) {
                return "";
            }

            @Override
            public String rowClass(int line) {
                return "";
            }
        };

        /** HTML written before row {@code line} (phrasing content, since the rows are inside a {@code pre}). */
        String before(int line);

        /** Classes added to row {@code line}, each preceded by a space, or an empty string. */
        String rowClass(int line);
    }

    static String codeRows(List<CodeLine> lines, Map<Integer, List<GoChip>> chips, String chipTitle,
                           java.util.function.Function<CodeLine, String> html, RowDecor decor) {
        StringBuilder sb = new StringBuilder(lines.size() * 160);
        String title = CodeHtml.escape(chipTitle);
        for (CodeLine line : lines) {
            int n = line.number();
            sb.append(decor.before(n));
            sb.append("<span class=\"ln").append(decor.rowClass(n)).append("\" id=\"L").append(n).append("\" data-java=\"").append(n)
                    .append("\"><a class=\"num\" href=\"#L").append(n).append("\">").append(n)
                    .append("</a><span class=\"chips\">");
            for (GoChip chip : chips.getOrDefault(n, List.of())) {
                sb.append("<a class=\"chip\" href=\"").append(CodeHtml.escape(chip.href())).append("\" title=\"")
                        .append(title).append("\">").append(CodeHtml.escape(chip.label())).append("</a>");
            }
            sb.append("</span><span class=\"src\">").append(html.apply(line)).append("</span>\n</span>");
        }
        return sb.toString();
    }

    /** One {@code <li>} per row; the current file is marked for styles and assistive technology. */
    static String treeRows(List<TreeRow> rows) {
        StringBuilder sb = new StringBuilder(rows.size() * 90);
        for (TreeRow row : rows) {
            sb.append("<li style=\"--depth:").append(row.depth()).append("\" class=\"")
                    .append(row.folder() ? "folder" : "file").append("\">");
            if (row.folder()) {
                sb.append("<span class=\"tree-folder\">").append(CodeHtml.escape(row.name())).append("</span>");
            } else {
                sb.append("<a href=\"").append(CodeHtml.escape(row.href())).append('"');
                if (row.current()) {
                    sb.append(" aria-current=\"page\" class=\"current\"");
                }
                sb.append('>').append(CodeHtml.escape(row.name())).append("</a>");
            }
            sb.append("</li>\n");
        }
        return sb.toString();
    }
}
