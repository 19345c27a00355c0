package dev.duet.site.content;

import dev.duet.site.diag.Diagnostics;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * Reads {@code content/javadoc/<lang>/**.yaml}: each file maps declaration ids to the Javadoc
 * text of that declaration in {@code <lang>}, or to a mapping with that text as {@code doc:} and
 * the translations of the code comments in the declaration's body as {@code comments:}, a list of
 * {@code original:} (the English comment) and {@code text:} (its translation, line by line). How
 * the files are split is the author's choice (this site keeps one per Java file, at the Java file's
 * path). Whether each id names a declaration, and each original is still a comment of it, is
 * checked later, against the analysed sources; here the files' shape, their languages and the
 * preferred terms are checked.
 */
public final class JavadocTranslationLoader {
    public static final String FOLDER = "javadoc";

    private JavadocTranslationLoader() {
    }

    public static JavadocTranslations load(ContentFiles files, Manifest manifest, Diagnostics diags) {
        Path root = files.contentRoot().resolve(FOLDER);
        Map<String, Map<String, JavadocTranslations.Entry>> byLanguage = new TreeMap<>();
        Map<String, List<JavadocTranslations.Comment>> comments = new TreeMap<>();
        if (!Files.isDirectory(root)) {
            return new JavadocTranslations(byLanguage, comments);
        }
        TermChecker terms = TermChecker.load(files, manifest.languages(), new Diagnostics());
        for (Path child : list(root, files, diags)) {
            String lang = child.getFileName().toString();
            if (!Files.isDirectory(child)) {
                diags.error(files.display(child), 1, 1, "translations go in content/" + FOLDER
                        + "/<lang>/, one folder per language of " + manifest.languages());
            } else if (!manifest.languages().contains(lang)) {
                diags.error(files.display(child), 1, 1, "language '" + lang + "' is not one of "
                        + manifest.languages() + " (languages: in " + manifest.path() + ")");
            } else if (lang.equals(manifest.javadoc().language())) {
                diags.error(files.display(child), 1, 1, "the Javadoc in the sources is already in '" + lang
                        + "' (javadocLanguage: in " + manifest.path() + "); it needs no translation");
            } else {
                Map<String, JavadocTranslations.Entry> entries = new TreeMap<>();
                List<JavadocTranslations.Comment> langComments = new ArrayList<>();
                for (Path file : yamlFiles(child, files, diags)) {
                    read(files, file, lang, entries, langComments, terms, diags);
                }
                byLanguage.put(lang, entries);
                comments.put(lang, langComments);
            }
        }
        return new JavadocTranslations(byLanguage, comments);
    }

    private static void read(ContentFiles files, Path file, String lang, Map<String, JavadocTranslations.Entry> into,
                             List<JavadocTranslations.Comment> comments, TermChecker terms, Diagnostics diags) {
        String path = files.display(file);
        files.read(file, diags).ifPresent(text -> YamlReader.read(path, text, 1, diags).ifPresent(root -> {
            if (!(root instanceof YamlValue.Mapping map)) {
                diags.error(path, root.line(), root.column(),
                        "expected a mapping from declaration ids to their translated Javadoc");
                return;
            }
            List<String> lines = text.lines().toList();
            map.entries().forEach((id, entry) -> {
                int line = map.lineOf(id);
                int column = columnOf(lines, line, id);
                YamlValue value = entry;
                if (entry instanceof YamlValue.Mapping parts) {
                    readComments(path, id, parts, lines, lang, comments, terms, diags);
                    value = parts.get("doc").orElse(null);
                    if (value == null) {
                        return;
                    }
                }
                if (!(value instanceof YamlValue.Scalar scalar) || scalar.text().isBlank()) {
                    diags.error(path, value.line(), value.column(), "the translation of '" + id + "' must be text");
                    return;
                }
                JavadocTranslations.Entry previous = into.get(id);
                if (previous != null) {
                    diags.error(path, line, column, "'" + id + "' is already translated at " + previous.path() + ":"
                            + previous.line());
                    return;
                }
                into.put(id, new JavadocTranslations.Entry(id, scalar.text(), path, line, column));
                checkTerms(terms, lang, path, lines, scalar, diags);
            });
        }));
    }

    /** The {@code comments:} of a declaration's mapping; any key but {@code doc} and {@code comments} is an error. */
    private static void readComments(String path, String id, YamlValue.Mapping parts, List<String> fileLines,
                                     String lang, List<JavadocTranslations.Comment> into, TermChecker terms,
                                     Diagnostics diags) {
        for (String key : parts.entries().keySet()) {
            if (!key.equals("doc") && !key.equals("comments")) {
                diags.error(path, parts.lineOf(key), parts.columnOf(key), "unknown key '" + key + "' in the translation of '"
                        + id + "' (expected doc: for its Javadoc and comments: for the comments in its body)");
            }
        }
        YamlValue list = parts.get("comments").orElse(null);
        if (list == null) {
            return;
        }
        if (!(list instanceof YamlValue.Sequence sequence)) {
            diags.error(path, list.line(), list.column(), "comments: of '" + id
                    + "' must be a list of '- original: <the English comment>' with 'text: <its translation>'");
            return;
        }
        for (YamlValue item : sequence.items()) {
            if (!(item instanceof YamlValue.Mapping pair)) {
                diags.error(path, item.line(), item.column(), "each comment of '" + id
                        + "' is a mapping of original: and text:");
                continue;
            }
            for (String key : pair.entries().keySet()) {
                if (!key.equals("original") && !key.equals("text")) {
                    diags.error(path, pair.lineOf(key), pair.columnOf(key), "unknown key '" + key
                            + "' in a comment translation (expected original: and text:)");
                }
            }
            YamlValue original = pair.get("original").orElse(null);
            YamlValue text = pair.get("text").orElse(null);
            if (!(original instanceof YamlValue.Scalar o) || o.text().isBlank()) {
                diags.error(path, pair.line(), pair.column(), "a comment translation of '" + id
                        + "' needs original: (the English comment, as in the source)");
                continue;
            }
            if (!(text instanceof YamlValue.Scalar t) || t.text().isBlank()) {
                diags.error(path, pair.line(), pair.column(), "the comment translation of '" + id
                        + "' needs text: (the translation, one line per line of the comment)");
                continue;
            }
            List<String> translated = t.text().strip().lines().map(String::strip).toList();
            into.add(new JavadocTranslations.Comment(id, o.text(), translated, path, o.line(), o.column(), t.line()));
            checkTerms(terms, lang, path, fileLines, t, diags);
        }
    }

    /** Each line of the text is found in the file (at or after the value's line) so a warning points at it. */
    private static void checkTerms(TermChecker terms, String lang, String path, List<String> fileLines,
                                   YamlValue.Scalar value, Diagnostics diags) {
        int from = value.line() - 1;
        for (String textLine : value.text().split("\n")) {
            String needle = textLine.strip();
            if (needle.isEmpty()) {
                continue;
            }
            for (int i = Math.max(0, from); i < fileLines.size(); i++) {
                int at = fileLines.get(i).indexOf(needle);
                if (at >= 0) {
                    terms.checkJavadocText(lang, path, i + 1, at, needle, diags);
                    from = i + 1;
                    break;
                }
            }
        }
    }

    private static int columnOf(List<String> lines, int line, String key) {
        if (line < 1 || line > lines.size()) {
            return 1;
        }
        int at = lines.get(line - 1).indexOf(key);
        return at < 0 ? 1 : at + 1;
    }

    private static List<Path> list(Path dir, ContentFiles files, Diagnostics diags) {
        try (Stream<Path> s = Files.list(dir)) {
            return s.sorted().toList();
        } catch (IOException e) {
            diags.error(files.display(dir), 0, 0, "cannot list folder: " + e.getMessage());
            return List.of();
        }
    }

    private static List<Path> yamlFiles(Path dir, ContentFiles files, Diagnostics diags) {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(Files::isRegularFile).sorted().filter(p -> {
                if (p.getFileName().toString().endsWith(".yaml")) {
                    return true;
                }
                diags.error(files.display(p), 1, 1, "translation files end in .yaml");
                return false;
            }).toList();
        } catch (IOException e) {
            diags.error(files.display(dir), 0, 0, "cannot list folder: " + e.getMessage());
            return List.of();
        }
    }
}
