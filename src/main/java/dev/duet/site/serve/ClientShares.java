package dev.duet.site.serve;

import java.net.InetAddress;
import java.util.HashMap;
import java.util.Map;

/**
 * Places of one kind (connections, live-reload streams) shared fairly between clients: each client
 * address may hold {@code perClient} of them and all together {@code total}; the teacher's own
 * machine has a share of {@code teacherShare} outside the total, so that no number of students
 * can lock the teacher out. Thread-safe.
 */
final class ClientShares {
    private final int perClient;
    private final int teacherShare;
    private final int total;
    private final Map<InetAddress, Integer> held = new HashMap<>();
    private int counted;

    ClientShares(int perClient, int teacherShare, int total) {
        this.perClient = perClient;
        this.teacherShare = teacherShare;
        this.total = total;
    }

    /** Takes a place for {@code client}, or says there is none (nothing is taken then). */
    synchronized boolean reserve(InetAddress client, boolean teacher) {
        int mine = held.getOrDefault(client, 0);
        if (mine >= (teacher ? teacherShare : perClient) || (!teacher && counted >= total)) {
            return false;
        }
        held.put(client, mine + 1);
        if (!teacher) {
            counted++;
        }
        return true;
    }

    /** Gives back a place {@link #reserve} took. */
    synchronized void release(InetAddress client, boolean teacher) {
        held.computeIfPresent(client, (k, n) -> n == 1 ? null : n - 1);
        if (!teacher) {
            counted--;
        }
    }
}
