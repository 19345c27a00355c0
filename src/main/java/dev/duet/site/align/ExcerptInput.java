package dev.duet.site.align;

import java.util.List;
import java.util.Map;

/**
 * What the aligner needs to know about one pinned Go excerpt.
 *
 * @param id            the excerpt id, e.g. {@code queue-get}
 * @param goFile        project-relative path of the excerpt text, e.g. {@code content/excerpts/queue-get.go}
 * @param metaFile      project-relative path of its metadata, e.g. {@code content/excerpts/queue-get.yaml}
 * @param first         upstream line number of {@code lines.get(0)}
 * @param lines         the excerpt's lines, without line breaks
 * @param noCounterpart upstream line numbers that have no Java counterpart, with the reason
 * @param noCounterpartLines for each of those, the line of the metadata file that lists it (where
 *                      a stale entry is reported; absent when unknown)
 * @param javaFile      the aligned Java file relative to the source root, e.g. {@code org/example/lru/Cache.java}
 * @param javaKeyLine   line of the {@code java:} key in the metadata file (0 when unknown), where a
 *                      missing Java file is reported
 */
public record ExcerptInput(String id, String goFile, String metaFile, int first, List<String> lines,
                           Map<Integer, String> noCounterpart, Map<Integer, Integer> noCounterpartLines,
                           String javaFile, int javaKeyLine) {

    public ExcerptInput {
        lines = List.copyOf(lines);
        noCounterpart = Map.copyOf(noCounterpart);
        noCounterpartLines = Map.copyOf(noCounterpartLines);
    }

    /** An excerpt whose metadata positions of the {@code noCounterpart} entries are unknown. */
    public ExcerptInput(String id, String goFile, String metaFile, int first, List<String> lines,
                        Map<Integer, String> noCounterpart, String javaFile, int javaKeyLine) {
        this(id, goFile, metaFile, first, lines, noCounterpart, Map.of(), javaFile, javaKeyLine);
    }

    /** An excerpt whose metadata position of the {@code java:} key is unknown. */
    public ExcerptInput(String id, String goFile, String metaFile, int first, List<String> lines,
                        Map<Integer, String> noCounterpart, String javaFile) {
        this(id, goFile, metaFile, first, lines, noCounterpart, Map.of(), javaFile, 0);
    }

    /** Upstream line number of the excerpt's last line. */
    public int last() {
        return first + lines.size() - 1;
    }

    /** Whether the upstream line {@code goLine} is part of this excerpt. */
    public boolean covers(int goLine) {
        return goLine >= first && goLine <= last();
    }
}
