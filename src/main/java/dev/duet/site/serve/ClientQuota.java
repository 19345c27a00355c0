package dev.duet.site.serve;

import java.net.InetAddress;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * Classroom mode's share of runs per client address: at most {@code concurrent} runs at once and
 * {@code perMinute} started in any 60 seconds, so one student cannot take every run slot.
 */
final class ClientQuota {
    private static final long WINDOW = TimeUnit.MINUTES.toNanos(1);

    private final int concurrent;
    private final int perMinute;
    private final LongSupplier nanoClock;
    private final Map<InetAddress, Deque<Long>> starts = new HashMap<>();
    private final Map<InetAddress, Integer> running = new HashMap<>();

    ClientQuota(int concurrent, int perMinute, LongSupplier nanoClock) {
        this.concurrent = concurrent;
        this.perMinute = perMinute;
        this.nanoClock = nanoClock;
    }

    /**
     * Why a run was refused: {@code code} for the page to word in its language ({@code client-running
     * N} or {@code client-rate N SECONDS}), {@code message} in English.
     */
    record Refusal(String code, String message) {
    }

    /** Null when the client may start a run now (then {@link #release} it later), else why not. */
    synchronized String acquire(InetAddress client) {
        Refusal r = tryAcquire(client);
        return r == null ? null : r.message();
    }

    /** Like {@link #acquire}, with the refusal's code. */
    synchronized Refusal tryAcquire(InetAddress client) {
        long now = nanoClock.getAsLong();
        Deque<Long> recent = starts.computeIfAbsent(client, c -> new ArrayDeque<>());
        while (!recent.isEmpty() && now - recent.peekFirst() >= WINDOW) {
            recent.pollFirst();
        }
        if (running.getOrDefault(client, 0) >= concurrent) {
            return new Refusal("client-running " + concurrent,
                    "you have " + concurrent + " run(s) going already; wait for it to end");
        }
        if (recent.size() >= perMinute) {
            long seconds = TimeUnit.NANOSECONDS.toSeconds(WINDOW - (now - recent.peekFirst())) + 1;
            return new Refusal("client-rate " + perMinute + " " + seconds,
                    "at most " + perMinute + " runs a minute per client; try again in " + seconds + " s");
        }
        recent.addLast(now);
        running.merge(client, 1, Integer::sum);
        return null;
    }

    synchronized void release(InetAddress client) {
        running.computeIfPresent(client, (c, n) -> n == 1 ? null : n - 1);
        long now = nanoClock.getAsLong();
        starts.values().forEach(recent -> recent.removeIf(t -> now - t >= WINDOW));
        starts.entrySet().removeIf(e -> e.getValue().isEmpty() && !running.containsKey(e.getKey()));
    }
}
