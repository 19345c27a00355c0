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
 */
public record StepRun(DemoStep step, String actual, StepOutcome outcome, String problem, int problemLine,
                      String stateJson, String stateText, SortedMap<String, SortedSet<Integer>> executedLines) {

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
