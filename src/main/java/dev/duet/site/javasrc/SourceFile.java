package dev.duet.site.javasrc;

import dev.duet.site.code.CodeLine;
import java.util.List;

/**
 * One analysed Java file.
 *
 * @param path        path relative to the source root with {@code /}, e.g. {@code org/example/lru/Cache.java}
 * @param packageName its package, empty for the default package
 * @param lines       highlighted lines, Go anchor comments removed and trailing whitespace trimmed
 * @param outline     its types and members in source order, for the structure view
 * @param anchors     its well-formed Go anchors, by Java line
 */
public record SourceFile(String path, String packageName, List<CodeLine> lines, List<OutlineEntry> outline,
                         List<GoAnchor> anchors) implements java.io.Serializable {

    public SourceFile {
        lines = List.copyOf(lines);
        outline = List.copyOf(outline);
        anchors = List.copyOf(anchors);
    }
}
