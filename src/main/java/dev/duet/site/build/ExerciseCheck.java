package dev.duet.site.build;

import dev.duet.site.demo.Demo;
import dev.duet.site.demo.DemoExercise;
import dev.duet.site.demo.DemoStep;
import dev.duet.site.demo.ExerciseTarget;
import dev.duet.site.diag.Diagnostics;
import dev.duet.site.render.SiteModel;

/**
 * Checks a demo's exercises against its recorded run: what each asks to predict must be something
 * the step shows, and the author's answer must be what it shows. A page must not mark a reader
 * wrong for answering what the port really does.
 */
final class ExerciseCheck {
    private ExerciseCheck() {
    }

    /** True when every exercise of {@code demo} holds for {@code run}; else each problem is in {@code diags}. */
    static boolean check(Demo demo, SiteModel.DemoRecord run, Diagnostics diags) {
        boolean ok = true;
        for (DemoStep step : demo.steps()) {
            DemoExercise exercise = step.exercise();
            if (exercise == null || step.index() > run.steps().size()) {
                continue;
            }
            SiteModel.StepRecord recorded = run.steps().get(step.index() - 1);
            ExerciseTarget.Shown shown = ExerciseTarget.shown(exercise.predict(), step.index(), recorded.output(),
                    recorded.stateJson());
            if (shown.problem() != null) {
                diags.error(demo.path(), exercise.predictLine(), 1, "this exercise asks for what step " + step.index()
                        + " does not show: " + shown.problem());
                ok = false;
            } else if (!ExerciseTarget.normalize(shown.value()).equals(ExerciseTarget.normalize(exercise.answer()))) {
                diags.error(demo.path(), exercise.answerLine(), 1, "the answer '" + exercise.answer()
                        + "' is not what step " + step.index() + " shows: its " + described(exercise.predict())
                        + " is '" + shown.value().replace("\n", "\\n") + "'");
                ok = false;
            }
        }
        return ok;
    }

    private static String described(String predict) {
        if (predict.equals("output")) {
            return "output";
        }
        if (predict.startsWith("output:")) {
            return "output's line " + predict.substring("output:".length());
        }
        return "recorded " + predict;
    }
}
