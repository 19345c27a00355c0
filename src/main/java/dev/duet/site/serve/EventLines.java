package dev.duet.site.serve;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * In a run's JVM, the writer of its protocol events: each one line, the run's key (which the
 * server sent on standard input, read before any demo code ran), a space, then the event, in one
 * write. Demo code can write to the same standard output (through {@code FileDescriptor.out}), but
 * without the key its lines are never taken for events; the server drops them (see
 * {@link RunService}). So that no demo can read the key, this object is held only by the run's
 * own stack frames and threads, never by a field reachable from a class's static state.
 */
final class EventLines {
    private final OutputStream out;
    private final byte[] prefix;

    EventLines(OutputStream out, String key) {
        this.out = out;
        this.prefix = (key + " ").getBytes(StandardCharsets.US_ASCII);
    }

    /** Writes one event ({@code json} is one line of JSON). */
    synchronized void send(String json) {
        byte[] body = json.getBytes(StandardCharsets.UTF_8);
        byte[] line = new byte[prefix.length + body.length + 1];
        System.arraycopy(prefix, 0, line, 0, prefix.length);
        System.arraycopy(body, 0, line, prefix.length, body.length);
        line[line.length - 1] = '\n';
        try {
            out.write(line);
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("the server stopped reading the run's events", e);
        }
    }
}
