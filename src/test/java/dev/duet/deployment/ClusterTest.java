package dev.duet.deployment;

import dev.duet.clock.FakeClock;
import dev.duet.deployment.api.Deployment;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ClusterTest {
    private static final Duration BOUND = Duration.ofSeconds(10);

    @Test
    void applyCreatesThenReplacesSpecAndLabels() throws Exception {
        try (Cluster cluster = Cluster.builder().start()) {
            Deployment created = cluster.apply(Deployment.of("default", "web", 1, "v1"));
            Deployment desired = Deployment.of("default", "web", 5, "v2");
            Deployment updated = cluster.apply(desired.withMetadata(desired.metadata().withLabels(Map.of("tier", "front"))));
            assertEquals(created.metadata().uid(), updated.metadata().uid());
            assertEquals(desired.spec(), updated.spec());
            assertEquals(Map.of("tier", "front"), updated.metadata().labels());
            assertEquals(2, updated.metadata().generation());
        }
    }

    @Test
    void updateRereadsAfterAConflict() throws Exception {
        // No workers: the controller's own status writes would add conflicts of their own.
        try (Cluster cluster = Cluster.builder().workers(0).start()) {
            cluster.apply(Deployment.of("default", "web", 1, "v1"));
            AtomicInteger attempts = new AtomicInteger();
            Deployment result = cluster.update("default", "web", d -> {
                if (attempts.incrementAndGet() == 1) {
                    // Someone else writes between our read and our write.
                    cluster.server().deployments().update(d.withImage("v-other"));
                }
                return d.withReplicas(4);
            });
            assertEquals(2, attempts.get());
            assertEquals(4, result.spec().replicas());
            assertEquals("v-other", result.spec().template().image(), "the second attempt saw the other write");
        }
    }

    /**
     * awaitIdle returns only once the controller has settled: both workers parked in the queue and the delaying
     * queue's loop waiting, so the state and the lines a demo step records stop with the step. Many rounds of
     * real worker threads: a wait that looked at the queue alone returned while a worker was still between
     * {@code done} and its next {@code get}.
     */
    @Test
    void awaitIdleReturnsOnlyWhenEveryWorkerIsParked() throws Exception {
        FakeClock clock = new FakeClock(Instant.parse("2024-12-11T00:00:00Z"));
        try (Cluster cluster = Cluster.builder().clock(clock).workers(2).start()) {
            cluster.apply(Deployment.of("default", "web", 2, "v1"));
            cluster.apply(Deployment.of("default", "api", 2, "v1"));
            // Settled before the first relabel: a write racing a sync's status write would be a conflict and a
            // retry, which waits for the fake clock.
            cluster.awaitIdle(BOUND);
            for (int round = 0; round < 300; round++) {
                String label = Integer.toString(round);
                for (String name : List.of("web", "api")) {
                    cluster.update("default", name, d -> d.withMetadata(d.metadata().withLabels(Map.of("round", label))));
                }
                cluster.awaitIdle(BOUND);
                assertTrue(cluster.controller().isSettled(), "round " + round + ": awaitIdle returned before the controller settled");
            }
        }
    }

    @Test
    void awaitIdleFailsWithTheSnapshotWhileASyncIsHeld() throws Exception {
        SyncGate gate = new SyncGate();
        try (Cluster cluster = Cluster.builder().interceptor(gate).start()) {
            gate.holdNext("default/web");
            cluster.apply(Deployment.of("default", "web", 1, "v1"));
            gate.awaitHeld("default/web", BOUND);
            IllegalStateException e = assertThrows(IllegalStateException.class,
                    () -> cluster.awaitIdle(Duration.ofMillis(50)));
            assertTrue(e.getMessage().startsWith("the controller is not idle after PT0.05S:\nsyncing=[default/web]"),
                    e.getMessage());
            gate.release("default/web");
            cluster.awaitIdle(BOUND);
        }
    }

    @Test
    void awaitIdleCountsARetryWaitingOnTheClockAsWork() throws Exception {
        FakeClock clock = new FakeClock(Instant.parse("2024-12-11T00:00:00Z"));
        try (Cluster cluster = Cluster.builder().clock(clock).start()) {
            cluster.server().failNextWrites("ReplicaSet", 1);
            cluster.apply(Deployment.of("default", "web", 1, "v1"));
            Await.until(BOUND, () -> !cluster.snapshot().queue().waiting().isEmpty(), () -> "the retry parked");
            IllegalStateException e = assertThrows(IllegalStateException.class,
                    () -> cluster.awaitIdle(Duration.ofMillis(50)));
            assertTrue(e.getMessage().contains("waiting=[default/web@2024-12-11T00:00:00.005Z]"), e.getMessage());
            assertTrue(e.getMessage().contains("retries={default/web=1}"), e.getMessage());
            clock.step(Duration.ofMillis(5));
            cluster.awaitIdle(BOUND);
            assertEquals(1, cluster.replicaSets("default", "web").size());
        }
    }

    /**
     * awaitParked returns with a retry waiting on the clock (where awaitIdle waits for it), and only once the
     * worker that failed is parked in the queue again: many rounds of failing syncs on real worker threads.
     */
    @Test
    void awaitParkedReturnsWithARetryWaitingOnlyOnceTheWorkersAreParked() throws Exception {
        FakeClock clock = new FakeClock(Instant.parse("2024-12-11T00:00:00Z"));
        try (Cluster cluster = Cluster.builder().clock(clock).workers(2).start()) {
            cluster.server().failNextWrites("ReplicaSet", 1000);
            cluster.apply(Deployment.of("default", "web", 1, "v1"));
            var queue = cluster.controller().queue();
            for (int retry = 1; retry <= 12; retry++) {
                int expected = retry;
                Await.until(BOUND, () -> queue.numRequeues("default/web") == expected
                        && cluster.snapshot().queue().waiting().size() == 1, () -> "retry " + expected + " parked");
                cluster.awaitParked(BOUND);
                assertTrue(cluster.controller().isParked(), "retry " + retry + ": awaitParked returned before the workers parked");
                assertEquals(2, queue.condWaiters(), "retry " + retry + ": both workers wait in get");
                assertEquals(1, cluster.snapshot().queue().waiting().size(), "the retry still waits for the clock");
                clock.step(Duration.between(clock.now(), cluster.snapshot().queue().waiting().get(0).readyAt()));
            }
        }
    }

    @Test
    void periodicResyncOnTheClockSyncsEveryDeploymentAgain() throws Exception {
        FakeClock clock = new FakeClock(Instant.parse("2024-12-11T00:00:00Z"));
        try (Cluster cluster = Cluster.builder().clock(clock).resyncPeriod(Duration.ofSeconds(30)).start()) {
            cluster.apply(Deployment.of("default", "web", 1, "v1"));
            cluster.apply(Deployment.of("default", "api", 1, "v1"));
            cluster.awaitIdle(BOUND);
            Map<String, Integer> before = cluster.snapshot().syncs();
            clock.step(Duration.ofSeconds(29));
            cluster.awaitIdle(BOUND);
            assertEquals(before, cluster.snapshot().syncs());
            clock.step(Duration.ofSeconds(1));
            cluster.awaitIdle(BOUND);
            Map<String, Integer> after = cluster.snapshot().syncs();
            assertEquals(before.get("default/web") + 1, after.get("default/web"), "resynced once; ReplicaSet resyncs are ignored");
            assertEquals(before.get("default/api") + 1, after.get("default/api"));
        }
    }

    @Test
    void withoutWorkersADemoStepsTheLoopByHand() throws Exception {
        try (Cluster cluster = Cluster.builder().workers(0).start()) {
            cluster.apply(Deployment.of("default", "web", 2, "v1"));
            assertEquals(List.of("default/web"), cluster.snapshot().queue().queue().queue());
            assertTrue(cluster.controller().processNextWorkItem());
            assertEquals(2, cluster.replicaSets("default", "web").get(0).spec().replicas());
            assertEquals(List.of("default/web"), cluster.snapshot().queue().queue().queue(),
                    "the ReplicaSet events of that sync queued the key again");
            while (cluster.controller().queue().len() > 0) {
                cluster.controller().processNextWorkItem();
            }
            cluster.awaitIdle(BOUND);
            assertEquals(2, cluster.deployment("default", "web").status().readyReplicas());
        }
    }

    @Test
    void closeStopsTheWorkers() throws Exception {
        Cluster cluster = Cluster.builder().workers(3).start();
        cluster.close();
        assertTrue(cluster.controller().queue().shuttingDown());
        assertEquals(false, cluster.controller().processNextWorkItem(), "a shut-down queue hands out nothing");
    }
}
