package dev.duet.site.demo;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Comments in demo code that follow the page's language, as captions do. A comment written
 * {@code // zh: 文本} or {@code // en: text} is shown only on pages of that language (as
 * {@code // 文本}); the languages of one comment go on consecutive lines (a language may take
 * several), or on one line after the
 * code ({@code q.add("a"); // zh: 再加一次 // en: add it again}). Untagged comments are shown
 * everywhere. JShell runs the file as written: to it these are ordinary comments.
 */
public final class DemoComments {
    /** A {@code //} that starts a comment (at the line start or after a space) tagged with a language. */
    private static final Pattern TAG = Pattern.compile("(?:^|(?<=\\s))//\\s*([a-z]{2}(?:-[A-Za-z]+)?):\\s?");

    private DemoComments() {
    }

    /** A problem with a tagged comment, at a 1-based line and column of the demo file. */
    public record Problem(int line, int column, String message) {
    }

    /** The code as a page in {@code lang} shows it. */
    public static String localize(String code, String lang, List<String> languages) {
        StringBuilder out = new StringBuilder();
        for (String line : code.split("\n", -1)) {
            Parsed p = parse(line, languages);
            if (p == null) {
                append(out, line);
                continue;
            }
            String text = p.texts().get(lang);
            if (text == null) {
                if (!p.code().isBlank()) {
                    append(out, p.code().stripTrailing());
                }
                continue;
            }
            append(out, p.code() + "// " + text);
        }
        return out.toString();
    }

    /**
     * Every tagged comment must be given in each language: on its own line, as a run of consecutive
     * tagged lines; after code, on that line.
     *
     * @param firstLine the file line of {@code lines.get(0)}
     */
    public static List<Problem> check(List<String> lines, int firstLine, List<String> languages) {
        List<Problem> problems = new ArrayList<>();
        Map<String, Integer> run = new LinkedHashMap<>();
        int runStart = 0;
        for (int i = 0; i <= lines.size(); i++) {
            Parsed p = i < lines.size() ? parse(lines.get(i), languages) : null;
            boolean wholeLine = p != null && p.code().isBlank();
            if (!wholeLine && !run.isEmpty()) {
                missing(run.keySet(), languages, firstLine + runStart, run.values().iterator().next(), problems);
                run.clear();
            }
            if (p == null) {
                continue;
            }
            if (wholeLine) {
                if (run.isEmpty()) {
                    runStart = i;
                }
                // a language may take several lines; the run as a whole must have every language
                p.texts().keySet().forEach(lang -> run.putIfAbsent(lang, p.column()));
            } else {
                missing(p.texts().keySet(), languages, firstLine + i, p.column(), problems);
            }
        }
        return problems;
    }

    private static void missing(java.util.Set<String> given, List<String> languages, int line, int column,
                                List<Problem> problems) {
        List<String> absent = languages.stream().filter(l -> !given.contains(l)).toList();
        if (!absent.isEmpty()) {
            problems.add(new Problem(line, column, "this comment has no " + String.join(", ", absent)
                    + " version; add '// " + absent.get(0) + ": ...' so every page shows it"));
        }
    }

    /** The code before the comment, the comment's text per language, and the comment's column. */
    private record Parsed(String code, Map<String, String> texts, int column) {
    }

    private static Parsed parse(String line, List<String> languages) {
        Matcher m = TAG.matcher(line);
        if (!m.find() || !languages.contains(m.group(1))) {
            return null;
        }
        String code = line.substring(0, m.start());
        Map<String, String> texts = new LinkedHashMap<>();
        String lang = m.group(1);
        int from = m.end();
        while (m.find()) {
            if (languages.contains(m.group(1))) {
                texts.put(lang, line.substring(from, m.start()).strip());
                lang = m.group(1);
                from = m.end();
            }
        }
        texts.put(lang, line.substring(from).strip());
        return new Parsed(code, texts, code.length() + 1);
    }

    private static void append(StringBuilder out, String line) {
        if (!out.isEmpty()) {
            out.append('\n');
        }
        out.append(line);
    }
}
