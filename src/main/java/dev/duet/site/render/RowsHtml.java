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

    /** A Java file in the project tree, with its link. */
    record TreeFile(String name, String href, String file) {
    }

    /** A folder of the project tree: its path (the key for ordering and opening) and its label. */
    record Folder(String path, String name, Map<String, Folder> folders, List<TreeFile> files) {
        Folder(String path) {
            this(path, path, new java.util.LinkedHashMap<>(), new java.util.ArrayList<>());
        }

        Folder child(String childPath, String childName) {
            return folders.computeIfAbsent(childPath,
                    p -> new Folder(p, childName, new java.util.LinkedHashMap<>(), new java.util.ArrayList<>()));
        }
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

    /**
     * The tree as nested lists: each folder a {@code <details>} (collapsible without a script,
     * open when {@code open} names it), its folders before its files, the current file marked
     * for styles and assistive technology.
     */
    static String tree(Folder top, java.util.Comparator<Folder> order) {
        StringBuilder sb = new StringBuilder(8192);
        items(top, order, sb);
        return sb.toString();
    }

    private static void items(Folder folder, java.util.Comparator<Folder> order, StringBuilder sb) {
        for (Folder child : folder.folders().values().stream().sorted(order).toList()) {
            sb.append("<li class=\"folder\"><details><summary class=\"tree-folder\">").append(CodeHtml.escape(child.name()))
                    .append("</summary><ul>\n");
            items(child, order, sb);
            sb.append("</ul></details></li>\n");
        }
        for (TreeFile file : folder.files().stream().sorted(java.util.Comparator.comparing(TreeFile::name)).toList()) {
            sb.append("<li class=\"file\"><a href=\"").append(CodeHtml.escape(file.href())).append("\" data-file=\"")
                    .append(CodeHtml.escape(file.file())).append("\">").append(CodeHtml.escape(file.name())).append("</a></li>\n");
        }
    }
}
