package dev.duet.deployment;

import dev.duet.deployment.api.Deployment;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Many events for one key while it is being synced: the queue's dirty set folds them into one more sync. */
class DeploymentControllerBurstTest {
    private static final Duration BOUND = Duration.ofSeconds(10);
    private static final String KEY = "default/web";

    @Test
    void thousandUpdatesDuringASyncLeadToExactlyOneMoreSyncAndNeverTwoAtOnce() throws Exception {
        SyncGate gate = new SyncGate();
        OverlapProbe probe = new OverlapProbe(gate);
        try (Cluster cluster = Cluster.builder().workers(4).interceptor(probe).start()) {
            cluster.apply(Deployment.of("default", "web", 3, "v1"));
            cluster.awaitIdle(BOUND);
            int before = cluster.snapshot().syncs().get(KEY);

            gate.holdNext(KEY);
            relabel(cluster, 0);
            gate.awaitHeld(KEY, BOUND);
            for (int i = 1; i < 1000; i++) {
                relabel(cluster, i);
            }
            ControllerSnapshot held = cluster.snapshot();
            assertEquals(List.of(KEY), held.syncing());
            assertEquals(List.of(), held.queue().queue().queue(), "a key being processed is not queued again");
            assertEquals(List.of(KEY), held.queue().queue().dirty(), "but it is remembered as dirty");
            assertEquals(List.of(KEY), held.queue().queue().processing());

            gate.release(KEY);
            cluster.awaitIdle(BOUND);

            assertEquals(before + 2, cluster.snapshot().syncs().get(KEY), "the held sync and exactly one more");
            assertEquals(1, probe.maxPerKey());
            assertEquals("999", cluster.deployment("default", "web").metadata().labels().get("burst"));
        }
    }

    private static void relabel(Cluster cluster, int i) {
        // A label change is an update event but needs no ReplicaSet change, so it causes no further events.
        cluster.update("default", "web", d -> d.withMetadata(d.metadata().withLabels(
                Map.of("app", "web", "burst", Integer.toString(i)))));
    }
}
