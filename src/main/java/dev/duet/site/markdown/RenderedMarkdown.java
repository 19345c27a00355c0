package dev.duet.site.markdown;

import java.util.List;

/** The result of rendering one Markdown text. */
public record RenderedMarkdown(List<Block> blocks, List<Heading> headings, String plainText) {

    /** The HTML when the text holds no directives (notes, summaries). */
    public String html() {
        StringBuilder sb = new StringBuilder();
        for (Block b : blocks) {
            if (b instanceof Block.Html h) {
                sb.append(h.html());
            }
        }
        return sb.toString();
    }
}
