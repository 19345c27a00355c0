package dev.duet.deployment;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;

class SyncStatsTest {
    @Test
    void countsSyncsAndKnowsWhichAreRunning() {
        SyncStats stats = new SyncStats();
        AtomicReference<List<String>> duringSync = new AtomicReference<>();
        SyncHandler counted = stats.counting(key -> {
            duringSync.set(stats.inFlight());
            return key.equals("bad") ? new IllegalStateException("no") : null;
        });
        counted.sync("b");
        counted.sync("a");
        Exception failure = counted.sync("bad");
        counted.sync("a");

        assertEquals("no", failure.getMessage());
        assertEquals(List.of("a"), duringSync.get());
        assertEquals(List.of(), stats.inFlight());
        assertEquals(Map.of("a", 2, "b", 1, "bad", 1), stats.counts());
        assertEquals(Set.of("a", "b", "bad"), stats.keys());
        assertEquals(4, stats.started());
    }
}
