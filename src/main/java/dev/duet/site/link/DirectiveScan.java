package dev.duet.site.link;

import dev.duet.site.markdown.Block;
import dev.duet.site.markdown.RenderedMarkdown;
import java.util.List;

/** The directives of a rendered body, as {@code name arg} strings in order. */
final class DirectiveScan {
    private DirectiveScan() {}

    static List<String> of(RenderedMarkdown body) {
        return body.blocks().stream()
                .filter(b -> b instanceof Block.Directive)
                .map(b -> (Block.Directive) b)
                .map(d -> d.arg().isEmpty() ? "@" + d.name() : "@" + d.name() + " " + d.arg())
                .toList();
    }
}
