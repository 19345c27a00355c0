package dev.duet.site.serve;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Base64;

import dev.duet.site.sandbox.FrameSeal;

/**
 * In a run's JVM, the writer of its protocol events, each one line: the marker of the run's seal
 * (whose key the server sent on standard input, read before any demo code ran), the HMAC of the
 * event under that key, then the event, all in one write. Demo code can write to the same standard
 * output (through {@code FileDescriptor.out}), but what it writes carries neither, so the server
 * drops it (see {@link RunService}), and it cannot change an event it falls into the middle of.
 * This object is held only by the run's own stack frames and threads, never by a field reachable
 * from a class's static state, so no demo can read the key.
 */
final class EventLines {
    private final OutputStream out;
    private final FrameSeal seal;
    private final byte[] prefix;

    EventLines(OutputStream out, FrameSeal seal) {
        this.out = out;
        this.seal = seal;
        this.prefix = prefix(seal);
    }

    /** What starts every event line of {@code seal}: its marker and a space. */
    static byte[] prefix(FrameSeal seal) {
        return (Base64.getUrlEncoder().withoutPadding().encodeToString(seal.marker()) + " ")
                .getBytes(StandardCharsets.US_ASCII);
    }

    /** Writes one event ({@code json} is one line of JSON). */
    synchronized void send(String json) {
        byte[] body = json.getBytes(StandardCharsets.UTF_8);
        byte[] mac = (Base64.getUrlEncoder().withoutPadding().encodeToString(seal.mac(body, 0, body.length)) + " ")
                .getBytes(StandardCharsets.US_ASCII);
        byte[] line = new byte[prefix.length + mac.length + body.length + 1];
        System.arraycopy(prefix, 0, line, 0, prefix.length);
        System.arraycopy(mac, 0, line, prefix.length, mac.length);
        System.arraycopy(body, 0, line, prefix.length + mac.length, body.length);
        line[line.length - 1] = '\n';
        try {
            out.write(line);
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("the server stopped reading the run's events", e);
        }
    }
}
