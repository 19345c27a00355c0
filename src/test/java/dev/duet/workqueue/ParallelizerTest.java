package dev.duet.workqueue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collections;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import org.junit.jupiter.api.Test;

class ParallelizerTest {

    @Test
    void everyPieceRunsExactlyOnceForAnyChunkSize() {
        for (int chunk : new int[] {-3, 0, 1, 7, 1000, 5000}) {
            AtomicIntegerArray counts = new AtomicIntegerArray(1000);
            Parallelizer.parallelizeUntil(null, 4, 1000, counts::incrementAndGet, Parallelizer.withChunkSize(chunk));
            for (int i = 0; i < 1000; i++) {
                assertEquals(1, counts.get(i), "piece " + i + " with chunk size " + chunk);
            }
        }
    }

    @Test
    void usesNoMoreThreadsThanChunks() {
        Set<String> threads = ConcurrentHashMap.newKeySet();
        Parallelizer.parallelizeUntil(null, 16, 10, piece -> threads.add(Thread.currentThread().getName()),
                Parallelizer.withChunkSize(5));
        assertTrue(threads.size() <= 2, "two chunks, so at most two threads: " + threads);
    }

    @Test
    void zeroPiecesOrZeroWorkersDoNothing() {
        AtomicInteger calls = new AtomicInteger();
        Parallelizer.parallelizeUntil(null, 4, 0, piece -> calls.incrementAndGet());
        Parallelizer.parallelizeUntil(null, 0, 10, piece -> calls.incrementAndGet());
        assertEquals(0, calls.get());
    }

    @Test
    void negativeWorkersAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> Parallelizer.parallelizeUntil(null, -1, 10, piece -> { }));
    }

    @Test
    void stopIsCheckedBeforeEveryPiece() {
        AtomicBoolean stop = new AtomicBoolean();
        Set<Integer> done = Collections.synchronizedSet(new HashSet<>());
        Parallelizer.parallelizeUntil(stop::get, 1, 100, piece -> {
            done.add(piece);
            if (piece == 9) {
                stop.set(true);
            }
        });
        assertEquals(10, done.size(), "pieces 0..9 ran, then the stop was seen");
    }

    @Test
    void alreadyStoppedRunsNothing() {
        AtomicInteger calls = new AtomicInteger();
        Parallelizer.parallelizeUntil(() -> true, 4, 100, piece -> calls.incrementAndGet());
        assertEquals(0, calls.get());
    }

    @Test
    void aFailingPieceIsRethrownAfterAllWorkersFinish() {
        IllegalStateException boom = new IllegalStateException("boom");
        AtomicInteger calls = new AtomicInteger();
        IllegalStateException thrown = assertThrows(IllegalStateException.class,
                () -> Parallelizer.parallelizeUntil(null, 2, 100, piece -> {
                    calls.incrementAndGet();
                    if (piece == 0) {
                        throw boom;
                    }
                }));
        assertSame(boom, thrown);
        assertTrue(calls.get() >= 1);
    }
}
