package dev.duet.maven;

import java.io.PrintWriter;
import java.io.Writer;
import java.util.function.Consumer;

/**
 * A writer that hands each line it is given to Maven's log, so that what Duet prints on its
 * command line reaches the build's output at the level the plugin chooses.
 */
final class LogWriter extends Writer {
    private final Consumer<String> lines;
    private final StringBuilder pending = new StringBuilder();

    private LogWriter(Consumer<String> lines) {
        this.lines = lines;
    }

    static PrintWriter to(Consumer<String> lines) {
        return new PrintWriter(new LogWriter(lines), true);
    }

    @Override
    public synchronized void write(char[] buf, int off, int len) {
        for (int i = off; i < off + len; i++) {
            char c = buf[i];
            if (c == '\n') {
                emit();
            } else if (c != '\r') {
                pending.append(c);
            }
        }
    }

    private void emit() {
        lines.accept(pending.toString());
        pending.setLength(0);
    }

    @Override
    public synchronized void flush() {
    }

    @Override
    public synchronized void close() {
        if (pending.length() > 0) {
            emit();
        }
    }
}
