package dev.duet.site.browserrun;

/** A construct of a demo that the browser build cannot translate; the demo keeps its recording only. */
final class UnsupportedDemo extends Exception {
    private final int line;

    UnsupportedDemo(int line, String message) {
        super(message);
        this.line = line;
    }

    int line() {
        return line;
    }
}
