package dev.duet.site.demo;

import java.util.SortedMap;
import java.util.SortedSet;

/**
 * What one step did when it ran.
 *
 * @param step          the step as written in the file
 * @param actual        what it printed (output of its code and of the threads it started, then the
 *                      value of each bare expression), lines joined with {@code \n}
 * @param outcome       how it ended
 * @param problem       for a failed step, the diagnostic message (without position); else null
 * @param problemLine   the file line the diagnostic points at; 0 when the step passed
 * @param stateJson     the declared variables' state after the step, a JSON object keyed by variable
 *                      name ({@code {}} before they exist)
 * @param stateText     the same state as readable text, one {@code name = ...} line per variable
 * @param executedLines the port's source lines the step executed, keyed by source path such as
 *                      {@code org/example/lru/Cache.java}; empty when lines are not recorded
 * @param detail        for a failed step, what its problem is made of (so that a live run can say
 *                      it in the reader's language and point at the column); null otherwise
 */
public record StepRun(DemoStep step, String actual, StepOutcome outcome, String problem, int problemLine,
                      String stateJson, String stateText, SortedMap<String, SortedSet<Integer>> executedLines,
                      Problem detail) {

    /** A step whose problem, if any, is only its message. */
    public StepRun(DemoStep step, String actual, StepOutcome outcome, String problem, int problemLine,
                   String stateJson, String stateText, SortedMap<String, SortedSet<Integer>> executedLines) {
        this(step, actual, outcome, problem, problemLine, stateJson, stateText, executedLines, null);
    }

    /**
     * The parts of a problem message.
     *
     * @param kind   {@code rejected} (the compiler refused the code: detail is its message),
     *               {@code unresolved} (detail names what is undefined), {@code threw} (detail is
     *               the exception), {@code timed-out} (detail is the limit, e.g. {@code 2s}),
     *               {@code state-unreadable} (detail is the cause) or {@code mismatch}
     * @param detail the variable part, in the words of the compiler or the JVM; may be empty
     * @param column the column on the problem's line (1-based), 1 when only the line is known
     */
    public record Problem(String kind, String detail, int column) {
    }

    public int index() {
        return step.index();
    }

    public String code() {
        return step.code();
    }

    public String expected() {
        return step.expected();
    }

    public boolean passed() {
        return outcome == StepOutcome.PASSED;
    }
}
