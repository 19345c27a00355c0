package dev.duet.site.demo;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * Captures what demo code prints. JShell's local engine runs snippets in this JVM, where they
 * write straight to {@link System#out}; so both standard streams are replaced, once, by streams
 * that send each write to the {@link Sink} of the thread doing it. The sink is inherited by the
 * threads a snippet starts, so output of a demo's worker threads lands in the same transcript.
 * Threads without a sink write to the original streams, unchanged.
 */
public final class OutputCapture {
    private static final InheritableThreadLocal<Sink> CURRENT = new InheritableThreadLocal<>();
    private static boolean installed;

    private OutputCapture() {
    }

    /** Replaces System.out and System.err with routing streams; later calls do nothing. */
    public static synchronized void install() {
        if (installed) {
            return;
        }
        System.setOut(routing(System.out));
        System.setErr(routing(System.err));
        installed = true;
    }

    /** Routes this thread's output (and that of threads it starts from now on) to {@code sink}. */
    public static void bind(Sink sink) {
        CURRENT.set(sink);
    }

    public static void unbind() {
        CURRENT.remove();
    }

    private static PrintStream routing(PrintStream original) {
        OutputStream router = new OutputStream() {
            @Override
            public void write(int b) {
                Sink sink = CURRENT.get();
                if (sink != null) {
                    sink.write(new byte[]{(byte) b}, 0, 1);
                } else {
                    original.write(b);
                }
            }

            @Override
            public void write(byte[] b, int off, int len) {
                Sink sink = CURRENT.get();
                if (sink != null) {
                    sink.write(b, off, len);
                } else {
                    original.write(b, off, len);
                }
            }

            @Override
            public void flush() {
                original.flush();
            }
        };
        return new PrintStream(router, true, StandardCharsets.UTF_8);
    }

    /** Told about printed bytes as they are written (a live run streams them to the reader). */
    @FunctionalInterface
    public interface Listener {
        void printed(byte[] b, int off, int len);

        Listener NONE = (b, off, len) -> { };
    }

    /**
     * The output of one demo, collected step by step, keeping at most {@code capBytes} bytes in all
     * so that a runaway print loop cannot exhaust memory. What is kept is also passed to the
     * {@link Listener} as it is written, except while the runner reads the state between steps:
     * what is printed then is not a step's output, and is neither kept nor passed on.
     */
    public static final class Sink {
        private final long capBytes;
        private final Listener listener;
        private final ByteArrayOutputStream step = new ByteArrayOutputStream();
        private long total;
        private boolean cut;
        private boolean betweenSteps;

        public Sink(long capBytes) {
            this(capBytes, Listener.NONE);
        }

        public Sink(long capBytes, Listener listener) {
            this.capBytes = capBytes;
            this.listener = listener;
        }

        synchronized void write(byte[] b, int off, int len) {
            long room = capBytes - total;
            int kept = (int) Math.max(0, Math.min(room, len));
            step.write(b, off, kept);
            total += kept;
            if (kept < len) {
                cut = true;
            }
            if (kept > 0 && !betweenSteps) {
                listener.printed(b, off, kept);
            }
        }

        /** The text printed since the last call, with a marker when the cap cut it short. */
        public synchronized String takeStep() {
            String text = step.toString(StandardCharsets.UTF_8);
            step.reset();
            if (cut) {
                text = text + (text.endsWith("\n") || text.isEmpty() ? "" : "\n")
                        + "[output cut: over " + capBytes + " bytes]";
                cut = false;
            }
            return text;
        }

        /**
         * {@link #takeStep} at the end of a step's code: from here until {@link #nextStep}, output
         * is not passed to the listener (it is discarded then).
         */
        public synchronized String endStep() {
            betweenSteps = true;
            return takeStep();
        }

        /** Drops what was printed since {@link #endStep} and passes output on again. */
        public synchronized void nextStep() {
            takeStep();
            betweenSteps = false;
        }
    }
}
