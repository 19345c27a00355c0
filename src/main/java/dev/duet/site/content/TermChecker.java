package dev.duet.site.content;

import dev.duet.site.diag.Diagnostic;
import dev.duet.site.diag.Diagnostics;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Keeps a site's words consistent: {@code content/terms.yaml} names, per language, the term the site
 * prefers and the variants a reader would otherwise meet for the same thing; every variant found in
 * page prose, margin notes, or demo titles and captions is a warning at its position.
 *
 * <pre>
 * zh:
 *   worker: [工作线程]
 * </pre>
 *
 * <p>Code is not prose: inline code, fenced blocks, link targets, heading ids and demo code are not
 * checked. A glossary page ({@code kind: glossary}) may name variants, since it exists to explain them.
 */
public final class TermChecker {
    public static final String FILE = "terms.yaml";

    /** Backtick spans, link targets and heading ids, blanked out before a line is searched. */
    private static final Pattern NOT_PROSE = Pattern.compile("`[^`]*`|\\]\\([^)]*\\)|\\{#[^}]*}");
    private static final Pattern FENCE = Pattern.compile("^\\s*(```|~~~)");
    /** A demo code comment in one language: {@code // zh: text}, up to the next such tag. */
    private static final Pattern TAGGED_COMMENT =
            Pattern.compile("(?:^|(?<=\\s))//\\s*([a-z]{2}(?:-[A-Za-z]+)?):(.*?)(?=\\s//\\s*[a-z]{2}(?:-[A-Za-z]+)?:|$)");
    private static final Pattern GLOSSARY = Pattern.compile("(?m)^kind:\\s*glossary\\s*$");

    private record Variant(String preferred, String text) {
    }

    private final Map<String, List<Variant>> variantsByLanguage;

    private TermChecker(Map<String, List<Variant>> variantsByLanguage) {
        this.variantsByLanguage = variantsByLanguage;
    }

    /** Reads {@code content/terms.yaml}; a project without one checks nothing. */
    static TermChecker load(ContentFiles files, List<String> languages, Diagnostics diags) {
        Path file = files.contentRoot().resolve(FILE);
        Map<String, List<Variant>> byLanguage = new LinkedHashMap<>();
        if (!Files.isRegularFile(file)) {
            return new TermChecker(byLanguage);
        }
        String path = files.display(file);
        Optional<YamlValue> root = files.read(file, diags).flatMap(text -> YamlReader.read(path, text, 1, diags));
        if (root.isEmpty()) {
            return new TermChecker(byLanguage);
        }
        if (!(root.get() instanceof YamlValue.Mapping languagesMap)) {
            diags.error(path, root.get().line(), root.get().column(), "expected a mapping from language to terms");
            return new TermChecker(byLanguage);
        }
        languagesMap.entries().forEach((lang, terms) -> {
            if (!languages.contains(lang)) {
                diags.error(path, languagesMap.lineOf(lang), 1, "language '" + lang + "' is not one of " + languages);
                return;
            }
            if (!(terms instanceof YamlValue.Mapping termMap)) {
                diags.error(path, terms.line(), terms.column(), "expected preferred terms, each with a list of variants");
                return;
            }
            List<Variant> variants = new ArrayList<>();
            termMap.entries().forEach((preferred, list) -> {
                if (!(list instanceof YamlValue.Sequence seq)) {
                    diags.error(path, list.line(), list.column(), "the variants of '" + preferred + "' must be a list, e.g. [a, b]");
                    return;
                }
                for (YamlValue item : seq.items()) {
                    if (item instanceof YamlValue.Scalar s && !s.text().isBlank()) {
                        variants.add(new Variant(preferred, s.text()));
                    } else {
                        diags.error(path, item.line(), item.column(), "a variant must be a word or phrase");
                    }
                }
            });
            // Longest first, so that a long variant is reported rather than a shorter one inside it.
            variants.sort((a, b) -> b.text().length() - a.text().length());
            byLanguage.put(lang, variants);
        });
        return new TermChecker(byLanguage);
    }

    /** Warns about variants in every page of every language with a term list, and in the demos' words. */
    void check(ContentFiles files, List<Path> pageFiles, List<Path> demoFiles, Diagnostics diags) {
        for (Path page : pageFiles) {
            String name = page.getFileName().toString();
            String lang = name.substring(name.indexOf('.') + 1, name.length() - ".md".length());
            List<Variant> variants = variantsByLanguage.get(lang);
            if (variants == null) {
                continue;
            }
            files.read(page, diags).ifPresent(text -> {
                if (!GLOSSARY.matcher(text).find()) {
                    checkMarkdown(files.display(page), text, variants, diags);
                }
            });
        }
        for (Path demo : demoFiles) {
            files.read(demo, diags).ifPresent(text -> checkDemo(files.display(demo), text, diags));
        }
    }

    /** Javadoc inline tags ({@code {@code x}}, {@code {@link X}}) hold code, not prose. */
    private static final Pattern INLINE_TAG = Pattern.compile("\\{@[a-zA-Z]+[^}]*}");

    /**
     * Warns about variants in one line of a translated Javadoc comment, which starts at
     * {@code offset} (0-based) of {@code line}; inline tags are skipped.
     */
    void checkJavadocText(String lang, String path, int line, int offset, String text, Diagnostics diags) {
        List<Variant> variants = variantsByLanguage.get(lang);
        if (variants == null) {
            return;
        }
        StringBuilder prose = new StringBuilder(text);
        Matcher code = INLINE_TAG.matcher(text);
        while (code.find()) {
            for (int i = code.start(); i < code.end(); i++) {
                prose.setCharAt(i, ' ');
            }
        }
        checkLine(path, line, offset, prose.toString(), variants, diags);
    }

    private static void checkMarkdown(String path, String text, List<Variant> variants, Diagnostics diags) {
        String[] lines = text.split("\n", -1);
        boolean inFence = false;
        for (int i = 0; i < lines.length; i++) {
            if (FENCE.matcher(lines[i]).find()) {
                inFence = !inFence;
                continue;
            }
            if (!inFence) {
                checkLine(path, i + 1, 0, lines[i], variants, diags);
            }
        }
    }

    /** Titles ({@code //! title.zh:}) and captions ({@code //# zh:}) are prose; the code between them is not. */
    private void checkDemo(String path, String text, Diagnostics diags) {
        Pattern words = Pattern.compile("^//(?:! title\\.|# )([A-Za-z0-9-]+):(.*)$");
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            Matcher m = words.matcher(lines[i]);
            if (m.matches() && variantsByLanguage.containsKey(m.group(1))) {
                checkLine(path, i + 1, m.start(2), m.group(2), variantsByLanguage.get(m.group(1)), diags);
                continue;
            }
            // code comments tagged with a language (// zh: ...) are prose in that language too
            Matcher comment = TAGGED_COMMENT.matcher(lines[i]);
            while (comment.find()) {
                if (variantsByLanguage.containsKey(comment.group(1))) {
                    checkLine(path, i + 1, comment.start(2), comment.group(2),
                            variantsByLanguage.get(comment.group(1)), diags);
                }
            }
        }
    }

    private static void checkLine(String path, int line, int offset, String text, List<Variant> variants, Diagnostics diags) {
        StringBuilder prose = new StringBuilder(text);
        Matcher code = NOT_PROSE.matcher(text);
        while (code.find()) {
            for (int i = code.start(); i < code.end(); i++) {
                prose.setCharAt(i, ' ');
            }
        }
        for (Variant v : variants) {
            for (int at = prose.indexOf(v.text()); at >= 0; at = prose.indexOf(v.text(), at + 1)) {
                diags.add(new Diagnostic(path, line, offset + at + 1, Diagnostic.Severity.WARNING,
                        "'" + v.text() + "': this site says '" + v.preferred() + "' (see content/" + FILE + ")"));
                for (int i = at; i < at + v.text().length(); i++) {
                    prose.setCharAt(i, ' ');
                }
            }
        }
    }
}
