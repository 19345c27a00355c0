package dev.duet.deployment.cache;

import dev.duet.deployment.api.Deployment;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ThreadSafeStoreTest {
    private final ThreadSafeStore<Deployment> store = new ThreadSafeStore<>();

    @Test
    void putReturnsThePreviousVersion() {
        Deployment v1 = Deployment.of("a", "web", 1, "i");
        assertEquals(Optional.empty(), store.put(v1));
        assertEquals(Optional.of(v1), store.put(v1.withReplicas(2)));
        assertEquals(2, store.get("a/web").orElseThrow().spec().replicas());
    }

    @Test
    void listsAreSortedByKey() {
        store.put(Deployment.of("b", "x", 1, "i"));
        store.put(Deployment.of("a", "z", 1, "i"));
        store.put(Deployment.of("a", "y", 1, "i"));
        assertEquals(List.of("a/y", "a/z", "b/x"), store.listKeys());
    }

    @Test
    void namespaceIndexFollowsPutsAndDeletes() {
        Deployment web = Deployment.of("a", "web", 1, "i");
        store.put(web);
        store.put(Deployment.of("a", "api", 1, "i"));
        store.put(Deployment.of("b", "web", 1, "i"));
        assertEquals(List.of("api", "web"), names(store.byIndex(ThreadSafeStore.NAMESPACE_INDEX, "a")));
        store.delete(web);
        assertEquals(List.of("api"), names(store.byIndex(ThreadSafeStore.NAMESPACE_INDEX, "a")));
        assertEquals(List.of(), names(store.byIndex(ThreadSafeStore.NAMESPACE_INDEX, "c")));
    }

    @Test
    void customIndexIsUpdatedWhenAnObjectChanges() {
        ThreadSafeStore<Deployment> byImage = new ThreadSafeStore<>();
        byImage.addIndexer("image", d -> List.of(d.spec().template().image()));
        Deployment v1 = Deployment.of("a", "web", 1, "nginx:1");
        byImage.put(v1);
        byImage.put(v1.withImage("nginx:2"));
        assertEquals(List.of(), byImage.byIndex("image", "nginx:1"));
        assertEquals(1, byImage.byIndex("image", "nginx:2").size());
    }

    @Test
    void indexCannotBeAddedToAFilledStore() {
        store.put(Deployment.of("a", "web", 1, "i"));
        assertThrows(IllegalStateException.class, () -> store.addIndexer("late", d -> List.of()));
    }

    @Test
    void replaceDropsEverythingElse() {
        store.put(Deployment.of("a", "old", 1, "i"));
        store.replace(List.of(Deployment.of("a", "new", 1, "i")));
        assertEquals(List.of("a/new"), store.listKeys());
        assertEquals(List.of("new"), names(store.byIndex(ThreadSafeStore.NAMESPACE_INDEX, "a")));
    }

    @Test
    void readersNeverSeeTheIndexDisagreeWithTheItems() throws Exception {
        int writes = 20_000;
        CountDownLatch started = new CountDownLatch(1);
        AtomicReference<String> problem = new AtomicReference<>();
        Thread writer = new Thread(() -> {
            started.countDown();
            for (int i = 0; i < writes; i++) {
                Deployment d = Deployment.of("ns" + (i % 3), "d" + (i % 50), i, "i");
                if (i % 7 == 0) {
                    store.delete(d);
                } else {
                    store.put(d);
                }
            }
        });
        writer.start();
        started.await();
        while (writer.isAlive()) {
            for (Deployment d : store.byIndex(ThreadSafeStore.NAMESPACE_INDEX, "ns1")) {
                if (d == null || !d.metadata().namespace().equals("ns1")) {
                    problem.compareAndSet(null, "index returned " + d);
                }
            }
        }
        writer.join();
        assertNull(problem.get());
        assertTrue(store.list().size() <= 150);
    }

    private static List<String> names(List<Deployment> deployments) {
        List<String> names = new ArrayList<>();
        deployments.forEach(d -> names.add(d.metadata().name()));
        return names;
    }
}
