package dev.duet.site.content;

import java.util.List;
import java.util.Map;

/**
 * A pinned upstream excerpt: its text ({@code <id>.go}) and its provenance ({@code <id>.yaml}).
 *
 * @param first upstream line number of the first line
 * @param noCounterpart Go lines that have no Java counterpart, with the reason
 * @param noCounterpartLines for each of those Go lines, the line of the metadata file that lists it
 * @param javaFile the aligned Java file, relative to the source root
 * @param javaKeyLine the line of {@code java:} in the metadata file, for diagnostics
 * @param urlTemplate the "view original" link with {@code {repository}}, {@code {tag}},
 *     {@code {path}}, {@code {first}} and {@code {last}} filled in; empty for GitHub's blob URL
 */
public record Excerpt(
        String id,
        String goFile,
        String metaFile,
        String repository,
        String tag,
        String path,
        int first,
        int last,
        String sha256,
        String license,
        String copyright,
        String javaFile,
        Map<Integer, String> noCounterpart,
        Map<Integer, Integer> noCounterpartLines,
        List<String> lines,
        int javaKeyLine,
        String urlTemplate) {

    /** GitHub's deep link to lines of a file at a tag: the default when the excerpt names no {@code url:}. */
    public static final String GITHUB = "https://github.com/{repository}/blob/{tag}/{path}#L{first}-L{last}";

    /** The deep link to the excerpt at its tag, for "view original". */
    public String originalUrl() {
        return (urlTemplate.isEmpty() ? GITHUB : urlTemplate)
                .replace("{repository}", repository).replace("{tag}", tag).replace("{path}", path)
                .replace("{first}", Integer.toString(first)).replace("{last}", Integer.toString(last));
    }

    /** The upstream file name, e.g. {@code queue.go}. */
    public String fileName() {
        return path.substring(path.lastIndexOf('/') + 1);
    }
}
