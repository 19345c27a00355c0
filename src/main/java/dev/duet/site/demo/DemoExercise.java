package dev.duet.site.demo;

import java.io.Serializable;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A demo step asked as a question ("predict, then check"): the reader answers before the step is
 * shown, then sees it and whether the answer was right. Written as {@code //! ask...} lines between
 * the step's captions and its code (see {@code package-info.java}).
 *
 * @param questions    the question in each language, in the order of the site's languages
 * @param predict      what the answer is compared with: {@code output} (all the step prints),
 *                     {@code output:N} (its N-th line) or a path into the recorded state such as
 *                     {@code q.dirty} or {@code q.queue.size}; see {@link ExerciseTarget}
 * @param choices      the answers offered, in order; empty for a typed answer
 * @param answer       the right answer as the author wrote it; the build checks that the recorded
 *                     step shows it
 * @param explanations why, in each language
 * @param line         the file line of the first {@code //! ask} line
 * @param predictLine  the line of {@code //! predict} (or of the first ask line when it is left out)
 * @param answerLine   the line of {@code //! answer}
 */
public record DemoExercise(Map<String, String> questions, String predict, List<String> choices, String answer,
                           Map<String, String> explanations, int line, int predictLine, int answerLine)
        implements Serializable {

    public DemoExercise {
        questions = Collections.unmodifiableMap(new LinkedHashMap<>(questions));
        choices = List.copyOf(choices);
        explanations = Collections.unmodifiableMap(new LinkedHashMap<>(explanations));
    }

    /** The question in {@code lang}, or in the first language that has one. */
    public String question(String lang) {
        return questions.getOrDefault(lang, questions.values().stream().findFirst().orElse(""));
    }

    /** The explanation in {@code lang}, or in the first language that has one. */
    public String explanation(String lang) {
        return explanations.getOrDefault(lang, explanations.values().stream().findFirst().orElse(""));
    }
}
