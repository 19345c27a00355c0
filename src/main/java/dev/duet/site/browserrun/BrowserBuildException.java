package dev.duet.site.browserrun;

import java.util.List;

/** TeaVM refused the bundle; each message names what it could not compile. */
public final class BrowserBuildException extends RuntimeException {
    private final List<String> problems;

    BrowserBuildException(List<String> problems) {
        super(String.join("\n", problems));
        this.problems = List.copyOf(problems);
    }

    public List<String> problems() {
        return problems;
    }
}
