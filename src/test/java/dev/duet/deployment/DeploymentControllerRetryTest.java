package dev.duet.deployment;

import dev.duet.clock.FakeClock;
import dev.duet.deployment.api.Deployment;
import dev.duet.deployment.api.ReplicaSet;
import dev.duet.workqueue.RateLimiters;
import dev.duet.workqueue.TypedRateLimiter;
import dev.duet.workqueue.WaitingItem;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A sync that keeps failing is retried with doubling delays on the fake clock, then dropped. */
class DeploymentControllerRetryTest {
    private static final Duration BOUND = Duration.ofSeconds(10);
    private static final String KEY = "default/web";

    /** The default controller limiter, with every delay it hands out written down. */
    private static final class RecordingLimiter implements TypedRateLimiter<String> {
        private final TypedRateLimiter<String> inner = RateLimiters.defaultTypedControllerRateLimiter();
        private final List<Duration> delays = new ArrayList<>();

        @Override
        public synchronized Duration when(String item) {
            Duration delay = inner.when(item);
            delays.add(delay);
            return delay;
        }

        @Override
        public void forget(String item) {
            inner.forget(item);
        }

        @Override
        public int numRequeues(String item) {
            return inner.numRequeues(item);
        }

        synchronized List<Duration> delays() {
            return List.copyOf(delays);
        }
    }

    @Test
    void failingWritesAreRetriedWithDoublingDelaysAndDroppedAfterFifteenRetries() throws Exception {
        FakeClock clock = new FakeClock(Instant.parse("2024-12-11T00:00:00Z"));
        RecordingLimiter limiter = new RecordingLimiter();
        RecordingLogSink log = new RecordingLogSink();
        try (Cluster cluster = Cluster.builder().clock(clock).rateLimiter(limiter).log(log).start()) {
            cluster.server().failNextWrites(ReplicaSet.KIND, 1000);
            cluster.apply(Deployment.of("default", "web", 3, "v1"));

            for (int retry = 1; retry <= DeploymentController.MAX_RETRIES; retry++) {
                int expected = retry;
                Await.until(BOUND, () -> limiter.delays().size() == expected, () -> "retry " + expected);
                Duration delay = limiter.delays().get(retry - 1);
                assertEquals(Duration.ofMillis(5L << (retry - 1)), delay, "delay before retry " + retry);
                Instant readyAt = clock.now().plus(delay);
                Await.until(BOUND, () -> cluster.snapshot().queue().waiting()
                        .equals(List.of(new WaitingItem<>(KEY, readyAt))), () -> "waiting until " + readyAt);
                assertEquals(retry, cluster.controller().queue().numRequeues(KEY));

                clock.step(delay.minusNanos(1));
                assertTrue(cluster.controller().queue().awaitIdle(BOUND));
                assertEquals(retry, cluster.snapshot().syncs().get(KEY), "no retry before its time");

                clock.step(Duration.ofNanos(1));
            }
            Await.until(BOUND, () -> !log.linesContaining("Dropping").isEmpty(), () -> "the key dropped");
            cluster.awaitIdle(BOUND);

            assertEquals(DeploymentController.MAX_RETRIES + 1, cluster.snapshot().syncs().get(KEY));
            assertEquals(DeploymentController.MAX_RETRIES, log.linesContaining("I Error syncing deployment " + KEY).size());
            assertEquals(List.of("I Dropping deployment " + KEY + " out of the queue: injected fault: create ReplicaSet failed"),
                    log.linesContaining("Dropping"));
            assertEquals(List.of("E injected fault: create ReplicaSet failed"), log.linesContaining("E "));
            assertEquals(0, cluster.controller().queue().numRequeues(KEY), "forgotten after the drop");
            assertEquals(List.of(), cluster.replicaSets("default", "web"));
            assertEquals(DeploymentController.MAX_RETRIES + 1, cluster.server().injectedFailures());
        }
    }

    @Test
    void aFailureFollowedBySuccessForgetsTheKeysRetries() throws Exception {
        FakeClock clock = new FakeClock(Instant.parse("2024-12-11T00:00:00Z"));
        try (Cluster cluster = Cluster.builder().clock(clock).start()) {
            cluster.server().failNextWrites(ReplicaSet.KIND, 2);
            cluster.apply(Deployment.of("default", "web", 3, "v1"));
            awaitParkedRetry(cluster, 1);
            clock.step(Duration.ofMillis(5));
            awaitParkedRetry(cluster, 2);
            clock.step(Duration.ofMillis(10));
            cluster.awaitIdle(BOUND);

            assertEquals(0, cluster.controller().queue().numRequeues(KEY));
            assertEquals(3, cluster.replicaSets("default", "web").get(0).spec().replicas());
        }
    }

    /** Waits until the key has failed {@code retries} times and its retry is parked in the delaying queue. */
    private static void awaitParkedRetry(Cluster cluster, int retries) {
        Await.until(BOUND, () -> cluster.controller().queue().numRequeues(KEY) == retries
                && cluster.snapshot().queue().waiting().size() == 1, () -> "retry " + retries + " parked");
        assertTrue(cluster.controller().queue().awaitIdle(BOUND), "the waiting loop has set its timer");
    }
}
