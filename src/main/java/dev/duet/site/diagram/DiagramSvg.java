package dev.duet.site.diagram;

import dev.duet.site.content.Diagram;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Draws a diagram spec as inline SVG in one language. Nodes are stacked top to bottom in the order
 * written; an edge between neighbours is a straight arrow with its label beside it, any other edge
 * is an arc on the right. Colours come from CSS classes, so the page's theme (light or dark)
 * styles the diagram.
 */
public final class DiagramSvg {
    private static final int NODE_WIDTH = 400;
    private static final int LEFT = 20;
    private static final int LINE_HEIGHT = 20;
    private static final int PAD = 12;
    private static final int GAP = 56;
    private static final double FONT = 14;

    private DiagramSvg() {}

    /**
     * @param pageHref maps a page slug to the href of that page in this language
     */
    public static String render(Diagram diagram, String lang, String title, Function<String, String> pageHref) {
        List<List<String>> labels = new ArrayList<>();
        for (Diagram.Node n : diagram.nodes()) {
            labels.add(wrap(n.label().getOrDefault(lang, n.id()), NODE_WIDTH - 2 * PAD));
        }
        Map<String, Integer> index = new HashMap<>();
        int[] top = new int[diagram.nodes().size()];
        int[] height = new int[diagram.nodes().size()];
        int y = 16;
        for (int i = 0; i < diagram.nodes().size(); i++) {
            index.put(diagram.nodes().get(i).id(), i);
            top[i] = y;
            height[i] = labels.get(i).size() * LINE_HEIGHT + 2 * PAD;
            y += height[i] + GAP;
        }
        int totalHeight = y - GAP + 16;
        List<Diagram.Edge> arcs = diagram.edges().stream()
                .filter(e -> index.get(e.to()) - index.get(e.from()) != 1).toList();
        int arcSpace = 60 + 34 * arcs.size();
        int labelSpace = 300;
        int width = LEFT + NODE_WIDTH + arcSpace + labelSpace;
        boolean states = diagram.kind() == Diagram.Kind.STATES;

        StringBuilder svg = new StringBuilder();
        String titleId = "dgm-" + diagram.id() + "-" + lang;
        svg.append("<svg class=\"diagram diagram-").append(diagram.kind().name().toLowerCase(java.util.Locale.ROOT))
                .append("\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 ").append(width).append(' ').append(totalHeight)
                .append("\" role=\"group\" aria-labelledby=\"").append(titleId).append("\">");
        svg.append("<title id=\"").append(titleId).append("\">").append(esc(title)).append("</title>");
        svg.append("<defs><marker id=\"arrow-").append(titleId).append("\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" ")
                .append("markerWidth=\"8\" markerHeight=\"8\" orient=\"auto-start-reverse\">")
                .append("<path class=\"dgm-arrowhead\" d=\"M0,0 L10,5 L0,10 z\"/></marker></defs>");
        String marker = " marker-end=\"url(#arrow-" + titleId + ")\"";
        int centerX = LEFT + NODE_WIDTH / 2;
        int arcNumber = 0;
        for (Diagram.Edge e : diagram.edges()) {
            int from = index.get(e.from());
            int to = index.get(e.to());
            String label = e.label().getOrDefault(lang, "");
            if (to - from == 1) {
                int y1 = top[from] + height[from];
                int y2 = top[to] - 2;
                svg.append("<line class=\"dgm-edge\" x1=\"").append(centerX).append("\" y1=\"").append(y1)
                        .append("\" x2=\"").append(centerX).append("\" y2=\"").append(y2).append('"').append(marker).append("/>");
                text(svg, label, centerX + 10, (y1 + y2) / 2 + 5, "dgm-edge-label");
            } else {
                int x = LEFT + NODE_WIDTH + 30 + 34 * arcNumber++;
                int y1 = top[from] + height[from] / 2;
                int y2 = top[to] + height[to] / 2 + (to < from ? 6 : -6);
                int x0 = LEFT + NODE_WIDTH;
                svg.append("<path class=\"dgm-edge dgm-arc\" d=\"M").append(x0).append(',').append(y1)
                        .append(" C").append(x).append(',').append(y1).append(' ').append(x).append(',').append(y2)
                        .append(' ').append(x0 + 2).append(',').append(y2).append('"').append(marker).append("/>");
                int labelX = LEFT + NODE_WIDTH + arcSpace - 10;
                int labelY = (y1 + y2) / 2 + 5 + (arcNumber % 2 == 0 ? 14 : -4);
                svg.append("<line class=\"dgm-leader\" x1=\"").append(x - 8).append("\" y1=\"").append(labelY - 5)
                        .append("\" x2=\"").append(labelX - 4).append("\" y2=\"").append(labelY - 5).append("\"/>");
                text(svg, label, labelX, labelY, "dgm-edge-label");
            }
        }
        for (int i = 0; i < diagram.nodes().size(); i++) {
            Diagram.Node n = diagram.nodes().get(i);
            boolean linked = n.page().isPresent();
            if (linked) {
                svg.append("<a href=\"").append(esc(pageHref.apply(n.page().get()))).append("\">");
            }
            svg.append("<rect class=\"dgm-node").append(linked ? " dgm-link" : "").append("\" x=\"").append(LEFT)
                    .append("\" y=\"").append(top[i]).append("\" width=\"").append(NODE_WIDTH).append("\" height=\"")
                    .append(height[i]).append("\" rx=\"").append(states ? height[i] / 2 : 6).append("\"/>");
            List<String> lines = labels.get(i);
            for (int l = 0; l < lines.size(); l++) {
                svg.append("<text class=\"dgm-label\" x=\"").append(centerX).append("\" y=\"")
                        .append(top[i] + PAD + 15 + l * LINE_HEIGHT).append("\" text-anchor=\"middle\">")
                        .append(esc(lines.get(l))).append("</text>");
            }
            if (linked) {
                svg.append("</a>");
            }
        }
        svg.append("</svg>");
        return svg.toString();
    }

    private static void text(StringBuilder svg, String label, int x, int y, String cls) {
        if (label.isEmpty()) {
            return;
        }
        List<String> lines = wrap(label, 280);
        for (int i = 0; i < lines.size(); i++) {
            svg.append("<text class=\"").append(cls).append("\" x=\"").append(x).append("\" y=\"").append(y + i * 17)
                    .append("\">").append(esc(lines.get(i))).append("</text>");
        }
    }

    /** Greedy line wrapping by estimated width: CJK characters are a full em, others about half. */
    static List<String> wrap(String text, int maxWidth) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        double width = 0;
        int lastBreak = -1;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            double w = c >= 0x2E80 ? FONT : FONT * 0.56;
            if (width + w > maxWidth && line.length() > 0) {
                if (c != ' ' && lastBreak > 0 && c < 0x2E80) {
                    String carry = line.substring(lastBreak + 1);
                    lines.add(line.substring(0, lastBreak).stripTrailing());
                    line = new StringBuilder(carry);
                } else {
                    lines.add(line.toString().stripTrailing());
                    line = new StringBuilder();
                }
                width = measure(line);
                lastBreak = -1;
                if (c == ' ') {
                    continue;
                }
            }
            if (c == ' ') {
                lastBreak = line.length();
            }
            line.append(c);
            width += w;
        }
        if (line.length() > 0) {
            lines.add(line.toString().strip());
        }
        return lines;
    }

    private static double measure(CharSequence s) {
        double w = 0;
        for (int i = 0; i < s.length(); i++) {
            w += s.charAt(i) >= 0x2E80 ? FONT : FONT * 0.56;
        }
        return w;
    }

    private static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
