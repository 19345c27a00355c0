package dev.duet.deployment;

import dev.duet.clock.Clock;
import dev.duet.clock.RealClock;
import dev.duet.deployment.api.Deployment;
import dev.duet.deployment.api.ReplicaSet;
import dev.duet.deployment.apiserver.ApiException;
import dev.duet.deployment.apiserver.ApiServer;
import dev.duet.deployment.apiserver.Readiness;
import dev.duet.deployment.cache.Informer;
import dev.duet.workqueue.RateLimiters;
import dev.duet.workqueue.TypedRateLimiter;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.UnaryOperator;

/**
 * A running miniature cluster for demos and tests: an API server, a Deployment and a ReplicaSet informer, and the
 * Deployment controller with its workers. Users change Deployments through it as {@code kubectl} would, and
 * {@link #awaitIdle} waits until the controller has nothing left to do.
 */
public final class Cluster implements AutoCloseable {
    private final ApiServer server;
    private final Informer<Deployment> deploymentInformer;
    private final Informer<ReplicaSet> replicaSetInformer;
    private final DeploymentController controller;
    private final Clock clock;

    private Cluster(Builder builder) {
        this.clock = builder.clock;
        this.server = new ApiServer(builder.readiness, builder.clock);
        this.deploymentInformer = new Informer<>(Deployment.KIND, server.deployments());
        this.replicaSetInformer = new Informer<>(ReplicaSet.KIND, server.replicaSets());
        this.controller = new DeploymentController(deploymentInformer, replicaSetInformer, server,
                builder.rateLimiter, clock, builder.log, builder.interceptor);
        deploymentInformer.start();
        replicaSetInformer.start();
        if (builder.resyncPeriod != null) {
            deploymentInformer.resyncEvery(clock, builder.resyncPeriod);
            replicaSetInformer.resyncEvery(clock, builder.resyncPeriod);
        }
        controller.start(builder.workers);
    }

    public static Builder builder() {
        return new Builder();
    }

    /** The key the controller uses for a Deployment. */
    public static String key(String namespace, String name) {
        return namespace + "/" + name;
    }

    /** Creates {@code deployment}, or replaces the spec and labels of the existing one (like {@code kubectl apply}). */
    public Deployment apply(Deployment deployment) {
        String namespace = deployment.metadata().namespace();
        String name = deployment.metadata().name();
        try {
            return server.deployments().create(deployment);
        } catch (ApiException e) {
            if (!ApiException.isAlreadyExists(e)) {
                throw e;
            }
        }
        return update(namespace, name, current -> current
                .withMetadata(current.metadata().withLabels(deployment.metadata().labels()))
                .withSpec(deployment.spec()));
    }

    /** Reads, changes and writes a Deployment, reading again after a conflict (client-go's RetryOnConflict). */
    public Deployment update(String namespace, String name, UnaryOperator<Deployment> change) {
        while (true) {
            Deployment current = server.deployments().get(namespace, name);
            try {
                return server.deployments().update(change.apply(current));
            } catch (ApiException e) {
                if (!ApiException.isConflict(e)) {
                    throw e;
                }
            }
        }
    }

    public Deployment setImage(String namespace, String name, String image) {
        return update(namespace, name, d -> d.withImage(image));
    }

    public Deployment scale(String namespace, String name, int replicas) {
        return update(namespace, name, d -> d.withReplicas(replicas));
    }

    public void delete(String namespace, String name) {
        server.deployments().delete(namespace, name);
    }

    /** The stored Deployment. */
    public Deployment deployment(String namespace, String name) {
        return server.deployments().get(namespace, name);
    }

    /** The stored ReplicaSets owned by the Deployment, sorted by name. */
    public List<ReplicaSet> replicaSets(String namespace, String name) {
        return server.replicaSets().list(namespace).items().stream()
                .filter(rs -> rs.metadata().controllerRef().map(ref -> ref.name().equals(name)).orElse(false))
                .toList();
    }

    /**
     * Waits until nothing is queued, being synced or waiting for a retry, every worker is parked in the queue, and
     * no sync started meanwhile: the controller has settled, and stays so until something wakes it.
     *
     * @throws IllegalStateException with the controller's snapshot if that does not happen within {@code bound}
     */
    public void awaitIdle(Duration bound) {
        long deadline = System.nanoTime() + bound.toNanos();
        while (true) {
            long before = controller.syncsStarted();
            if (controller.isSettled() && controller.syncsStarted() == before) {
                return;
            }
            if (System.nanoTime() - deadline > 0) {
                throw new IllegalStateException("the controller is not idle after " + bound + ":\n"
                        + controller.snapshot());
            }
            LockSupport.parkNanos(TimeUnit.MICROSECONDS.toNanos(200));
        }
    }

    /**
     * Waits until nothing of the controller runs, though a retry may be waiting for the clock: no sync is
     * under way, every worker is parked in the queue and the delaying queue's loop waits. A demo step that
     * leaves a retry waiting ends here, so the lines a worker runs between {@code done} and its next
     * {@code get} are always in that step.
     *
     * @throws IllegalStateException with the controller's snapshot if that does not happen within {@code bound}
     */
    public void awaitParked(Duration bound) {
        long deadline = System.nanoTime() + bound.toNanos();
        while (!controller.isParked()) {
            if (System.nanoTime() - deadline > 0) {
                throw new IllegalStateException("the controller is not at rest after " + bound + ":\n"
                        + controller.snapshot());
            }
            LockSupport.parkNanos(TimeUnit.MICROSECONDS.toNanos(200));
        }
    }

    public ApiServer server() {
        return server;
    }

    public DeploymentController controller() {
        return controller;
    }

    public Clock clock() {
        return clock;
    }

    public ControllerSnapshot snapshot() {
        return controller.snapshot();
    }

    /** Stops the workers (after their current sync), then the informers' watches and resyncs. */
    @Override
    public void close() throws InterruptedException {
        controller.shutDown();
        deploymentInformer.stop();
        replicaSetInformer.stop();
    }

    /** Options of a {@link Cluster}; every one has a default. */
    public static final class Builder {
        private Clock clock = RealClock.INSTANCE;
        private int workers = 1;
        private Readiness readiness = Readiness.IMMEDIATE;
        private LogSink log = LogSink.discard();
        private SyncInterceptor interceptor = SyncInterceptor.none();
        private TypedRateLimiter<String> rateLimiter;
        private Duration resyncPeriod;

        private Builder() {
        }

        /** The clock of the queue's retries, of resyncs and of the API server's timestamps; default the real one. */
        public Builder clock(Clock value) {
            this.clock = Objects.requireNonNull(value, "clock");
            return this;
        }

        /** Worker threads; default 1. With 0, call {@link DeploymentController#processNextWorkItem()} by hand. */
        public Builder workers(int value) {
            if (value < 0) {
                throw new IllegalArgumentException("workers must not be negative: " + value);
            }
            this.workers = value;
            return this;
        }

        /** When new pods become ready; default at once. */
        public Builder readiness(Readiness value) {
            this.readiness = Objects.requireNonNull(value, "readiness");
            return this;
        }

        public Builder log(LogSink value) {
            this.log = Objects.requireNonNull(value, "log");
            return this;
        }

        public Builder interceptor(SyncInterceptor value) {
            this.interceptor = Objects.requireNonNull(value, "interceptor");
            return this;
        }

        /** The retry pacing; default {@link RateLimiters#defaultTypedControllerRateLimiter()}. */
        public Builder rateLimiter(TypedRateLimiter<String> value) {
            this.rateLimiter = Objects.requireNonNull(value, "rateLimiter");
            return this;
        }

        /** Replays every cached object to the handlers this often; default never. */
        public Builder resyncPeriod(Duration value) {
            this.resyncPeriod = Objects.requireNonNull(value, "resyncPeriod");
            return this;
        }

        /** Starts the informers and the workers. */
        public Cluster start() {
            if (rateLimiter == null) {
                rateLimiter = RateLimiters.defaultTypedControllerRateLimiter();
            }
            return new Cluster(this);
        }
    }
}
