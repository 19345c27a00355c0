package dev.duet.deployment;

import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Counts syncs per key and knows which keys are being synced right now: the teaching view of the controller, and
 * the set of keys whose retry counters are worth looking at.
 */
final class SyncStats {
    private final TreeMap<String, Integer> counts = new TreeMap<>();
    private final Set<String> inFlight = new TreeSet<>();
    private long started;

    /** {@code sync}, recorded: counted when it starts, in flight until it returns. */
    SyncHandler counting(SyncHandler sync) {
        return key -> {
            begin(key);
            try {
                return sync.sync(key);
            } finally {
                end(key);
            }
        };
    }

    synchronized long started() {
        return started;
    }

    /** Syncs started per key, sorted by key. */
    synchronized SortedMap<String, Integer> counts() {
        return Collections.unmodifiableSortedMap(new TreeMap<>(counts));
    }

    /** Keys being synced right now, sorted. */
    synchronized List<String> inFlight() {
        return List.copyOf(inFlight);
    }

    /** Every key synced at least once, sorted. */
    synchronized Set<String> keys() {
        return Collections.unmodifiableSet(new TreeSet<>(counts.keySet()));
    }

    private synchronized void begin(String key) {
        counts.merge(key, 1, Integer::sum);
        inFlight.add(key);
        started++;
    }

    private synchronized void end(String key) {
        inFlight.remove(key);
    }

    @Override
    public synchronized String toString() {
        return "syncs=" + counts + " inFlight=" + inFlight + " started=" + started;
    }
}
