package dev.duet.site.demo;

import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * One parsed demo file: its header and its steps, in file order.
 *
 * @param id             the file name without {@code .jsh}, e.g. {@code collapse-duplicates}
 * @param path           the file's path relative to the project root, used in diagnostics
 * @param titleZh        the Chinese title
 * @param titleEn        the English title
 * @param stepTimeLimit  how long any single step may run before the watchdog stops it
 * @param stateVariables the JShell variables whose state is captured after every step
 * @param steps          the steps, numbered from 1
 */
public record Demo(String id, String path, String titleZh, String titleEn, Duration stepTimeLimit,
                   List<String> stateVariables, List<DemoStep> steps) {

    public Demo {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(path, "path");
        stateVariables = List.copyOf(stateVariables);
        steps = List.copyOf(steps);
    }

    /** The title in {@code lang} ("zh" or "en"); any other language gets English. */
    public String title(String lang) {
        return "zh".equals(lang) ? titleZh : titleEn;
    }
}
