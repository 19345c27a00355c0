package dev.duet.deployment;

import dev.duet.deployment.api.Deployment;
import dev.duet.deployment.api.DeploymentStatus;
import dev.duet.deployment.api.DeploymentStrategy;
import dev.duet.deployment.api.ReplicaSet;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Several workers, many Deployments, users changing them from several threads at once. */
class DeploymentControllerConcurrencyTest {
    private static final int DEPLOYMENTS = 40;
    private static final int USERS = 4;
    private static final int UPDATES_PER_USER = 150;

    @Test
    void noKeyIsSyncedTwiceAtOnceAndEveryDeploymentEndsAtItsLastSpec() throws Exception {
        OverlapProbe probe = new OverlapProbe(SyncInterceptor.none());
        try (Cluster cluster = Cluster.builder().workers(4).interceptor(probe).start()) {
            for (int i = 0; i < DEPLOYMENTS; i++) {
                DeploymentStrategy strategy = i % 2 == 0 ? DeploymentStrategy.recreate() : DeploymentStrategy.rollingUpdate(1, 1);
                cluster.apply(Deployment.of("default", "d" + i, 2, "v0").withStrategy(strategy));
            }
            CountDownLatch start = new CountDownLatch(1);
            AtomicReference<Throwable> failure = new AtomicReference<>();
            List<Thread> users = new ArrayList<>();
            for (int u = 0; u < USERS; u++) {
                Random random = new Random(42 + u);
                Thread user = new Thread(() -> {
                    try {
                        start.await();
                        for (int n = 0; n < UPDATES_PER_USER; n++) {
                            String name = "d" + random.nextInt(DEPLOYMENTS);
                            if (random.nextBoolean()) {
                                cluster.setImage("default", name, "v" + random.nextInt(5));
                            } else {
                                cluster.scale("default", name, random.nextInt(6));
                            }
                        }
                    } catch (Throwable t) {
                        failure.compareAndSet(null, t);
                    }
                }, "user-" + u);
                user.start();
                users.add(user);
            }
            start.countDown();
            for (Thread user : users) {
                user.join();
            }
            assertNull(failure.get());
            cluster.awaitIdle(Duration.ofSeconds(30));

            assertEquals(1, probe.maxPerKey(), "a key was synced by two workers at once");
            assertTrue(probe.maxOverall() > 1, "the workers never ran in parallel, so the test proved nothing");
            for (int i = 0; i < DEPLOYMENTS; i++) {
                assertMatchesLastSpec(cluster, "d" + i);
            }
        }
    }

    private static void assertMatchesLastSpec(Cluster cluster, String name) {
        Deployment d = cluster.deployment("default", name);
        int desired = d.spec().replicas();
        String image = d.spec().template().image();
        for (ReplicaSet rs : cluster.replicaSets("default", name)) {
            boolean current = rs.spec().template().image().equals(image);
            assertEquals(current ? desired : 0, rs.spec().replicas(), name + ": " + rs.metadata().name());
        }
        boolean hasCurrent = cluster.replicaSets("default", name).stream()
                .anyMatch(rs -> rs.spec().template().image().equals(image));
        assertTrue(hasCurrent, name + " has no ReplicaSet for " + image);
        assertEquals(new DeploymentStatus(desired, desired, desired, d.metadata().generation()), d.status(), name);
    }
}
