package dev.duet.deployment.cache;

import dev.duet.clock.FakeClock;
import dev.duet.deployment.api.Deployment;
import dev.duet.deployment.apiserver.ApiServer;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class InformerTest {
    private final ApiServer server = new ApiServer();
    private final Informer<Deployment> informer = new Informer<>(Deployment.KIND, server.deployments());
    private final List<String> events = new ArrayList<>();

    InformerTest() {
        informer.addEventHandler(new ResourceEventHandler<>() {
            @Override
            public void onAdd(Deployment d) {
                events.add("add " + d.metadata().name() + "@" + d.metadata().resourceVersion());
            }

            @Override
            public void onUpdate(Deployment oldD, Deployment newD) {
                events.add("update " + newD.metadata().name() + " " + oldD.metadata().resourceVersion() + "->"
                        + newD.metadata().resourceVersion());
            }

            @Override
            public void onDelete(Deployment d) {
                events.add("delete " + d.metadata().name());
            }
        });
    }

    @Test
    void initialListAnnouncesExistingObjectsAsAdds() {
        server.deployments().create(Deployment.of("a", "x", 1, "i"));
        server.deployments().create(Deployment.of("a", "y", 1, "i"));
        assertFalse(informer.hasSynced());
        informer.start();
        assertTrue(informer.hasSynced());
        assertEquals(List.of("add x@1", "add y@2"), events);
        assertEquals(2, informer.lastSyncResourceVersion());
    }

    @Test
    void watchKeepsTheStoreCurrentAndHandlersSeeOldAndNew() {
        informer.start();
        Deployment d = server.deployments().create(Deployment.of("a", "x", 1, "i"));
        server.deployments().update(d.withReplicas(5));
        assertEquals(5, informer.lister().namespace("a").get("x").spec().replicas());
        server.deployments().delete("a", "x");
        assertTrue(informer.lister().list().isEmpty());
        assertEquals(List.of("add x@1", "update x 1->2", "delete x"), events);
    }

    @Test
    void resyncAnnouncesEveryCachedObjectAsAnUpdateToItself() {
        server.deployments().create(Deployment.of("a", "x", 1, "i"));
        informer.start();
        events.clear();
        informer.resync();
        assertEquals(List.of("update x 1->1"), events);
    }

    @Test
    void periodicResyncFollowsTheClockAndEndsWithStop() {
        FakeClock clock = new FakeClock(Instant.parse("2024-12-11T00:00:00Z"));
        server.deployments().create(Deployment.of("a", "x", 1, "i"));
        informer.start();
        informer.resyncEvery(clock, Duration.ofSeconds(30));
        events.clear();
        clock.step(Duration.ofSeconds(29));
        assertEquals(List.of(), events);
        clock.step(Duration.ofSeconds(1));
        assertEquals(List.of("update x 1->1"), events);
        clock.step(Duration.ofSeconds(30));
        assertEquals(List.of("update x 1->1", "update x 1->1"), events);
        informer.stop();
        clock.step(Duration.ofSeconds(60));
        assertEquals(2, events.size());
    }

    @Test
    void stoppedInformerKeepsItsLastContent() {
        informer.start();
        server.deployments().create(Deployment.of("a", "x", 1, "i"));
        informer.stop();
        server.deployments().create(Deployment.of("a", "y", 1, "i"));
        assertEquals(List.of("a/x"), informer.store().listKeys());
    }

    @Test
    void aThrowingHandlerDoesNotStopTheOthers() {
        Informer<Deployment> guarded = new Informer<>(Deployment.KIND, server.deployments());
        List<String> seen = new ArrayList<>();
        guarded.addEventHandler(new ResourceEventHandler<>() {
            @Override
            public void onAdd(Deployment d) {
                throw new IllegalStateException("boom");
            }

            @Override
            public void onUpdate(Deployment o, Deployment n) {
            }

            @Override
            public void onDelete(Deployment d) {
            }
        });
        guarded.addEventHandler(new ResourceEventHandler<>() {
            @Override
            public void onAdd(Deployment d) {
                seen.add(d.metadata().name());
            }

            @Override
            public void onUpdate(Deployment o, Deployment n) {
            }

            @Override
            public void onDelete(Deployment d) {
            }
        });
        guarded.start();
        server.deployments().create(Deployment.of("a", "x", 1, "i"));
        assertEquals(List.of("x"), seen);
        assertEquals(1, guarded.handlerFailures());
    }
}
