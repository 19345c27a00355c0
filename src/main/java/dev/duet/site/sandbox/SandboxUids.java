package dev.duet.site.sandbox;

import java.io.IOException;
import java.security.SecureRandom;
import java.util.BitSet;

/**
 * The uid slots that sandboxes of a root server run under, one per live sandbox, shared by every
 * sandbox of this JVM. RLIMIT_NPROC counts a uid's tasks across the whole machine, and a killed
 * JVM's threads go on counting for a moment after its sandbox's outer process has exited: so a slot
 * just given back is not given out again while others are free (they are taken in turn, round the
 * range), and every sandbox of the JVM draws from the one set (two servers in one JVM handing out
 * the same first uid left the second one's JVM unable to start its threads). Each JVM starts at a
 * random place in the range, so that two servers on one machine seldom meet; nothing here makes
 * them exclusive across processes.
 */
final class SandboxUids {
    /** The slots of this JVM's sandboxes. */
    static final SandboxUids SHARED = new SandboxUids(Bubblewrap.SANDBOX_UIDS, new SecureRandom().nextInt(Bubblewrap.SANDBOX_UIDS));

    private final int size;
    private final BitSet inUse;
    private int next;

    SandboxUids(int size, int start) {
        if (size < 1 || start < 0 || start >= size) {
            throw new IllegalArgumentException("a range of at least one slot, starting inside it");
        }
        this.size = size;
        this.inUse = new BitSet(size);
        this.next = start;
    }

    /** The free slot after the last one taken, round the range. */
    synchronized int take() throws IOException {
        int slot = inUse.nextClearBit(next);
        if (slot >= size) {
            slot = inUse.nextClearBit(0);
        }
        if (slot >= size) {
            throw new IOException("too many sandboxes at once");
        }
        inUse.set(slot);
        next = (slot + 1) % size;
        return slot;
    }

    synchronized void release(int slot) {
        inUse.clear(slot);
    }
}
