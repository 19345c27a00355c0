package dev.duet.site.content;

import dev.duet.site.diag.Diagnostics;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Collections;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Reads a pinned excerpt and refuses it unless its text hashes to the recorded sha256: the site
 * quotes upstream code only verbatim.
 */
final class ExcerptLoader {
    private ExcerptLoader() {}

    /**
     * Loads one excerpt. One that is refused is reported here and noted in {@code refused}, with
     * the Java file it names when its metadata could be read, so later stages do not report the
     * same mistake again as unknown excerpts and unaligned anchors.
     */
    static Optional<Excerpt> load(ContentFiles files, Path meta, Map<String, Optional<String>> refused,
            Diagnostics diags) {
        String metaPath = files.display(meta);
        String name = meta.getFileName().toString();
        String id = name.substring(0, name.length() - ".yaml".length());
        Optional<YamlFields> fields = files.read(meta, diags)
                .flatMap(t -> YamlReader.read(metaPath, t, 1, diags))
                .flatMap(v -> YamlFields.of(metaPath, v, "an excerpt's metadata", List.of("repository", "tag",
                        "path", "first", "last", "sha256", "license", "copyright", "url", "java", "noCounterpart"), diags));
        Optional<Excerpt> excerpt = fields.flatMap(f -> read(files, meta, id, f, diags));
        if (excerpt.isEmpty()) {
            // A java: that is not a single value is reported by read(); then any file may be meant.
            refused.put(id, fields.flatMap(f -> f.raw("java")).filter(v -> v instanceof YamlValue.Scalar)
                    .map(v -> ((YamlValue.Scalar) v).text()));
        }
        return excerpt;
    }

    private static Optional<Excerpt> read(ContentFiles files, Path meta, String id, YamlFields f, Diagnostics diags) {
        String metaPath = files.display(meta);
        Path goFile = meta.resolveSibling(id + ".go");
        String goPath = files.display(goFile);
        if (!Files.isRegularFile(goFile)) {
            diags.error(metaPath, 1, 1, "the excerpt's text is missing: expected " + goPath);
            return Optional.empty();
        }
        Optional<String> text = files.read(goFile, diags);
        if (text.isEmpty()) {
            return Optional.empty();
        }
        int before = diags.count();
        String repository = f.requireString("repository");
        String tag = f.requireString("tag");
        String path = f.requireString("path");
        int first = f.requireInt("first");
        int last = f.requireInt("last");
        String sha = f.requireString("sha256").toLowerCase(java.util.Locale.ROOT);
        String javaFile = f.requireString("java");
        String url = f.optionalString("url").orElse("");
        if (!url.isEmpty() && !url.startsWith("https://")) {
            diags.error(metaPath, f.lineOf("url"), 1, "url must be an https: link template such as "
                    + "https://git.example.org/{repository}/src/tag/{tag}/{path}#L{first}-L{last}");
        }
        List<String> lines = splitLines(text.get());
        if (first > 0 && last >= first && lines.size() != last - first + 1) {
            diags.error(goPath, 1, 1, "the excerpt has " + lines.size() + " lines but " + metaPath
                    + " says L" + first + "–L" + last + " (" + (last - first + 1) + " lines)");
        }
        TreeMap<Integer, String> noCounterpart = new TreeMap<>();
        TreeMap<Integer, Integer> noCounterpartLines = new TreeMap<>();
        f.raw("noCounterpart").ifPresent(v -> {
            if (v instanceof YamlValue.Mapping m) {
                m.entries().forEach((k, reason) -> {
                    try {
                        int goLine = Integer.parseInt(k.trim());
                        noCounterpart.put(goLine, reason instanceof YamlValue.Scalar s ? s.text() : "");
                        noCounterpartLines.put(goLine, m.lineOf(k));
                    } catch (NumberFormatException e) {
                        diags.error(metaPath, m.lineOf(k), 1, "noCounterpart keys are Go line numbers, not '" + k + "'");
                    }
                });
            } else {
                diags.error(metaPath, v.line(), v.column(), "noCounterpart maps Go line numbers to reasons");
            }
        });
        if (diags.count() > before) {
            return Optional.empty();
        }
        // A changed text is an error, but the excerpt is still read and checked like the others
        // (its anchors, its go: links), so that one run shows every problem, not this one first.
        String actual = sha256(text.get().endsWith("\n") ? text.get() : text.get() + "\n");
        if (!sha.isEmpty() && !actual.equals(sha)) {
            diags.error(goPath, 1, 1, "text does not match the pinned upstream excerpt " + repository + "@" + tag
                    + " " + path + " L" + first + "–L" + last + ": sha256 is " + actual + ", " + metaPath
                    + " records " + sha);
        }
        return Optional.of(new Excerpt(id, goPath, metaPath, repository, tag, path, first, last, sha,
                f.optionalString("license").orElse(""), f.optionalString("copyright").orElse(""), javaFile,
                Collections.unmodifiableSortedMap(noCounterpart), Collections.unmodifiableSortedMap(noCounterpartLines),
                lines, f.lineOf("java"), url));
    }

    static List<String> splitLines(String text) {
        String t = text.endsWith("\n") ? text.substring(0, text.length() - 1) : text;
        return List.of(t.split("\n", -1));
    }

    static String sha256(String text) {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            return HexFormat.of().formatHex(md.digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required by every Java platform", e);
        }
    }
}
