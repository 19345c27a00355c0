package dev.duet.site.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SandboxUidsTest {
    @Test
    void aSlotJustGivenBackIsTakenAgainOnlyAfterEveryOtherFreeOne() throws IOException {
        SandboxUids uids = new SandboxUids(4, 2);
        assertEquals(2, uids.take());
        uids.release(2);
        assertEquals(3, uids.take()); // not 2 again: its JVM's threads may still count against it
        assertEquals(0, uids.take()); // round the range
        uids.release(3);
        assertEquals(1, uids.take());
        assertEquals(2, uids.take());
        assertEquals(3, uids.take());
        assertThrows(IOException.class, uids::take, "all four are live");
        uids.release(1);
        assertEquals(1, uids.take());
    }

    @Test
    void noTwoLiveSandboxesShareASlotUnderManyThreads() throws Exception {
        SandboxUids uids = new SandboxUids(64, 17);
        Set<Integer> live = ConcurrentHashMap.newKeySet();
        AtomicInteger clashes = new AtomicInteger();
        int threads = 8;
        CountDownLatch go = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<?>> done = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                done.add(pool.submit(() -> {
                    go.await();
                    for (int i = 0; i < 20_000; i++) {
                        int slot = uids.take();
                        if (!live.add(slot)) {
                            clashes.incrementAndGet();
                        }
                        live.remove(slot);
                        uids.release(slot);
                    }
                    return null;
                }));
            }
            go.countDown();
            for (Future<?> f : done) {
                f.get();
            }
        } finally {
            pool.shutdownNow();
        }
        assertEquals(0, clashes.get());
        // every slot is free again: 64 takes in a row give 64 different slots
        Set<Integer> all = new HashSet<>();
        for (int i = 0; i < 64; i++) {
            all.add(uids.take());
        }
        assertEquals(64, all.size());
        assertTrue(all.stream().allMatch(s -> s >= 0 && s < 64));
    }
}
