package dev.duet.deployment;

import dev.duet.clock.FakeClock;
import dev.duet.deployment.api.Deployment;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ControllerSnapshotTest {
    private static final Duration BOUND = Duration.ofSeconds(10);

    @Test
    void idleClusterPrintsTheSameTextEveryTime() throws Exception {
        String first = settledSnapshot();
        String second = settledSnapshot();
        assertEquals(first, second);
        String web = "web-" + TemplateHash.of(Deployment.of("default", "web", 2, "nginx:1.27").spec().template());
        String old = "web-" + TemplateHash.of(Deployment.of("default", "web", 2, "nginx:1.26").spec().template());
        String expectedSets = old.compareTo(web) < 0
                ? "[" + old + " 0/0 nginx:1.26, " + web + " 2/2 nginx:1.27]"
                : "[" + web + " 2/2 nginx:1.27, " + old + " 0/0 nginx:1.26]";
        assertEquals("syncing=[]\n"
                + "queue=[] dirty=[] processing=[] shuttingDown=false waiting=[]\n"
                + "retries={}\n"
                + "syncs={default/api=3, default/web=9}\n"
                + "replicaSets={default/api=[api-" + TemplateHash.of(Deployment.of("default", "api", 1, "img").spec().template())
                + " 1/1 img], default/web=" + expectedSets + "}", first);
    }

    @Test
    void heldSyncShowsAsSyncingAndItsNewEventsAsDirty() throws Exception {
        SyncGate gate = new SyncGate();
        try (Cluster cluster = Cluster.builder().interceptor(gate).start()) {
            gate.holdNext("default/web");
            cluster.apply(Deployment.of("default", "web", 1, "v1"));
            gate.awaitHeld("default/web", BOUND);
            cluster.scale("default", "web", 2);
            ControllerSnapshot snapshot = cluster.snapshot();
            assertEquals("syncing=[default/web]\n"
                    + "queue=[] dirty=[default/web] processing=[default/web] shuttingDown=false waiting=[]\n"
                    + "retries={}\n"
                    + "syncs={default/web=1}\n"
                    + "replicaSets={}", snapshot.toString());
            gate.release("default/web");
            cluster.awaitIdle(BOUND);
        }
    }

    private static String settledSnapshot() throws InterruptedException {
        try (Cluster cluster = Cluster.builder().clock(new FakeClock(Instant.parse("2024-12-11T00:00:00Z"))).start()) {
            cluster.apply(Deployment.of("default", "api", 1, "img"));
            cluster.apply(Deployment.of("default", "web", 2, "nginx:1.26"));
            cluster.awaitIdle(BOUND);
            cluster.setImage("default", "web", "nginx:1.27");
            cluster.awaitIdle(BOUND);
            return cluster.snapshot().toString();
        }
    }
}
