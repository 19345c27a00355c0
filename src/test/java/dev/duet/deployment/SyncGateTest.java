package dev.duet.deployment;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SyncGateTest {
    private final SyncGate gate = new SyncGate();
    private final AtomicInteger ran = new AtomicInteger();
    private final SyncHandler sync = key -> {
        ran.incrementAndGet();
        return null;
    };

    @Test
    void heldSyncRunsOnlyAfterRelease() throws Exception {
        gate.holdNext("a");
        Thread worker = new Thread(() -> gate.around("a", sync));
        worker.start();
        gate.awaitHeld("a", Duration.ofSeconds(10));
        assertEquals(0, ran.get());
        assertTrue(worker.isAlive());
        gate.release("a");
        worker.join();
        assertEquals(1, ran.get());
    }

    @Test
    void otherKeysAndLaterSyncsPassThrough() {
        gate.holdNext("a");
        assertNull(gate.around("b", sync));
        assertEquals(1, ran.get());
    }

    @Test
    void waitingForASyncThatNeverStartsFails() {
        gate.holdNext("a");
        assertThrows(IllegalStateException.class, () -> gate.awaitHeld("a", Duration.ofMillis(10)));
    }

    @Test
    void releasingOrAwaitingAnUnarmedKeyFails() {
        assertThrows(IllegalStateException.class, () -> gate.release("a"));
        assertThrows(IllegalStateException.class, () -> gate.awaitHeld("a", Duration.ofMillis(10)));
    }
}
