package dev.duet.site.translate;

import dev.duet.site.code.CodeLine;
import dev.duet.site.code.Span;
import dev.duet.site.code.TranslatedComment;
import dev.duet.site.content.JavadocTranslations;
import dev.duet.site.content.Manifest;
import dev.duet.site.diag.Diagnostic;
import dev.duet.site.diag.Diagnostics;
import dev.duet.site.javasrc.Declaration;
import dev.duet.site.javasrc.JavaProject;
import dev.duet.site.javasrc.SourceFile;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Checks the translations of code comments against the sources and places them on their lines.
 *
 * <p>A translation names the declaration whose body holds the comment and quotes the English
 * comment: when the English changes, the quote matches nothing and the translation is an error at
 * its {@code original:}, so an outdated translation is never shown. Once a language translates
 * some comment of a file, the file's other comments without a translation are warnings at their
 * lines, so a half-translated file is seen.
 */
public final class CommentTranslationStage {

    private CommentTranslationStage() {
    }

    /**
     * @param sourceRoot how diagnostics name the Java source root, e.g. {@code src/main/java}
     * @return language → Java file → line → the comment it shows in that language
     */
    public static Map<String, Map<String, Map<Integer, TranslatedComment>>> apply(
            Manifest manifest, JavadocTranslations translations, JavaProject java, String sourceRoot, Diagnostics diags) {
        Map<String, Map<String, Map<Integer, TranslatedComment>>> out = new TreeMap<>();
        Map<String, List<SourceComment>> commentsByFile = new TreeMap<>();
        for (String lang : manifest.languages()) {
            List<JavadocTranslations.Comment> entries = translations.comments(lang);
            if (lang.equals(manifest.javadoc().language()) || entries.isEmpty()) {
                continue;
            }
            Map<String, Map<Integer, TranslatedComment>> byFile = new TreeMap<>();
            Map<SourceComment, JavadocTranslations.Comment> used = new java.util.HashMap<>();
            Set<String> touchedFiles = new TreeSet<>();
            for (JavadocTranslations.Comment entry : entries) {
                Declaration d = java.declarations().get(entry.id());
                if (d == null || !manifest.showsSource(d.file())) {
                    diags.error(entry.path(), entry.line(), entry.column(), "'" + entry.id()
                            + "' names no declaration of the shown sources (renamed or removed?); update or delete"
                            + " this comment translation");
                    continue;
                }
                List<SourceComment> inFile = commentsByFile.computeIfAbsent(d.file(),
                        f -> SourceComment.of(java.files().get(f)));
                touchedFiles.add(d.file());
                List<SourceComment> inDeclaration = inFile.stream()
                        .filter(c -> c.firstLine() >= d.line() && c.lastLine() <= Math.max(d.line(), d.endLine()))
                        .toList();
                String wanted = SourceComment.normalise(entry.original());
                List<SourceComment> matches = inDeclaration.stream().filter(c -> c.text().equals(wanted)).toList();
                if (matches.isEmpty()) {
                    diags.error(entry.path(), entry.line(), entry.column(), "'" + entry.id() + "' has no comment '"
                            + shortened(wanted) + "' (the English comment changed or moved?); update this translation"
                            + candidates(inDeclaration, used.keySet()));
                    continue;
                }
                for (SourceComment c : matches) {
                    JavadocTranslations.Comment previous = used.putIfAbsent(c, entry);
                    if (previous != null) {
                        diags.error(entry.path(), entry.line(), entry.column(), "the comment at " + sourceRoot + "/"
                                + d.file() + ":" + c.firstLine() + " is already translated at " + previous.path() + ":"
                                + previous.line());
                        continue;
                    }
                    if (entry.lines().size() > c.lines().size()) {
                        diags.error(entry.path(), entry.textLine(), entry.column(), "the translation has "
                                + entry.lines().size() + " lines but the comment at " + sourceRoot + "/" + d.file() + ":"
                                + c.firstLine() + " has " + c.lines().size() + ": each line replaces one line of the"
                                + " comment, so that line numbers stay as in the source");
                        continue;
                    }
                    Map<Integer, TranslatedComment> lines = byFile.computeIfAbsent(d.file(), f -> new TreeMap<>());
                    for (int i = 0; i < c.lines().size(); i++) {
                        SourceComment.Line l = c.lines().get(i);
                        String text = i < entry.lines().size() ? entry.lines().get(i) : "";
                        lines.put(l.number(), new TranslatedComment(
                                (l.prefix() + text).stripTrailing() + l.suffix(), l.piece(), manifest.javadoc().language()));
                    }
                }
            }
            Set<SourceComment> translated = used.keySet();
            for (String file : touchedFiles) {
                for (SourceComment c : commentsByFile.get(file)) {
                    if (!translated.contains(c)) {
                        diags.add(new Diagnostic(sourceRoot + "/" + file, c.firstLine(), c.column(),
                                Diagnostic.Severity.WARNING, "this comment has no '" + lang
                                + "' translation, while others in the file have (add it under content/javadoc/"
                                + lang + "/, in the comments: of the declaration holding it)"));
                    }
                }
            }
            out.put(lang, byFile);
        }
        return out;
    }

    private static String candidates(List<SourceComment> comments, Set<SourceComment> used) {
        Set<String> left = new LinkedHashSet<>();
        for (SourceComment c : comments) {
            if (!used.contains(c)) {
                left.add("'" + shortened(c.text()) + "' (line " + c.firstLine() + ")");
            }
        }
        return left.isEmpty() ? "" : "; its comments now: " + String.join(", ", left);
    }

    private static String shortened(String text) {
        return text.length() <= 60 ? text : text.substring(0, 57) + "...";
    }

    /**
     * A comment of a Java file as the reader sees it: a run of lines holding only a comment, or
     * the comment ending a line of code.
     *
     * @param lines its lines, in order
     * @param text  its words without the comment markers, whitespace collapsed
     */
    record SourceComment(List<Line> lines, String text) {

        /**
         * @param prefix what comes before the words in the comment piece ({@code // }, {@code  * })
         * @param suffix what comes after them ({@code  *}{@code /} or nothing)
         * @param piece  the whole comment piece as the line shows it
         * @param column where the piece starts, from 1
         */
        record Line(int number, String prefix, String words, String suffix, String piece, int column) {
        }

        int firstLine() {
            return lines.get(0).number();
        }

        int lastLine() {
            return lines.get(lines.size() - 1).number();
        }

        int column() {
            return lines.get(0).column();
        }

        static List<SourceComment> of(SourceFile file) {
            List<SourceComment> out = new ArrayList<>();
            List<Line> run = new ArrayList<>();
            for (CodeLine line : file.lines()) {
                Line comment = commentOf(line);
                boolean alone = comment != null && line.text().substring(0, comment.column() - 1).isBlank();
                boolean startsNew = comment != null && (comment.prefix().startsWith("/*")
                        || (!run.isEmpty() && run.get(run.size() - 1).suffix().endsWith("*/")));
                if (!run.isEmpty() && (!alone || startsNew)) {
                    out.add(group(run));
                    run = new ArrayList<>();
                }
                if (alone) {
                    run.add(comment);
                } else if (comment != null) {
                    out.add(group(List.of(comment)));
                }
            }
            if (!run.isEmpty()) {
                out.add(group(run));
            }
            return out;
        }

        private static SourceComment group(List<Line> lines) {
            StringBuilder words = new StringBuilder();
            for (Line l : lines) {
                words.append(l.words()).append(' ');
            }
            return new SourceComment(List.copyOf(lines), normalise(words.toString()));
        }

        static String normalise(String text) {
            return text.strip().replaceAll("\\s+", " ");
        }

        /** The line's last comment piece (Javadoc is translated on its own), split into markers and words. */
        private static Line commentOf(CodeLine line) {
            int column = 1;
            Span last = null;
            int lastColumn = 0;
            for (Span s : line.spans()) {
                if (s.kind().equals("com")) {
                    last = s;
                    lastColumn = column;
                }
                column += s.text().length();
            }
            if (last == null) {
                return null;
            }
            String piece = last.text();
            java.util.regex.Matcher m = java.util.regex.Pattern
                    .compile("^(\\s*(?://+|/\\*+|\\*(?!/))?\\s*)(.*?)(\\s*\\*/)?$").matcher(piece);
            if (!m.matches()) {
                return null;
            }
            String suffix = m.group(3) == null ? "" : m.group(3);
            return new Line(line.number(), m.group(1), m.group(2), suffix, piece, lastColumn);
        }
    }
}
