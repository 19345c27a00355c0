package dev.duet.site.serve;

import dev.duet.site.demo.OutputCapture;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;

/**
 * In a run's JVM, turns what the demo prints into {@code output} events while it runs: bytes are
 * gathered for a few milliseconds (a print loop then costs one event per batch, not one per
 * {@code println}) and written as one event, never splitting a UTF-8 character. {@link #flush}
 * writes what is pending at once; the runner calls it before each step's result, so a step's
 * output always comes before its {@code step} event. One lock covers gathering and writing, so no
 * batch can overtake another or a step event.
 *
 * <p>Demo code can reach this object (it is its output's listener), so it holds no way to write
 * events: the one who sends them passes its writer to {@link #start}, {@link #flush} and
 * {@link #finish}, and the sending thread keeps it on its own stack. At most, demo code that got
 * hold of this object could add to its own output.
 */
final class OutputStreamer implements OutputCapture.Listener {
    /** How long printed bytes may wait for more before they are sent. */
    private static final long GATHER_NANOS = 25_000_000;
    /** A batch this large is sent without waiting; no event carries more. */
    private static final int BATCH_BYTES = 8192;
    /** A demo that prints faster than its events are sent waits beyond this much pending. */
    private static final int MAX_PENDING = 4 * BATCH_BYTES;

    private final ByteArrayOutputStream pending = new ByteArrayOutputStream();
    private long firstPendingAt;
    private boolean closed;

    /** Starts the thread that sends batches to {@code events} as they fill or age. */
    void start(Consumer<String> events) {
        Thread sender = new Thread(() -> sendLoop(events), "duet-output-streamer");
        sender.setDaemon(true);
        sender.start();
    }

    @Override
    public synchronized void printed(byte[] b, int off, int len) {
        try {
            while (pending.size() >= MAX_PENDING && !closed) {
                wait(); // the sender catches up (the stream's cap will end a flood soon anyway)
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return;
        }
        if (pending.size() == 0) {
            firstPendingAt = System.nanoTime();
            notifyAll();
        }
        pending.write(b, off, len);
        if (pending.size() >= BATCH_BYTES) {
            notifyAll();
        }
    }

    /** Sends everything printed so far to {@code events}. */
    synchronized void flush(Consumer<String> events) {
        while (pending.size() > 0) {
            int end = Math.min(pending.size(), BATCH_BYTES);
            int count = completeCharacters(end, pending.size() <= BATCH_BYTES);
            send(count > 0 ? count : end, events);
        }
    }

    private synchronized void sendLoop(Consumer<String> events) {
        try {
            while (!closed) {
                if (pending.size() == 0) {
                    wait();
                    continue;
                }
                long left = GATHER_NANOS - (System.nanoTime() - firstPendingAt);
                if (left > 0 && pending.size() < BATCH_BYTES) {
                    wait(left / 1_000_000, (int) (left % 1_000_000));
                    continue;
                }
                int count = completeCharacters(Math.min(pending.size(), BATCH_BYTES), false);
                if (count == 0) {
                    wait(GATHER_NANOS / 1_000_000); // half a character: the rest is on its way
                    continue;
                }
                send(count, events);
            }
        } catch (InterruptedException e) {
            // The run is over.
        }
    }

    /**
     * How many of the first {@code end} pending bytes end on a character boundary (a character may
     * be half written); with {@code all}, every byte (what is left at the end is sent as it is).
     */
    private int completeCharacters(int end, boolean all) {
        if (all) {
            return end;
        }
        byte[] bytes = pending.toByteArray();
        int back = 0;
        while (back < 3 && end - back - 1 >= 0 && (bytes[end - back - 1] & 0xC0) == 0x80) {
            back++; // continuation bytes at the end
        }
        int lead = end - back - 1;
        if (lead < 0) {
            return end;
        }
        int b = bytes[lead] & 0xFF;
        int needed = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1;
        return needed > back + 1 ? lead : end;
    }

    private void send(int count, Consumer<String> events) {
        if (count == 0) {
            return;
        }
        byte[] bytes = pending.toByteArray();
        pending.reset();
        pending.write(bytes, count, bytes.length - count);
        firstPendingAt = System.nanoTime();
        notifyAll(); // a printer waiting for room
        String text = new String(bytes, 0, count, StandardCharsets.UTF_8);
        events.accept(JsonText.object(g -> {
            g.writeStringField("type", "output");
            g.writeStringField("text", text);
        }));
    }

    /** Sends what is pending to {@code events} and ends the sending thread. */
    synchronized void finish(Consumer<String> events) {
        flush(events);
        closed = true;
        notifyAll();
    }
}
