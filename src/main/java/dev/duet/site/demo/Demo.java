package dev.duet.site.demo;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One parsed demo file: its header and its steps, in file order.
 *
 * @param id             the file name without {@code .jsh}, e.g. {@code collapse-duplicates}
 * @param path           the file's path relative to the project root, used in diagnostics
 * @param titles         the title in each language, in the order of the site's languages
 * @param stepTimeLimit  how long any single step may run before the watchdog stops it
 * @param stateVariables the JShell variables whose state is captured after every step
 * @param steps          the steps, numbered from 1
 */
public record Demo(String id, String path, Map<String, String> titles, Duration stepTimeLimit,
                   List<String> stateVariables, List<DemoStep> steps) {

    public Demo {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(path, "path");
        titles = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(titles));
        stateVariables = List.copyOf(stateVariables);
        steps = List.copyOf(steps);
    }

    /** The title in {@code lang}, or in the first language that has one. */
    public String title(String lang) {
        String t = titles.get(lang);
        return t != null ? t : titles.values().stream().findFirst().orElse(id);
    }
}
