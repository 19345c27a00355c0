package dev.duet.site.serve;

import java.net.InetAddress;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The run slots, handed out round-robin across clients rather than first come: when a slot frees,
 * it goes to the waiting client with the fewest runs going, and among those to the one served
 * longest ago (never served first), and within a client to its oldest waiting run. Two students
 * who keep both slots busy with back-to-back runs therefore cannot make a third wait more than one
 * run: the next slot to free is the third's.
 */
final class FairSlots {
    private final int slots;
    private int used;
    private long grants;
    private long arrivals;
    private final Map<InetAddress, Integer> running = new HashMap<>();
    private final Map<InetAddress, Long> lastServed = new HashMap<>();
    private final List<Waiter> waiting = new ArrayList<>();

    private static final class Waiter {
        final InetAddress client;
        final long arrival;
        boolean granted;

        Waiter(InetAddress client, long arrival) {
            this.client = client;
            this.arrival = arrival;
        }
    }

    FairSlots(int slots) {
        this.slots = slots;
    }

    /** Takes a free slot for {@code client} if there is one (never ahead of a waiting run). */
    synchronized boolean tryAcquire(InetAddress client) {
        if (used >= slots || !waiting.isEmpty()) {
            return false;
        }
        grant(client);
        return true;
    }

    /** Waits for a slot for {@code client}, its turn coming as the class comment says. */
    synchronized void acquire(InetAddress client) throws InterruptedException {
        Waiter me = new Waiter(client, arrivals++);
        waiting.add(me);
        handOut();
        try {
            while (!me.granted) {
                wait();
            }
        } catch (InterruptedException e) {
            if (me.granted) {
                release(client); // granted as it was interrupted: give the slot on
            } else {
                waiting.remove(me);
            }
            throw e;
        }
    }

    synchronized void release(InetAddress client) {
        used--;
        running.computeIfPresent(client, (c, n) -> n == 1 ? null : n - 1);
        handOut();
    }

    /** Runs of {@code client} waiting for a slot. */
    synchronized int waitingOf(InetAddress client) {
        return (int) waiting.stream().filter(w -> w.client.equals(client)).count();
    }

    private void handOut() {
        while (used < slots && !waiting.isEmpty()) {
            Waiter next = waiting.stream().min(Comparator
                    .comparingInt((Waiter w) -> running.getOrDefault(w.client, 0))
                    .thenComparingLong(w -> lastServed.getOrDefault(w.client, -1L))
                    .thenComparingLong(w -> w.arrival)).orElseThrow();
            waiting.remove(next);
            next.granted = true;
            grant(next.client);
            notifyAll();
        }
    }

    private void grant(InetAddress client) {
        used++;
        running.merge(client, 1, Integer::sum);
        lastServed.put(client, grants++);
    }
}
