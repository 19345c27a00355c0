package dev.duet.deployment;

import dev.duet.deployment.api.Deployment;
import dev.duet.deployment.api.DeploymentStatus;
import dev.duet.deployment.api.DeploymentStrategy;
import dev.duet.deployment.api.ObjectMeta;
import dev.duet.deployment.api.OwnerReference;
import dev.duet.deployment.api.PodTemplate;
import dev.duet.deployment.api.ReplicaSet;
import dev.duet.deployment.api.ReplicaSetSpec;
import dev.duet.deployment.apiserver.Readiness;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Scenarios through the API server: what a user does, and what the controller makes of it. */
class DeploymentControllerTest {
    private static final Duration BOUND = Duration.ofSeconds(10);
    private final RecordingLogSink log = new RecordingLogSink();
    private Cluster cluster;

    @AfterEach
    void stop() throws InterruptedException {
        if (cluster != null) {
            cluster.close();
        }
    }

    @Test
    void createdDeploymentGetsAReplicaSetWithItsReplicasAndTemplateHash() {
        cluster = Cluster.builder().log(log).start();
        cluster.apply(Deployment.of("default", "web", 3, "nginx:1.26"));
        cluster.awaitIdle(BOUND);

        List<ReplicaSet> replicaSets = cluster.replicaSets("default", "web");
        assertEquals(1, replicaSets.size());
        ReplicaSet rs = replicaSets.get(0);
        String hash = rs.metadata().labels().get(TemplateHash.LABEL);
        assertEquals("web-" + hash, rs.metadata().name());
        assertEquals(Map.of("app", "web", TemplateHash.LABEL, hash), rs.spec().selector());
        assertEquals(3, rs.spec().replicas());
        assertEquals("nginx:1.26", rs.spec().template().image());
        assertEquals(new DeploymentStatus(3, 3, 3, 1), cluster.deployment("default", "web").status());
    }

    @Test
    void rollingUpdateCreatesANewReplicaSetAndScalesTheOldOneToZero() {
        cluster = Cluster.builder().log(log).start();
        cluster.apply(Deployment.of("default", "web", 3, "nginx:1.26")
                .withStrategy(DeploymentStrategy.rollingUpdate(1, 1)));
        cluster.awaitIdle(BOUND);
        cluster.setImage("default", "web", "nginx:1.27");
        cluster.awaitIdle(BOUND);

        assertEquals(Map.of("nginx:1.26", 0, "nginx:1.27", 3), replicasByImage());
        assertEquals(new DeploymentStatus(3, 3, 3, 2), cluster.deployment("default", "web").status());
    }

    @Test
    void rollingUpdateNeverExceedsSurgeNorDropsBelowAvailability() {
        cluster = Cluster.builder().log(log).readiness(Readiness.MANUAL).start();
        cluster.apply(Deployment.of("default", "web", 4, "v1").withStrategy(DeploymentStrategy.rollingUpdate(1, 1)));
        cluster.awaitIdle(BOUND);
        cluster.server().markAllReady();
        cluster.awaitIdle(BOUND);
        cluster.setImage("default", "web", "v2");
        int steps = 0;
        while (!replicasByImage().equals(Map.of("v1", 0, "v2", 4))) {
            cluster.awaitIdle(BOUND);
            List<ReplicaSet> all = cluster.replicaSets("default", "web");
            int total = all.stream().mapToInt(rs -> rs.spec().replicas()).sum();
            int ready = all.stream().mapToInt(rs -> Math.min(rs.status().readyReplicas(), rs.spec().replicas())).sum();
            assertTrue(total <= 4 + 1, "surge exceeded: " + all);
            assertTrue(ready >= 4 - 1, "too many unavailable: " + all);
            cluster.server().markAllReady();
            assertTrue(++steps < 20, "rollout does not converge: " + all);
        }
        assertTrue(steps >= 2, "a rolling update of 4 pods with surge 1 takes several steps");
    }

    @Test
    void rollingUpdateWaitsForNewPodsWhenNothingMayBeUnavailable() {
        cluster = Cluster.builder().log(log).readiness(Readiness.MANUAL).start();
        cluster.apply(Deployment.of("default", "web", 2, "v1").withStrategy(DeploymentStrategy.rollingUpdate(1, 0)));
        cluster.awaitIdle(BOUND);
        cluster.server().markAllReady();
        cluster.awaitIdle(BOUND);
        cluster.setImage("default", "web", "v2");
        cluster.awaitIdle(BOUND);

        assertEquals(Map.of("v1", 2, "v2", 1), replicasByImage(), "one surge pod, no old pod removed yet");
    }

    @Test
    void recreateScalesOldToZeroBeforeCreatingTheNewReplicaSet() {
        cluster = Cluster.builder().log(log).interceptor(new SyncInterceptor() {
            @Override
            public Exception around(String key, SyncHandler sync) {
                Exception result = sync.sync(key);
                Map<String, Integer> now = replicasByImage();
                if (now.getOrDefault("v2", 0) > 0 && now.getOrDefault("v1", 0) > 0) {
                    return new IllegalStateException("old and new pods side by side: " + now);
                }
                return result;
            }
        }).start();
        cluster.apply(Deployment.of("default", "web", 3, "v1").withStrategy(DeploymentStrategy.recreate()));
        cluster.awaitIdle(BOUND);
        cluster.setImage("default", "web", "v2");
        cluster.awaitIdle(BOUND);

        assertEquals(Map.of("v1", 0, "v2", 3), replicasByImage());
        assertEquals(List.of(), log.linesContaining("side by side"));
    }

    @Test
    void scalingChangesTheCurrentReplicaSetOnly() {
        cluster = Cluster.builder().log(log).start();
        cluster.apply(Deployment.of("default", "web", 3, "v1"));
        cluster.awaitIdle(BOUND);
        cluster.scale("default", "web", 7);
        cluster.awaitIdle(BOUND);
        assertEquals(Map.of("v1", 7), replicasByImage());
        cluster.scale("default", "web", 2);
        cluster.awaitIdle(BOUND);
        assertEquals(Map.of("v1", 2), replicasByImage());
        assertEquals(1, cluster.replicaSets("default", "web").size());
    }

    @Test
    void deletedDeploymentLosesItsReplicaSetsAndItsKeyIsSyncedAsDeleted() {
        cluster = Cluster.builder().log(log).start();
        cluster.apply(Deployment.of("default", "web", 3, "v1"));
        cluster.awaitIdle(BOUND);
        cluster.delete("default", "web");
        cluster.awaitIdle(BOUND);

        assertEquals(List.of(), cluster.replicaSets("default", "web"));
        assertEquals(List.of("I Deployment default/web has been deleted"), log.linesContaining("has been deleted"));
        assertEquals(Map.of(), cluster.snapshot().replicaSets());
    }

    @Test
    void aDeploymentMarkedForDeletionOnlyGetsItsStatusSynced() {
        cluster = Cluster.builder().log(log).start();
        Deployment web = Deployment.of("default", "web", 3, "v1");
        cluster.apply(web.withMetadata(web.metadata().withFinalizers(List.of("example.com/hold"))));
        cluster.awaitIdle(BOUND);
        cluster.delete("default", "web");
        cluster.scale("default", "web", 5);
        cluster.awaitIdle(BOUND);

        Deployment marked = cluster.deployment("default", "web");
        assertEquals(Map.of("v1", 3), replicasByImage(), "no scaling while the Deployment is being deleted");
        assertEquals(new DeploymentStatus(3, 3, 3, 2), marked.status(), "but the status is kept current");

        cluster.update("default", "web", d -> d.withMetadata(d.metadata().withFinalizers(List.of())));
        cluster.awaitIdle(BOUND);
        assertEquals(List.of(), cluster.replicaSets("default", "web"));
        assertEquals(List.of("I Deployment default/web has been deleted"), log.linesContaining("has been deleted"));
    }

    @Test
    void aCrashingSyncIsLoggedAndTheWorkerCarriesOnWithTheKeyMarkedDone() {
        AtomicBoolean crashed = new AtomicBoolean();
        cluster = Cluster.builder().log(log).interceptor((key, sync) -> {
            if (crashed.compareAndSet(false, true)) {
                throw new IllegalStateException("boom");
            }
            return sync.sync(key);
        }).start();
        cluster.apply(Deployment.of("default", "web", 1, "v1"));
        // The worker logs the crash after the key is done, so wait for the line rather than for idleness.
        Await.until(BOUND, () -> !log.linesContaining("boom").isEmpty(), () -> "the crash logged");
        cluster.awaitIdle(BOUND);
        assertEquals(List.of("E worker recovered from java.lang.IllegalStateException: boom"), log.linesContaining("boom"));
        assertEquals(List.of(), cluster.replicaSets("default", "web"), "a crash is not retried");

        cluster.scale("default", "web", 2);
        cluster.awaitIdle(BOUND);
        assertEquals(Map.of("v1", 2), replicasByImage(), "the same worker syncs the key again");
    }

    @Test
    void aReplicaSetChangeWakesItsOwner() {
        cluster = Cluster.builder().log(log).start();
        cluster.apply(Deployment.of("default", "web", 3, "v1"));
        cluster.awaitIdle(BOUND);
        int before = cluster.snapshot().syncs().get("default/web");
        ReplicaSet rs = cluster.replicaSets("default", "web").get(0);
        cluster.server().replicaSets().update(rs.withReplicas(10));
        cluster.awaitIdle(BOUND);

        assertTrue(cluster.snapshot().syncs().get("default/web") > before);
        assertEquals(3, cluster.replicaSets("default", "web").get(0).spec().replicas(), "the owner scaled it back");
    }

    @Test
    void aReplicaSetOfAnotherOwnerDoesNotWakeADeployment() {
        cluster = Cluster.builder().log(log).start();
        cluster.apply(Deployment.of("default", "web", 1, "v1"));
        cluster.apply(Deployment.of("default", "api", 1, "v1"));
        cluster.awaitIdle(BOUND);
        int webBefore = cluster.snapshot().syncs().get("default/web");
        cluster.scale("default", "api", 2);
        cluster.awaitIdle(BOUND);
        assertEquals(webBefore, cluster.snapshot().syncs().get("default/web"));
    }

    @Test
    void aReplicaSetNamingAnOwnerByAStaleUidWakesNobodyButAnOrphanWakesItsSelector() {
        cluster = Cluster.builder().log(log).start();
        cluster.apply(Deployment.of("default", "web", 1, "v1"));
        cluster.awaitIdle(BOUND);
        int before = cluster.snapshot().syncs().get("default/web");
        Map<String, String> labels = Map.of("app", "web", "extra", "x");
        PodTemplate template = PodTemplate.of(labels, "other");
        cluster.server().replicaSets().create(new ReplicaSet(ObjectMeta.of("default", "stale", labels)
                .withOwnerReferences(List.of(new OwnerReference(Deployment.KIND, "web", "uid-999", true))),
                ReplicaSetSpec.of(1, labels, template), null));
        cluster.awaitIdle(BOUND);
        assertEquals(before, cluster.snapshot().syncs().get("default/web"), "a stale owner reference wakes nobody");

        cluster.server().replicaSets().create(new ReplicaSet(ObjectMeta.of("default", "orphan", labels),
                ReplicaSetSpec.of(1, labels, template), null));
        cluster.awaitIdle(BOUND);
        assertTrue(cluster.snapshot().syncs().get("default/web") > before, "an orphan wakes the Deployment selecting it");
    }

    private Map<String, Integer> replicasByImage() {
        Map<String, Integer> byImage = new TreeMap<>();
        for (ReplicaSet rs : cluster.replicaSets("default", "web")) {
            byImage.merge(rs.spec().template().image(), rs.spec().replicas(), Integer::sum);
        }
        return byImage;
    }
}
