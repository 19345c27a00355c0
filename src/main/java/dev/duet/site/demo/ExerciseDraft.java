package dev.duet.site.demo;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;

/** A step's {@code //! ask...} lines while they are read, turned into a {@link DemoExercise} at the step's end. */
final class ExerciseDraft {
    /** Reports a problem at a line and column. */
    interface Errors {
        void error(int line, int column, String message);
    }

    private final Map<String, String> questions = new LinkedHashMap<>();
    private final Map<String, String> explanations = new LinkedHashMap<>();
    private final Map<String, Integer> lines = new LinkedHashMap<>();
    private String predict = "output";
    private List<String> choices = List.of();
    private String answer;
    private int firstLine;
    private int choicesLine;

    /** Whether {@code key} is one of an exercise's keys (ask.LANG, predict, choices, answer, explain.LANG). */
    static boolean isKey(String key) {
        return key.startsWith("ask.") || key.startsWith("explain.") || key.equals("predict")
                || key.equals("choices") || key.equals("answer");
    }

    /** Takes one line; {@code knownLanguage} says which language tags the site has. */
    void add(int line, int column, String key, String value, Predicate<String> knownLanguage, Errors errors) {
        if (firstLine == 0) {
            firstLine = line;
        }
        if (lines.containsKey(key)) {
            errors.error(line, column, "exercise key '" + key + "' is given twice (first on line " + lines.get(key) + ")");
            return;
        }
        lines.put(key, line);
        if (value.isEmpty()) {
            errors.error(line, column, "empty '" + key + "'");
            return;
        }
        String lang = key.startsWith("ask.") ? key.substring(4) : key.startsWith("explain.") ? key.substring(8) : null;
        if (lang != null && !knownLanguage.test(lang)) {
            errors.error(line, column, "'" + key + "' is in '" + lang + "', which is not one of the site's languages");
            return;
        }
        switch (key) {
            case "predict" -> {
                predict = value;
                ExerciseTarget.malformed(value).ifPresent(m -> errors.error(line, column, m));
            }
            case "choices" -> {
                choices = Arrays.stream(value.split("\\|")).map(String::strip).toList();
                choicesLine = line;
                if (choices.size() < 2 || choices.stream().anyMatch(String::isEmpty)) {
                    errors.error(line, column, "choices must be two or more answers separated by '|', e.g. 'a | b | nothing'");
                }
            }
            case "answer" -> answer = value;
            default -> (key.startsWith("ask.") ? questions : explanations).put(lang, value);
        }
    }

    /** A line of this exercise that was refused where it stands: already reported, it is not asked for again. */
    void misplaced(int line, String key) {
        lines.putIfAbsent(key, line);
    }

    /** The exercise, or empty after reporting what it lacks; {@code languages} are those it must have. */
    Optional<DemoExercise> build(int step, List<String> languages, Errors errors) {
        boolean ok = true;
        List<String> needed = new ArrayList<>();
        for (String lang : languages.isEmpty() ? List.copyOf(questions.keySet()) : languages) {
            if (!questions.containsKey(lang) && !lines.containsKey("ask." + lang)) {
                needed.add("//! ask." + lang + ": ...");
            }
            if (!explanations.containsKey(lang) && !lines.containsKey("explain." + lang)) {
                needed.add("//! explain." + lang + ": ...");
            }
        }
        if (answer == null && !lines.containsKey("answer")) {
            needed.add("//! answer: ...");
        }
        if (!needed.isEmpty()) {
            errors.error(firstLine, 1, "the exercise of step " + step + " needs " + String.join(", ", needed));
            ok = false;
        }
        if (answer != null && choices.size() >= 2 && choices.stream().noneMatch(c ->
                ExerciseTarget.normalize(c).equals(ExerciseTarget.normalize(answer)))) {
            errors.error(lines.get("answer"), 1, "the answer '" + answer + "' is not one of the choices on line " + choicesLine);
            ok = false;
        }
        if (!ok || questions.size() != lines.keySet().stream().filter(k -> k.startsWith("ask.")).count()
                || answer == null || ExerciseTarget.malformed(predict).isPresent()) {
            return Optional.empty();
        }
        int predictLine = lines.getOrDefault("predict", firstLine);
        return Optional.of(new DemoExercise(questions, predict, choices, answer, explanations,
                firstLine, predictLine, lines.get("answer")));
    }
}
