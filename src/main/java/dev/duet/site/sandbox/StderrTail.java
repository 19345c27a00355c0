package dev.duet.site.sandbox;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * Keeps the last bytes a sandboxed process writes to its standard error, however much it writes:
 * enough to say why it failed, never a memory a hostile process could fill.
 */
public final class StderrTail {
    private StderrTail() {
    }

    /**
     * Reads {@code in} to its end, keeping at most {@code capacity} of its last bytes in
     * {@code tail} (which is locked while it changes, so another thread may read it meanwhile).
     */
    public static void keep(InputStream in, ByteArrayOutputStream tail, int capacity) {
        byte[] buffer = new byte[4096];
        try (in) {
            int n;
            while ((n = in.read(buffer)) > 0) {
                synchronized (tail) {
                    if (tail.size() + n > capacity) {
                        byte[] kept = tail.toByteArray();
                        int keep = Math.max(0, capacity - n);
                        tail.reset();
                        tail.write(kept, Math.max(0, kept.length - keep), Math.min(keep, kept.length));
                    }
                    tail.write(buffer, Math.max(0, n - capacity), Math.min(n, capacity));
                }
            }
        } catch (IOException e) {
            // The process is gone.
        }
    }
}
