package dev.duet.site.content;

import dev.duet.site.diag.Diagnostics;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * Reads {@code content/javadoc/<lang>/**.yaml}: each file maps declaration ids to the Javadoc
 * text of that declaration in {@code <lang>}. How the files are split is the author's choice (this
 * site keeps one per Java file, at the Java file's path). Whether each id names a declaration is
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
        if (!Files.isDirectory(root)) {
            return new JavadocTranslations(byLanguage);
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
                for (Path file : yamlFiles(child, files, diags)) {
                    read(files, file, lang, entries, terms, diags);
                }
                byLanguage.put(lang, entries);
            }
        }
        return new JavadocTranslations(byLanguage);
    }

    private static void read(ContentFiles files, Path file, String lang, Map<String, JavadocTranslations.Entry> into,
                             TermChecker terms, Diagnostics diags) {
        String path = files.display(file);
        files.read(file, diags).ifPresent(text -> YamlReader.read(path, text, 1, diags).ifPresent(root -> {
            if (!(root instanceof YamlValue.Mapping map)) {
                diags.error(path, root.line(), root.column(),
                        "expected a mapping from declaration ids to their translated Javadoc");
                return;
            }
            List<String> lines = text.lines().toList();
            map.entries().forEach((id, value) -> {
                int line = map.lineOf(id);
                int column = columnOf(lines, line, id);
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
