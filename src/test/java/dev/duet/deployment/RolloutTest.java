package dev.duet.deployment;

import dev.duet.clock.RealClock;
import dev.duet.deployment.api.Deployment;
import dev.duet.deployment.api.DeploymentStatus;
import dev.duet.deployment.api.DeploymentStrategy;
import dev.duet.deployment.api.ReplicaSet;
import dev.duet.deployment.apiserver.ApiServer;
import dev.duet.deployment.apiserver.Readiness;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** One rollout step at a time, straight against the API server (no queue, no workers). */
class RolloutTest {
    private final ApiServer server = new ApiServer(Readiness.MANUAL, RealClock.INSTANCE);
    private final Rollout rollout = new Rollout(server.deployments(), server.replicaSets());

    @Test
    void rollingStepsStayWithinSurgeAndUnavailability() {
        Deployment d = server.deployments().create(Deployment.of("default", "web", 4, "v1")
                .withStrategy(DeploymentStrategy.rollingUpdate(1, 1)));
        step(d);
        assertEquals(Map.of("v1", 4), replicasByImage());
        server.markAllReady();

        d = server.deployments().update(server.deployments().get("default", "web").withImage("v2"));
        step(d);
        assertEquals(Map.of("v1", 3, "v2", 1), replicasByImage(),
                "the new set starts with the one surge pod, and in the same sync one old ready pod may go");
        step(d);
        assertEquals(Map.of("v1", 3, "v2", 2), replicasByImage(), "the total is back under the surge limit");
        step(d);
        assertEquals(Map.of("v1", 3, "v2", 2), replicasByImage(), "nothing moves until a new pod is ready");
        server.markAllReady();
        step(d);
        assertEquals(Map.of("v1", 1, "v2", 2), replicasByImage(), "two ready new pods let two old ones go");
    }

    @Test
    void unreadyOldPodsAreRemovedFirst() {
        Deployment d = server.deployments().create(Deployment.of("default", "web", 3, "v1")
                .withStrategy(DeploymentStrategy.rollingUpdate(1, 1)));
        step(d);
        d = server.deployments().update(server.deployments().get("default", "web").withImage("v2"));
        step(d);
        assertEquals(Map.of("v1", 2, "v2", 1), replicasByImage(),
                "in the sync that creates the new set, an unready old pod goes although no pod at all is ready");
    }

    @Test
    void recreateWaitsForOldPodsToStopBeforeCreatingNewOnes() {
        Deployment d = server.deployments().create(Deployment.of("default", "web", 2, "v1")
                .withStrategy(DeploymentStrategy.recreate()));
        step(d);
        server.markAllReady();
        d = server.deployments().update(server.deployments().get("default", "web").withImage("v2"));
        step(d);
        assertEquals(Map.of("v1", 0), replicasByImage());
        step(d);
        assertEquals(Map.of("v1", 0, "v2", 2), replicasByImage());
    }

    @Test
    void statusSumsTheReplicaSetsAndRecordsTheGeneration() {
        Deployment d = server.deployments().create(Deployment.of("default", "web", 2, "v1"));
        step(d);
        server.markAllReady();
        step(server.deployments().get("default", "web"));
        assertEquals(new DeploymentStatus(2, 2, 2, 1), server.deployments().get("default", "web").status());
    }

    @Test
    void statusOnlySyncChangesNoReplicaSet() {
        Deployment d = server.deployments().create(Deployment.of("default", "web", 2, "v1"));
        step(d);
        d = server.deployments().update(server.deployments().get("default", "web").withReplicas(5));
        rollout.syncStatusOnly(d, owned());
        assertEquals(Map.of("v1", 2), replicasByImage());
    }

    /** One sync's worth of rollout, with the ReplicaSets as the cache would show them. */
    private void step(Deployment stale) {
        Deployment d = server.deployments().get("default", stale.metadata().name());
        switch (d.spec().strategy().type()) {
            case RECREATE -> rollout.rolloutRecreate(d, owned());
            case ROLLING_UPDATE -> rollout.rolloutRolling(d, owned());
        }
    }

    private List<ReplicaSet> owned() {
        return server.replicaSets().list("default").items();
    }

    private Map<String, Integer> replicasByImage() {
        Map<String, Integer> byImage = new TreeMap<>();
        for (ReplicaSet rs : owned()) {
            byImage.merge(rs.spec().template().image(), rs.spec().replicas(), Integer::sum);
        }
        return byImage;
    }
}
