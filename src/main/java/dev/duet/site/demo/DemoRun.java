package dev.duet.site.demo;

import dev.duet.site.diag.Diagnostic;

import java.util.List;

/** The result of running one demo: one {@link StepRun} per step, in order. */
public record DemoRun(Demo demo, List<StepRun> steps) {

    public DemoRun {
        steps = List.copyOf(steps);
    }

    public boolean passed() {
        return steps.stream().allMatch(StepRun::passed);
    }

    /** One error per failed step, at the line the step's problem points to. */
    public List<Diagnostic> diagnostics() {
        return steps.stream()
                .filter(s -> s.problem() != null)
                .map(s -> Diagnostic.error(demo.path(), s.problemLine(), 1, s.problem()))
                .toList();
    }
}
