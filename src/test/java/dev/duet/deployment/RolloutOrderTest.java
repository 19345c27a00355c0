package dev.duet.deployment;

import dev.duet.clock.FakeClock;
import dev.duet.deployment.api.Deployment;
import dev.duet.deployment.api.DeploymentStrategy;
import dev.duet.deployment.api.ReplicaSet;
import dev.duet.deployment.apiserver.ApiServer;
import dev.duet.deployment.apiserver.Readiness;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Which old ReplicaSet gives up pods first, and how many syncs a rolling update takes: both as upstream's
 * rolling.go at v1.32.0 does it. The images v1, v2, v3 give ReplicaSet names that sort in the reverse of their age
 * (checked below), so a port that went by name would pick the wrong one.
 */
class RolloutOrderTest {
    private static final Instant START = Instant.parse("2026-01-01T00:00:00Z");
    private final FakeClock clock = new FakeClock(START);

    @Test
    void theImagesNameTheirReplicaSetsInTheReverseOfTheirAge() {
        String v1 = Rollout.newReplicaSetName(Deployment.of("default", "web", 3, "v1"));
        String v2 = Rollout.newReplicaSetName(Deployment.of("default", "web", 3, "v2"));
        String v3 = Rollout.newReplicaSetName(Deployment.of("default", "web", 3, "v3"));
        assertTrue(v3.compareTo(v2) < 0 && v2.compareTo(v1) < 0, v1 + " " + v2 + " " + v3);
    }

    /** The scenario: one ready old pod may go, and it is v1's, the oldest, not v2's, first by name. */
    @Test
    void theOldestReplicaSetGivesUpTheSpareReadyPod() {
        ApiServer server = new ApiServer(Readiness.MANUAL, clock);
        Rollout rollout = new Rollout(server.deployments(), server.replicaSets());
        server.deployments().create(Deployment.of("default", "web", 3, "v1")
                .withStrategy(DeploymentStrategy.rollingUpdate(1, 0)));
        step(server, rollout);
        server.markAllReady();

        clock.step(Duration.ofMinutes(10));
        setImage(server, "v2");
        step(server, rollout);
        assertEquals(Map.of("v1", 3, "v2", 1), replicasByImage(server), "the surge pod, and nothing may go yet");
        server.markAllReady();

        clock.step(Duration.ofMinutes(10));
        setImage(server, "v3");
        step(server, rollout);
        // 4 pods, all ready, minimum 3 available: one may go. The sync that creates v3 (with no room to surge)
        // goes on to scale down, and takes the pod from the oldest set.
        assertEquals(Map.of("v1", 2, "v2", 1, "v3", 0), replicasByImage(server));
        assertEquals(Map.of("v1", START, "v2", START.plus(Duration.ofMinutes(10)),
                "v3", START.plus(Duration.ofMinutes(20))), createdByImage(server));
    }

    /** cleanupUnhealthyReplicas sorts too: with room for one, the oldest set's unavailable pod goes. */
    @Test
    void theOldestReplicaSetLosesItsUnavailablePodFirst() {
        ApiServer server = new ApiServer(Readiness.MANUAL, clock);
        Rollout rollout = new Rollout(server.deployments(), server.replicaSets());
        server.deployments().create(Deployment.of("default", "web", 3, "v1")
                .withStrategy(DeploymentStrategy.rollingUpdate(1, 1)));
        step(server, rollout);

        clock.step(Duration.ofMinutes(10));
        setImage(server, "v2");
        step(server, rollout);
        assertEquals(Map.of("v1", 2, "v2", 1), replicasByImage(server));

        clock.step(Duration.ofMinutes(10));
        setImage(server, "v3");
        step(server, rollout);
        // No pod is ready. 4 pods, minimum 2 available, v3's one pod unavailable: 4 - 2 - 1 = 1 may go, taken
        // from the unavailable pods of the oldest set.
        assertEquals(Map.of("v1", 1, "v2", 1, "v3", 1), replicasByImage(server));
    }

    /** Created within the same second, two ReplicaSets tie on creationTimestamp, and the name decides. */
    @Test
    void replicaSetsCreatedInTheSameSecondGoInNameOrder() {
        ApiServer server = new ApiServer(Readiness.MANUAL, clock);
        Rollout rollout = new Rollout(server.deployments(), server.replicaSets());
        server.deployments().create(Deployment.of("default", "web", 3, "v1")
                .withStrategy(DeploymentStrategy.rollingUpdate(1, 0)));
        step(server, rollout);
        server.markAllReady();

        clock.step(Duration.ofMillis(400));
        setImage(server, "v2");
        step(server, rollout);
        server.markAllReady();

        clock.step(Duration.ofMinutes(10));
        setImage(server, "v3");
        step(server, rollout);
        assertEquals(Map.of("v1", 3, "v2", 0, "v3", 0), replicasByImage(server), "v2's name sorts before v1's");
    }

    /**
     * The number of syncs of a simple rolling update, each sync seeing the results of the one before (pods are
     * ready as soon as a ReplicaSet asks for them): 3 replicas, maxSurge 0, maxUnavailable 1, image v1 to v2.
     *
     * <p>Upstream, reasoned from rolling.go: sync 1 has no new ReplicaSet, so getAllReplicaSetsAndSyncRevision
     * creates it with NewRSNewReplicas = 0 (the 3 old pods already fill replicas + maxSurge) and returns it;
     * reconcileNewReplicaSet finds nothing to scale up; reconcileOldReplicaSets computes maxScaledDown = 3 pods - 2
     * minimum available - 0 unavailable new pods = 1 and scaleDownOldReplicaSetsForRollingUpdate takes one (3
     * available - 2) old pod: old 3 to 2, in the creating sync. From then on a sync scales up (the total is under 3)
     * or, when it is not, scales down one available pod, and returns: sync 2 new 0 to 1, 3 old 2 to 1, 4 new 1 to 2,
     * 5 old 1 to 0, 6 new 2 to 3; sync 7 finds no old pods and nothing to scale (it only writes the status). Seven
     * syncs, six of which scale; a port that returned right after creating would need eight.
     */
    @Test
    void aSimpleRollingUpdateTakesAsManySyncsAsUpstream() {
        ApiServer server = new ApiServer(Readiness.IMMEDIATE, clock);
        Rollout rollout = new Rollout(server.deployments(), server.replicaSets());
        server.deployments().create(Deployment.of("default", "web", 3, "v1")
                .withStrategy(DeploymentStrategy.rollingUpdate(0, 1)));
        step(server, rollout);
        clock.step(Duration.ofMinutes(10));
        setImage(server, "v2");

        List<Map<String, Integer>> states = new ArrayList<>();
        Map<String, Integer> before = replicasByImage(server);
        for (int sync = 1; sync <= 20; sync++) {
            step(server, rollout);
            Map<String, Integer> after = replicasByImage(server);
            if (after.equals(before)) {
                break;
            }
            states.add(after);
            before = after;
        }
        assertEquals(List.of(
                Map.of("v1", 2, "v2", 0),
                Map.of("v1", 2, "v2", 1),
                Map.of("v1", 1, "v2", 1),
                Map.of("v1", 1, "v2", 2),
                Map.of("v1", 0, "v2", 2),
                Map.of("v1", 0, "v2", 3)), states, "six syncs that scale, then one that finds nothing to do");
    }

    /** One sync's worth of rollout, with the ReplicaSets as the cache would show them. */
    private static void step(ApiServer server, Rollout rollout) {
        rollout.rolloutRolling(server.deployments().get("default", "web"), server.replicaSets().list("default").items());
    }

    private static void setImage(ApiServer server, String image) {
        server.deployments().update(server.deployments().get("default", "web").withImage(image));
    }

    private static Map<String, Integer> replicasByImage(ApiServer server) {
        Map<String, Integer> byImage = new TreeMap<>();
        for (ReplicaSet rs : server.replicaSets().list("default").items()) {
            byImage.put(rs.spec().template().image(), rs.spec().replicas());
        }
        return byImage;
    }

    private static Map<String, Instant> createdByImage(ApiServer server) {
        Map<String, Instant> byImage = new TreeMap<>();
        for (ReplicaSet rs : server.replicaSets().list("default").items()) {
            byImage.put(rs.spec().template().image(), rs.metadata().creationTimestamp());
        }
        return byImage;
    }
}
