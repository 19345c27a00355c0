package dev.duet.deployment;

import java.util.ArrayList;
import java.util.List;

/** A {@link LogSink} that keeps every line, prefixed with {@code I } or {@code E } (like klog), for tests and demos. */
public final class RecordingLogSink implements LogSink {
    private final List<String> lines = new ArrayList<>();

    @Override
    public synchronized void info(String message) {
        lines.add("I " + message);
    }

    @Override
    public synchronized void error(String message) {
        lines.add("E " + message);
    }

    /** Every line so far, oldest first. */
    public synchronized List<String> lines() {
        return List.copyOf(lines);
    }

    /** The lines that contain {@code text}. */
    public synchronized List<String> linesContaining(String text) {
        return lines.stream().filter(line -> line.contains(text)).toList();
    }
}
