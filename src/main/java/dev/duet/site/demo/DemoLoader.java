package dev.duet.site.demo;

import dev.duet.site.diag.Diagnostics;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Reads {@code content/demos/*.jsh} files into {@link Demo}s, reporting every malformed line as
 * {@code path:line:col: error: message}. The format is described in {@code package-info.java}.
 */
public final class DemoLoader {
    /** Where demos live, relative to the project root. */
    public static final String DEMO_DIR = "content/demos";

    private static final Pattern HEADER = Pattern.compile("//!\\s*([A-Za-z0-9.-]+)\\s*:\\s*(.*)");
    private static final Pattern CAPTION = Pattern.compile("//#\\s*([A-Za-z0-9-]+)\\s*:\\s*(.*)");
    private static final Pattern DURATION = Pattern.compile("(\\d+)\\s*(ms|s)");
    private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z_$][A-Za-z0-9_$]*");
    private static final Pattern ID = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");
    private static final Duration LONGEST_LIMIT = Duration.ofSeconds(60);

    private DemoLoader() {
    }

    /** Every demo under {@code projectRoot/content/demos}, sorted by id; problems go to {@code diags}. */
    public static List<Demo> loadAll(Path projectRoot, Diagnostics diags) {
        Path dir = projectRoot.resolve(DEMO_DIR);
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        List<Demo> demos = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path file : files.filter(p -> p.getFileName().toString().endsWith(".jsh")).sorted().toList()) {
                String relative = DEMO_DIR + "/" + file.getFileName();
                parse(relative, Files.readString(file, StandardCharsets.UTF_8), diags).ifPresent(demos::add);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + DEMO_DIR + ": " + e.getMessage(), e);
        }
        return demos;
    }

    /**
     * Parses one demo. {@code path} is the file's project-relative path; its base name is the id.
     * Returns empty when the file has errors (all of them are reported).
     */
    public static Optional<Demo> parse(String path, String text, Diagnostics diags) {
        return parse(path, text, List.of(), diags);
    }

    /**
     * Parses one demo of a site whose languages are {@code languages}: every title and caption
     * must be in one of them, and each of them needs a title and a caption for every step. With
     * no languages given (a live run, which shows no captions), any language tags are accepted.
     */
    public static Optional<Demo> parse(String path, String text, List<String> languages, Diagnostics diags) {
        return new Parser(path, languages, false, diags).parse(text);
    }

    /**
     * Parses a demo edited in the page under {@code duet serve}, where the reader may type a bare
     * snippet: header lines may be left out (no title needed, steps get the longest time limit and
     * the server's wall clock decides, no state), and code with no caption before it, before the
     * first step or after a step's expected output, starts a step of its own. Anything else is an
     * error as in a file.
     */
    public static Optional<Demo> parseLive(String path, String text, Diagnostics diags) {
        return parseLive(path, text, diags, new ArrayList<>());
    }

    /**
     * {@link #parseLive}, adding to {@code problems} each problem that has a UI message (key
     * {@code live.<key>}, e.g. {@code live.demo.malformed-caption}, filled with its arguments).
     */
    public static Optional<Demo> parseLive(String path, String text, Diagnostics diags, List<Problem> problems) {
        Parser parser = new Parser(path, List.of(), true, diags);
        Optional<Demo> demo = parser.parse(text);
        problems.addAll(parser.keys);
        return demo;
    }

    /** A problem of an edited demo: where, its message key and arguments, its English message. */
    public record Problem(int line, int column, String key, List<String> args, String message) {
        public Problem {
            args = List.copyOf(args);
        }
    }

    private record MessageKey(String name, List<String> args) {
    }

    private static final class Parser {
        private final String path;
        private final List<String> languages;
        /** An edited demo of a live run (see {@link #parseLive}). */
        private final boolean live;
        private final Diagnostics diags;
        private boolean failed;
        /** The keyed problems, for {@link #parseLive}. */
        private final List<Problem> keys = new ArrayList<>();
        private final Map<String, String> header = new LinkedHashMap<>();
        private final Map<String, Integer> headerLines = new LinkedHashMap<>();
        /** Keys that a mistyped key probably meant: their absence is that one mistake, reported once. */
        private final java.util.Set<String> meant = new java.util.HashSet<>();
        private final List<DemoStep> steps = new ArrayList<>();
        private StepDraft draft;

        Parser(String path, List<String> languages, boolean live, Diagnostics diags) {
            this.path = path;
            this.languages = List.copyOf(languages);
            this.live = live;
            this.diags = diags;
        }

        Optional<Demo> parse(String text) {
            String id = path.substring(path.lastIndexOf('/') + 1).replaceFirst("\\.jsh$", "");
            if (!ID.matcher(id).matches()) {
                error(1, "demo file name must be lower-case words joined by '-', e.g. collapse-duplicates.jsh");
            }
            String[] lines = text.replace("\r\n", "\n").split("\n", -1);
            for (int i = 0; i < lines.length; i++) {
                line(i + 1, lines[i]);
            }
            finishStep();
            Demo demo = buildDemo(id);
            return failed ? Optional.empty() : Optional.of(demo);
        }

        private void line(int number, String raw) {
            String line = raw.strip();
            if (line.startsWith("//!")) {
                headerLine(number, line, raw.indexOf("//!") + 1);
            } else if (line.startsWith("//#")) {
                captionLine(number, line);
            } else if (line.startsWith("//=")) {
                expectationLine(number, raw);
            } else if (live && !line.isEmpty() && (draft == null ? !line.startsWith("//")
                    : !draft.expected.isEmpty() || draft.expectationSeen)) {
                finishStep(); // code without a caption starts a step
                draft = new StepDraft(steps.size() + 1, number);
                draft.addCode(number, raw);
            } else if (draft == null) {
                if (!line.isEmpty() && !line.startsWith("//")) {
                    error(number, "code before the first step; start a step with a caption per language, e.g. '//# " + firstLanguage() + ": ...'");
                }
            } else if (!draft.expected.isEmpty() || draft.expectationSeen) {
                if (!line.isEmpty()) {
                    error(number, "code after the expected output of step " + draft.index
                            + "; start a new step with a caption per language, e.g. '//# " + firstLanguage() + ": ...'");
                }
            } else {
                draft.addCode(number, raw);
            }
        }

        /** The header keys this site's demos take: a title per site language, the time limit and the state. */
        private List<String> headerKeys() {
            List<String> keys = new ArrayList<>();
            (languages.isEmpty() ? List.of("en") : languages).forEach(l -> keys.add("title." + l));
            keys.addAll(List.of("timeout", "state"));
            return keys;
        }

        /** A {@code //!} line; {@code column} is where {@code //!} starts in the file's line. */
        private void headerLine(int number, String line, int column) {
            Matcher m = HEADER.matcher(line);
            if (draft != null && m.matches() && ExerciseDraft.isKey(m.group(1))) {
                exerciseLine(number, m, column);
                return;
            }
            if (m.matches() && m.group(1).equals("throws")) {
                if (draft != null) {
                    throwsLine(number, m.group(2).strip(), column + m.start(2));
                } else {
                    error(number, column + m.start(1), key("throws-before-code"),
                            "'//! throws:' follows the code of the step that throws");
                }
                return;
            }
            if (draft != null) {
                error(number, 1, key("header-after-step"), "header lines (//!) belong before the first step");
                return;
            }
            if (!m.matches()) {
                error(number, 1, key("malformed-header"), "malformed header line; expected '//! key: value'");
                return;
            }
            String key = m.group(1);
            int keyColumn = column + m.start(1);
            String titleLang = key.startsWith("title.") ? key.substring("title.".length()) : null;
            List<String> known = headerKeys();
            if (titleLang == null && !List.of("timeout", "state").contains(key)) {
                dev.duet.site.diag.Suggestions.nearest(key, known).ifPresent(meant::add);
                error(number, keyColumn, key("unknown-header", key), "unknown header key '" + key + "'"
                        + dev.duet.site.diag.Suggestions.hint(key, known));
            } else if (titleLang != null && !knownLanguage(titleLang)) {
                dev.duet.site.diag.Suggestions.nearest(key, known).ifPresent(meant::add);
                error(number, keyColumn, key("title-language", titleLang), "title in '" + titleLang + "', which is not one of the site's languages "
                        + shownLanguages() + " (languages: in content/site.yaml)");
            } else if (header.containsKey(key)) {
                error(number, keyColumn, key("header-twice", key, headerLines.get(key)), "header key '" + key
                        + "' is given twice (first on line " + headerLines.get(key) + ")");
            } else {
                header.put(key, m.group(2).strip());
                headerLines.put(key, number);
            }
        }

        /** An exercise line ({@code //! ask.en: ...}), which belongs between a step's captions and its code. */
        private void exerciseLine(int number, Matcher m, int column) {
            int keyColumn = column + m.start(1);
            if (draft.hasCode() || draft.expectationSeen) {
                error(number, keyColumn, "exercise lines (//! " + m.group(1) + ") go between step " + draft.index
                        + "'s captions and its code");
                if (draft.exercise != null) {
                    draft.exercise.misplaced(number, m.group(1));
                }
                return;
            }
            if (draft.exercise == null) {
                draft.exercise = new ExerciseDraft();
            }
            draft.exercise.add(number, keyColumn, m.group(1), m.group(2).strip(), this::knownLanguage, this::error);
        }

        /** A step's {@code //! throws: Type}: after its code, the exception it must end with. */
        private void throwsLine(int number, String type, int column) {
            if (!draft.hasCode()) {
                error(number, column, key("throws-before-code"), "'//! throws:' follows the code of the step that throws");
            } else if (!type.matches("[A-Za-z_$][A-Za-z0-9_$]*(\\.[A-Za-z_$][A-Za-z0-9_$]*)*")) {
                error(number, column, key("throws-format", type), "'//! throws:' names an exception class, such as "
                        + "IllegalStateException or java.io.IOException, not '" + type + "'");
            } else if (!draft.throwsType.isEmpty()) {
                error(number, column, key("throws-twice", draft.throwsLine), "step " + draft.index
                        + " declares its exception twice (first on line " + draft.throwsLine + ")");
            } else {
                draft.throwsType = type;
                draft.throwsLine = number;
            }
        }

        private void captionLine(int number, String line) {
            Matcher m = CAPTION.matcher(line);
            String lang = m.matches() ? m.group(1) : "";
            // A caption opens a new step after code, or when this step already has that language.
            if (draft == null || draft.hasCode() || draft.captions.containsKey(lang)) {
                finishStep();
                draft = new StepDraft(steps.size() + 1, number);
            }
            if (!m.matches()) {
                error(number, 1, key("malformed-caption"), "malformed caption; expected '//# <language>: ...', e.g. '//# " + firstLanguage() + ": ...'");
                return;
            }
            String caption = m.group(2).strip();
            if (!knownLanguage(lang)) {
                error(number, 1, key("caption-language", lang), "caption in '" + lang + "', which is not one of the site's languages "
                        + shownLanguages() + " (languages: in content/site.yaml)");
            } else if (caption.isEmpty()) {
                error(number, 1, key("empty-caption", lang, draft.index), "empty " + lang + " caption for step " + draft.index);
            } else {
                draft.captions.put(lang, caption);
            }
        }

        private void expectationLine(int number, String raw) {
            if (draft == null || !draft.hasCode()) {
                error(number, 1, key("expectation-without-code"), "expected output (//=) must follow a step's code");
                return;
            }
            String text = raw.strip().substring(3);
            // One space separates the marker from the text; anything after it is kept verbatim.
            draft.expected.add(text.startsWith(" ") ? text.substring(1) : text);
            draft.expectationSeen = true;
            if (draft.expectationLine == 0) {
                draft.expectationLine = number;
            }
        }

        private void finishStep() {
            if (draft == null) {
                return;
            }
            StepDraft d = draft;
            draft = null;
            for (String lang : requiredLanguages(d.captions.keySet())) {
                if (!d.captions.containsKey(lang)) {
                    error(d.firstLine, "step " + d.index + " has no " + lang + " caption ('//# " + lang + ": ...')");
                }
            }
            if (!d.hasCode()) {
                error(d.firstLine, 1, key("step-without-code", d.index), "step " + d.index + " has no code");
                return;
            }
            // In the page's editor a comment is only a comment: its translations matter on the site.
            for (DemoComments.Problem problem : live ? List.<DemoComments.Problem>of()
                    : DemoComments.check(d.codeLines, d.firstCodeLine, List.of("zh", "en"))) {
                failed = true;
                diags.error(path, problem.line(), problem.column(), problem.message());
            }
            int expectationLine = d.expectationLine != 0 ? d.expectationLine : d.lastCodeLine;
            DemoExercise exercise = d.exercise == null ? null
                    : d.exercise.build(d.index, requiredLanguages(java.util.Set.of()), this::error).orElse(null);
            steps.add(new DemoStep(d.index, ordered(d.captions), d.code(), d.firstCodeLine, d.expected, expectationLine,
                    exercise, d.throwsType, d.throwsLine));
        }

        private Demo buildDemo(String id) {
            Map<String, String> titles = new LinkedHashMap<>();
            header.forEach((key, value) -> {
                if (key.startsWith("title.")) {
                    titles.put(key.substring("title.".length()), value);
                }
            });
            List<String> keys = new ArrayList<>();
            requiredLanguages(titles.keySet()).forEach(lang -> keys.add("title." + lang));
            if (languages.isEmpty() && titles.isEmpty()) {
                keys.add("title.en");
            }
            // state: is optional: without it the player shows each step's output and lines, no state boxes.
            keys.add("timeout");
            if (live) {
                keys.clear(); // every header line is optional in the page's editor
            }
            for (String key : keys) {
                if ((!header.containsKey(key) || header.get(key).isEmpty()) && !meant.contains(key)) {
                    error(1, "missing header '//! " + key + ": ...'");
                }
            }
            if (steps.isEmpty() && !failed) {
                error(1, 1, key("no-steps"), "a demo needs at least one step");
            }
            Duration limit = parseLimit();
            List<String> state = parseState();
            return new Demo(id, path, ordered(titles), limit, state, steps);
        }

        private Duration parseLimit() {
            String value = header.get("timeout");
            if (value == null || value.isEmpty()) {
                return live ? LONGEST_LIMIT : Duration.ZERO;
            }
            Matcher m = DURATION.matcher(value);
            Duration limit = m.matches()
                    ? (m.group(2).equals("ms") ? Duration.ofMillis(Long.parseLong(m.group(1)))
                    : Duration.ofSeconds(Long.parseLong(m.group(1))))
                    : Duration.ZERO;
            if (limit.isZero() || limit.compareTo(LONGEST_LIMIT) > 0) {
                error(headerLines.get("timeout"), 1, key("timeout-format"), "timeout must be like 500ms or 2s, above 0 and at most 60s");
            }
            return limit;
        }

        private List<String> parseState() {
            String value = header.get("state");
            if (value == null || value.isEmpty()) {
                return List.of();
            }
            List<String> names = new ArrayList<>();
            for (String name : value.split(",")) {
                String n = name.strip();
                if (!IDENTIFIER.matcher(n).matches()) {
                    error(headerLines.get("state"), 1, key("state-format", value), "state must list JShell variable names separated by commas, not '"
                            + value + "'");
                    return List.of();
                }
                names.add(n);
            }
            return names;
        }

        private boolean knownLanguage(String lang) {
            return languages.isEmpty() ? dev.duet.site.content.LanguageTags.isWellFormed(lang) : languages.contains(lang);
        }

        /** Every site language must be present; without site languages, those used. */
        private List<String> requiredLanguages(java.util.Set<String> used) {
            return languages.isEmpty() ? List.copyOf(used) : languages;
        }

        /** Texts in the order of the site's languages. */
        private Map<String, String> ordered(Map<String, String> byLang) {
            if (languages.isEmpty()) {
                return byLang;
            }
            Map<String, String> out = new LinkedHashMap<>();
            languages.stream().filter(byLang::containsKey).forEach(l -> out.put(l, byLang.get(l)));
            return out;
        }

        private String firstLanguage() {
            return languages.isEmpty() ? "en" : languages.get(0);
        }

        private String shownLanguages() {
            return languages.toString();
        }


        private void error(int line, String message) {
            error(line, 1, message);
        }

        /** A problem's UI message key and arguments, so the page's editor can word it in its language. */
        private static MessageKey key(String name, Object... args) {
            return new MessageKey("demo." + name, java.util.Arrays.stream(args).map(String::valueOf).toList());
        }

        private void error(int line, int column, MessageKey key, String message) {
            error(line, column, message);
            keys.add(new Problem(line, column, key.name(), key.args(), message));
        }

        private void error(int line, int column, String message) {
            failed = true;
            diags.error(path, line, column, message);
        }
    }

    /** A step while its lines are still being read. */
    private static final class StepDraft {
        final int index;
        final int firstLine;
        final Map<String, String> captions = new LinkedHashMap<>();
        /** The step's {@code //! ask...} lines, when it is asked as a question. */
        ExerciseDraft exercise;
        final List<String> codeLines = new ArrayList<>();
        final List<String> expected = new ArrayList<>();
        boolean expectationSeen;
        String throwsType = "";
        int throwsLine;
        int firstCodeLine;
        int lastCodeLine;
        int expectationLine;

        StepDraft(int index, int firstLine) {
            this.index = index;
            this.firstLine = firstLine;
        }

        void addCode(int number, String raw) {
            if (raw.isBlank() && codeLines.isEmpty()) {
                return; // blank lines between the captions and the code are layout, not code
            }
            if (codeLines.isEmpty()) {
                firstCodeLine = number;
            }
            codeLines.add(raw);
            if (!raw.isBlank()) {
                lastCodeLine = number;
            }
        }

        boolean hasCode() {
            return lastCodeLine != 0;
        }

        String code() {
            int end = codeLines.size();
            while (end > 0 && codeLines.get(end - 1).isBlank()) {
                end--;
            }
            return String.join("\n", codeLines.subList(0, end));
        }
    }
}
