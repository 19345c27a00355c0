package dev.duet.deployment.cache;

import dev.duet.deployment.api.Deployment;
import dev.duet.deployment.apiserver.ApiException;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ListerTest {
    private final ThreadSafeStore<Deployment> store = new ThreadSafeStore<>();
    private final Lister<Deployment> lister = new Lister<>(Deployment.KIND, store);

    @Test
    void getsByNamespaceAndName() {
        Deployment web = Deployment.of("a", "web", 1, "i");
        store.put(web);
        store.put(Deployment.of("b", "web", 2, "i"));
        assertEquals(web, lister.namespace("a").get("web"));
        assertEquals(2, lister.namespace("b").get("web").spec().replicas());
    }

    @Test
    void missingObjectIsNotFound() {
        ApiException e = assertThrows(ApiException.class, () -> lister.namespace("a").get("web"));
        assertTrue(ApiException.isNotFound(e));
        assertEquals("Deployment a/web not found", e.getMessage());
    }

    @Test
    void listsOneNamespaceOrAll() {
        store.put(Deployment.of("a", "y", 1, "i"));
        store.put(Deployment.of("a", "x", 1, "i"));
        store.put(Deployment.of("b", "z", 1, "i"));
        assertEquals(List.of("x", "y"), lister.namespace("a").list().stream().map(d -> d.metadata().name()).toList());
        assertEquals(3, lister.list().size());
    }
}
