package dev.duet.site.anchors;

import dev.duet.site.content.Excerpt;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/** The lines of the excerpts that name one Java file, as the suggester reads them. */
public final class ExcerptLines {
    private ExcerptLines() {}

    /** @param javaFile the Java file as excerpts name it ({@code java:}, relative to the source root) */
    public static List<GoLine> of(Collection<Excerpt> excerpts, String javaFile) {
        List<GoLine> out = new ArrayList<>();
        for (Excerpt e : excerpts) {
            if (!e.javaFile().equals(javaFile)) {
                continue;
            }
            for (int k = 0; k < e.lines().size(); k++) {
                int number = e.first() + k;
                out.add(new GoLine(e.path(), number, e.lines().get(k), e.id(), !e.noCounterpart().containsKey(number)));
            }
        }
        return out;
    }
}
