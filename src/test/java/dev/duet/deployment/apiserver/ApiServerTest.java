package dev.duet.deployment.apiserver;

import dev.duet.deployment.api.Deployment;
import dev.duet.deployment.api.DeploymentStatus;
import dev.duet.deployment.api.ObjectMeta;
import dev.duet.deployment.api.OwnerReference;
import dev.duet.deployment.api.PodTemplate;
import dev.duet.deployment.api.ReplicaSet;
import dev.duet.deployment.api.ReplicaSetSpec;
import dev.duet.clock.FakeClock;
import dev.duet.clock.RealClock;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ApiServerTest {
    private final ApiServer server = new ApiServer();

    @Test
    void createAssignsUidGenerationAndResourceVersion() {
        Deployment created = server.deployments().create(Deployment.of("default", "web", 3, "nginx:1"));
        assertEquals("uid-1", created.metadata().uid());
        assertEquals(1, created.metadata().generation());
        assertEquals(1, created.metadata().resourceVersion());
        assertEquals(created, server.deployments().get("default", "web"));
    }

    @Test
    void creationTimestampComesFromTheClockInWholeSecondsAndSurvivesUpdates() {
        FakeClock clock = new FakeClock(Instant.parse("2026-01-01T00:00:00.750Z"));
        ApiServer timed = new ApiServer(Readiness.IMMEDIATE, clock);
        Deployment created = timed.deployments().create(Deployment.of("default", "web", 3, "nginx:1"));
        assertEquals(Instant.parse("2026-01-01T00:00:00Z"), created.metadata().creationTimestamp());

        clock.step(Duration.ofMinutes(10));
        Deployment scaled = created.withReplicas(4);
        Deployment forged = scaled.withMetadata(scaled.metadata().withCreationTimestamp(clock.now()));
        Deployment updated = timed.deployments().update(forged);
        assertEquals(Instant.parse("2026-01-01T00:00:00Z"), updated.metadata().creationTimestamp(),
                "the server owns the creation timestamp; a client cannot move it");
        assertEquals(Instant.parse("2026-01-01T00:10:00Z"), timed.deployments()
                .create(Deployment.of("default", "api", 1, "nginx:1")).metadata().creationTimestamp());
    }

    @Test
    void createTwiceIsAlreadyExists() {
        server.deployments().create(Deployment.of("default", "web", 3, "nginx:1"));
        ApiException e = assertThrows(ApiException.class,
                () -> server.deployments().create(Deployment.of("default", "web", 1, "nginx:2")));
        assertTrue(ApiException.isAlreadyExists(e));
    }

    @Test
    void updateWithStaleResourceVersionIsConflict() {
        Deployment v1 = server.deployments().create(Deployment.of("default", "web", 3, "nginx:1"));
        server.deployments().update(v1.withReplicas(4));
        ApiException e = assertThrows(ApiException.class, () -> server.deployments().update(v1.withReplicas(5)));
        assertTrue(ApiException.isConflict(e), e.getMessage());
        assertEquals(4, server.deployments().get("default", "web").spec().replicas());
    }

    @Test
    void specChangeBumpsGenerationButLabelChangeDoesNot() {
        Deployment v1 = server.deployments().create(Deployment.of("default", "web", 3, "nginx:1"));
        Deployment v2 = server.deployments().update(v1.withMetadata(v1.metadata().withLabels(Map.of("team", "a"))));
        assertEquals(1, v2.metadata().generation());
        Deployment v3 = server.deployments().update(v2.withImage("nginx:2"));
        assertEquals(2, v3.metadata().generation());
    }

    @Test
    void updateKeepsStatusAndUpdateStatusKeepsSpec() {
        Deployment v1 = server.deployments().create(Deployment.of("default", "web", 3, "nginx:1"));
        Deployment v2 = server.deployments().updateStatus(
                v1.withReplicas(99).withStatus(new DeploymentStatus(3, 3, 3, 1)));
        assertEquals(3, v2.spec().replicas());
        assertEquals(3, v2.status().readyReplicas());
        Deployment v3 = server.deployments().update(v2.withStatus(DeploymentStatus.EMPTY));
        assertEquals(3, v3.status().readyReplicas());
    }

    @Test
    void invalidSelectorIsRefused() {
        Deployment d = Deployment.of("default", "web", 3, "nginx:1");
        Deployment bad = d.withSpec(d.spec().withTemplate(d.spec().template().withLabels(Map.of("app", "other"))));
        ApiException e = assertThrows(ApiException.class, () -> server.deployments().create(bad));
        assertEquals(ApiException.Reason.INVALID, e.reason());
    }

    @Test
    void deleteOfMissingObjectIsNotFound() {
        ApiException e = assertThrows(ApiException.class, () -> server.deployments().delete("default", "none"));
        assertTrue(ApiException.isNotFound(e));
    }

    @Test
    void watchDeliversEveryChangeInResourceVersionOrder() {
        List<Long> versions = new ArrayList<>();
        List<WatchEvent.Type> types = new ArrayList<>();
        server.deployments().watch(0, event -> {
            versions.add(event.object().metadata().resourceVersion());
            types.add(event.type());
        });
        Deployment d = server.deployments().create(Deployment.of("default", "web", 3, "nginx:1"));
        d = server.deployments().update(d.withReplicas(2));
        server.deployments().delete("default", "web");
        assertEquals(List.of(1L, 2L, 3L), versions);
        assertEquals(List.of(WatchEvent.Type.ADDED, WatchEvent.Type.MODIFIED, WatchEvent.Type.DELETED), types);
    }

    @Test
    void watchFromAResourceVersionReplaysOnlyLaterChanges() {
        Deployment d = server.deployments().create(Deployment.of("default", "web", 3, "nginx:1"));
        ListResult<Deployment> listed = server.deployments().list(null);
        d = server.deployments().update(d.withReplicas(2));
        List<Long> seen = new ArrayList<>();
        Watch watch = server.deployments().watch(listed.resourceVersion(),
                event -> seen.add(event.object().metadata().resourceVersion()));
        server.deployments().update(d.withReplicas(1));
        watch.stop();
        server.deployments().delete("default", "web");
        assertEquals(List.of(2L, 3L), seen);
    }

    @Test
    void watchFromCompactedHistoryExpiresButAListedVersionStillWorks() {
        ApiServer small = new ApiServer(Readiness.IMMEDIATE, RealClock.INSTANCE, 3);
        Deployment d = small.deployments().create(Deployment.of("default", "web", 0, "i"));
        for (int i = 1; i <= 5; i++) {
            d = small.deployments().update(d.withReplicas(i));
        }
        ApiException e = assertThrows(ApiException.class, () -> small.deployments().watch(0, event -> { }));
        assertEquals(ApiException.Reason.EXPIRED, e.reason());
        List<Long> seen = new ArrayList<>();
        small.deployments().watch(3, event -> seen.add(event.object().metadata().resourceVersion()));
        assertEquals(List.of(4L, 5L, 6L), seen, "the last three changes are still there");
        ListResult<Deployment> listed = small.deployments().list(null);
        small.deployments().watch(listed.resourceVersion(), event -> { });
    }

    @Test
    void concurrentWritersAreSeenByAWatchInStrictlyIncreasingOrder() throws Exception {
        List<Long> seen = new ArrayList<>();
        server.deployments().watch(0, event -> seen.add(event.object().metadata().resourceVersion()));
        int threads = 4;
        int perThread = 200;
        CountDownLatch start = new CountDownLatch(1);
        List<Thread> writers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            String name = "d" + t;
            Thread writer = new Thread(() -> {
                try {
                    start.await();
                    Deployment d = server.deployments().create(Deployment.of("default", name, 0, "img"));
                    for (int i = 1; i < perThread; i++) {
                        d = server.deployments().update(d.withReplicas(i));
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            writer.start();
            writers.add(writer);
        }
        start.countDown();
        for (Thread writer : writers) {
            writer.join();
        }
        assertEquals(threads * perThread, seen.size());
        for (int i = 0; i < seen.size(); i++) {
            assertEquals(i + 1, seen.get(i));
        }
    }

    @Test
    void deletingADeploymentDeletesItsReplicaSets() {
        Deployment d = server.deployments().create(Deployment.of("default", "web", 3, "nginx:1"));
        server.replicaSets().create(replicaSetOf(d, "web-abc", 3));
        server.replicaSets().create(new ReplicaSet(ObjectMeta.of("default", "stranger", Map.of("app", "x")),
                ReplicaSetSpec.of(1, Map.of("app", "x"), PodTemplate.of(Map.of("app", "x"), "i")), null));
        server.deployments().delete("default", "web");
        List<String> left = server.replicaSets().list("default").items().stream().map(rs -> rs.metadata().name()).toList();
        assertEquals(List.of("stranger"), left);
    }

    @Test
    void finalizersTurnDeleteIntoAMarkUntilTheLastOneIsRemoved() {
        FakeClock clock = new FakeClock(Instant.parse("2024-12-11T00:00:00Z"));
        ApiServer held = new ApiServer(Readiness.IMMEDIATE, clock);
        List<String> events = new ArrayList<>();
        held.deployments().watch(0, e -> events.add(e.type() + " " + e.object().metadata().deletionTimestamp()));
        Deployment d = Deployment.of("default", "web", 1, "i");
        d = held.deployments().create(d.withMetadata(d.metadata().withFinalizers(List.of("example.com/hold"))));
        held.replicaSets().create(replicaSetOf(d, "web-abc", 1));

        held.deployments().delete("default", "web");
        clock.step(Duration.ofSeconds(5));
        held.deployments().delete("default", "web");
        Deployment marked = held.deployments().get("default", "web");
        assertEquals(Instant.parse("2024-12-11T00:00:00Z"), marked.metadata().deletionTimestamp(), "the first mark stays");
        assertEquals(1, held.replicaSets().list("default").items().size(), "dependents stay while the owner does");

        held.deployments().update(marked.withMetadata(marked.metadata().withFinalizers(List.of())));
        assertTrue(ApiException.isNotFound(assertThrows(ApiException.class, () -> held.deployments().get("default", "web"))));
        assertEquals(List.of(), held.replicaSets().list("default").items());
        assertEquals(List.of("ADDED null", "MODIFIED 2024-12-11T00:00:00Z", "DELETED 2024-12-11T00:00:00Z"), events);
    }

    @Test
    void updateCannotSetOrClearTheDeletionTimestamp() {
        Deployment d = server.deployments().create(Deployment.of("default", "web", 1, "i"));
        Deployment updated = server.deployments().update(d.withMetadata(d.metadata().withDeletionTimestamp(Instant.EPOCH)));
        assertEquals(null, updated.metadata().deletionTimestamp());
    }

    @Test
    void immediateReadinessReportsDesiredPodsAsReady() {
        Deployment d = server.deployments().create(Deployment.of("default", "web", 3, "nginx:1"));
        server.replicaSets().create(replicaSetOf(d, "web-abc", 3));
        ReplicaSet rs = server.replicaSets().get("default", "web-abc");
        assertEquals(3, rs.status().readyReplicas());
        assertEquals(3, rs.status().replicas());
    }

    @Test
    void manualReadinessWaitsForMarkReadyAndScaleDownIsImmediate() {
        server.setReadiness(Readiness.MANUAL);
        Deployment d = server.deployments().create(Deployment.of("default", "web", 3, "nginx:1"));
        ReplicaSet rs = server.replicaSets().create(replicaSetOf(d, "web-abc", 3));
        assertEquals(0, server.replicaSets().get("default", "web-abc").status().readyReplicas());
        server.markReady("default", "web-abc");
        rs = server.replicaSets().get("default", "web-abc");
        assertEquals(3, rs.status().readyReplicas());
        server.replicaSets().update(rs.withReplicas(1));
        assertEquals(1, server.replicaSets().get("default", "web-abc").status().readyReplicas());
    }

    @Test
    void injectedFaultsFailTheNextWritesOfOneKindOnly() {
        server.failNextWrites(ReplicaSet.KIND, 2);
        Deployment d = server.deployments().create(Deployment.of("default", "web", 3, "nginx:1"));
        ApiException first = assertThrows(ApiException.class, () -> server.replicaSets().create(replicaSetOf(d, "a", 1)));
        assertEquals(ApiException.Reason.INTERNAL_ERROR, first.reason());
        assertThrows(ApiException.class, () -> server.replicaSets().create(replicaSetOf(d, "a", 1)));
        server.replicaSets().create(replicaSetOf(d, "a", 1));
        assertEquals(2, server.injectedFailures());
    }

    @Test
    void failedWritesChangeNothing() {
        AtomicInteger events = new AtomicInteger();
        server.deployments().watch(0, event -> events.incrementAndGet());
        long before = server.resourceVersion();
        server.failNextWrites(1);
        assertThrows(ApiException.class, () -> server.deployments().create(Deployment.of("default", "web", 1, "i")));
        assertEquals(before, server.resourceVersion());
        assertEquals(0, events.get());
        assertNotEquals(0, server.deployments().create(Deployment.of("default", "web", 1, "i")).metadata().resourceVersion());
    }

    static ReplicaSet replicaSetOf(Deployment owner, String name, int replicas) {
        return new ReplicaSet(ObjectMeta.of("default", name, owner.spec().selector())
                .withOwnerReferences(List.of(OwnerReference.controlledBy(owner))),
                new ReplicaSetSpec(replicas, owner.spec().selector(), owner.spec().template()), null);
    }
}
