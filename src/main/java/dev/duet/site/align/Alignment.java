package dev.duet.site.align;

import java.util.List;

/**
 * The split view of one excerpt beside its Java counterpart.
 *
 * @param excerptId the excerpt id
 * @param javaFile  the Java file relative to the source root
 * @param javaFirst first Java line shown (the smallest anchored line), 0 when nothing is anchored
 * @param javaLast  last Java line shown (the largest anchored line), 0 when nothing is anchored
 * @param rows      every Go line of the excerpt and every Java line in javaFirst..javaLast, once each, in order
 * @param links     every anchored Go/Java pair of the excerpt, sorted by Go line then Java line
 */
public record Alignment(String excerptId, String javaFile, int javaFirst, int javaLast, List<Row> rows,
                       List<Link> links) {

    public Alignment {
        rows = List.copyOf(rows);
        links = List.copyOf(links);
    }
}
