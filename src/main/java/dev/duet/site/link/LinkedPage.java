package dev.duet.site.link;

import dev.duet.site.content.Page;
import dev.duet.site.markdown.RenderedMarkdown;
import java.util.Map;

/**
 * A page with its Markdown rendered and its links resolved.
 *
 * @param index position in the manifest's reading order
 * @param notes note key ({@code go:276} or {@code symbol:<id>}) → rendered HTML
 */
public record LinkedPage(Page page, int index, RenderedMarkdown body, String summaryHtml, Map<String, String> notes) {
    public String slug() {
        return page.slug();
    }
}
