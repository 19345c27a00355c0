package dev.duet.deployment.apiserver;

import dev.duet.clock.Clock;
import dev.duet.clock.RealClock;
import dev.duet.deployment.api.Deployment;
import dev.duet.deployment.api.Labels;
import dev.duet.deployment.api.ObjectMeta;
import dev.duet.deployment.api.ReplicaSet;
import dev.duet.deployment.api.ReplicaSetStatus;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Objects;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A small, thread-safe, in-memory Kubernetes API server for Deployments and ReplicaSets.
 *
 * <p>It does what the controller depends on: optimistic concurrency (every write bumps one global
 * resourceVersion; an update carrying an old one is a conflict), creation timestamps from its clock, generations
 * bumped on spec changes, watches in resourceVersion order, garbage collection of a deleted Deployment's
 * ReplicaSets, and a stand-in for the ReplicaSet controller that turns a ReplicaSet's desired replicas into status (see {@link Readiness}). Watch
 * listeners run synchronously while the write lock is held, so when a write returns every informer has seen it.
 */
public final class ApiServer {
    /** Changes kept per kind for watches that start in the past. */
    public static final int DEFAULT_HISTORY_LIMIT = 10_000;

    private final ReentrantLock lock = new ReentrantLock();
    private final FaultInjector faults = new FaultInjector();
    private final ResourceTable<Deployment> deployments;
    private final ResourceTable<ReplicaSet> replicaSets;
    private long resourceVersion;
    private long uidCounter;
    private final Clock clock;
    private Readiness readiness;

    public ApiServer() {
        this(Readiness.IMMEDIATE, RealClock.INSTANCE);
    }

    /**
     * @param readiness when the simulated ReplicaSet controller reports new pods as ready
     * @param clock     the source of creation and deletion timestamps
     */
    public ApiServer(Readiness readiness, Clock clock) {
        this(readiness, clock, DEFAULT_HISTORY_LIMIT);
    }

    /**
     * @param readiness    when the simulated ReplicaSet controller reports new pods as ready
     * @param clock        the source of creation and deletion timestamps
     * @param historyLimit changes kept per kind; a watch from before them fails with {@code EXPIRED}
     */
    public ApiServer(Readiness readiness, Clock clock, int historyLimit) {
        if (historyLimit < 1) {
            throw new IllegalArgumentException("historyLimit must be positive: " + historyLimit);
        }
        this.readiness = Objects.requireNonNull(readiness, "readiness");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.deployments = new ResourceTable<>(Deployment.KIND, this, ApiServer::validateDeployment, historyLimit);
        this.replicaSets = new ResourceTable<>(ReplicaSet.KIND, this, ApiServer::validateReplicaSet, historyLimit);
        deployments.afterWrite(this::collectGarbage);
        replicaSets.afterWrite(event -> simulateReplicaSetController(event.type(), event.object()));
    }

    public ResourceClient<Deployment> deployments() {
        return deployments;
    }

    public ResourceClient<ReplicaSet> replicaSets() {
        return replicaSets;
    }

    /** The version of the last write. */
    public long resourceVersion() {
        lock.lock();
        try {
            return resourceVersion;
        } finally {
            lock.unlock();
        }
    }

    /** Makes the next {@code count} client writes of {@code kind} ({@code "Deployment"}, {@code "ReplicaSet"}) fail. */
    public void failNextWrites(String kind, int count) {
        lock.lock();
        try {
            faults.failNext(kind, count);
        } finally {
            lock.unlock();
        }
    }

    /** Makes the next {@code count} client writes of any kind fail. */
    public void failNextWrites(int count) {
        failNextWrites(FaultInjector.ANY_KIND, count);
    }

    /** How many writes have failed by injection so far. */
    public long injectedFailures() {
        lock.lock();
        try {
            return faults.injected();
        } finally {
            lock.unlock();
        }
    }

    public void setReadiness(Readiness newReadiness) {
        lock.lock();
        try {
            readiness = newReadiness;
        } finally {
            lock.unlock();
        }
    }

    /** Marks every desired pod of one ReplicaSet ready (a status write, watched like any other). */
    public void markReady(String namespace, String name) {
        lock.lock();
        try {
            ReplicaSet rs = replicaSets.get(namespace, name);
            reportStatus(rs, rs.spec().replicas());
        } finally {
            lock.unlock();
        }
    }

    /** Marks every desired pod of every ReplicaSet ready. */
    public void markAllReady() {
        lock.lock();
        try {
            for (ReplicaSet rs : replicaSets.snapshot()) {
                reportStatus(rs, rs.spec().replicas());
            }
        } finally {
            lock.unlock();
        }
    }

    ReentrantLock lock() {
        return lock;
    }

    FaultInjector faults() {
        return faults;
    }

    long nextResourceVersion() {
        return ++resourceVersion;
    }

    Instant now() {
        return clock.now();
    }

    /**
     * The creation timestamp of an object created now: the clock's time in whole seconds. Upstream's
     * {@code metav1.Time} is serialised to RFC 3339 seconds, so clients never see finer; objects created within one
     * second tie, and whoever orders by creation time (the Deployment controller) falls back to the name.
     */
    Instant creationTime() {
        return clock.now().truncatedTo(ChronoUnit.SECONDS);
    }

    String nextUid() {
        return "uid-" + (++uidCounter);
    }

    /** Background cascading deletion: a Deployment's ReplicaSets go with it. */
    private void collectGarbage(WatchEvent<Deployment> event) {
        if (event.type() != WatchEvent.Type.DELETED) {
            return;
        }
        String ownerUid = event.object().metadata().uid();
        for (ReplicaSet rs : replicaSets.snapshot()) {
            boolean owned = rs.metadata().ownerReferences().stream().anyMatch(ref -> ref.uid().equals(ownerUid));
            if (owned) {
                replicaSets.deleteInternal(rs.metadata().namespace(), rs.metadata().name());
            }
        }
    }

    /**
     * Stands in for the ReplicaSet controller: when a ReplicaSet's spec changes, pods are created or removed at
     * once; removed pods stop being ready at once, new ones become ready according to {@link Readiness}.
     */
    private void simulateReplicaSetController(WatchEvent.Type type, ReplicaSet rs) {
        if (type == WatchEvent.Type.DELETED || rs.status().observedGeneration() == rs.metadata().generation()) {
            return;
        }
        int desired = rs.spec().replicas();
        int ready = readiness == Readiness.IMMEDIATE ? desired : Math.min(rs.status().readyReplicas(), desired);
        reportStatus(rs, ready);
    }

    private void reportStatus(ReplicaSet rs, int ready) {
        ReplicaSetStatus status = new ReplicaSetStatus(rs.spec().replicas(), ready, rs.metadata().generation());
        if (!status.equals(rs.status())) {
            replicaSets.updateStatusInternal(rs.withStatus(status));
        }
    }

    private static void validateDeployment(Deployment d) {
        validateName(d.metadata(), Deployment.KIND);
        if (!Labels.matches(d.spec().selector(), d.spec().template().labels())) {
            throw invalid(d.metadata(), Deployment.KIND, "selector " + d.spec().selector()
                    + " must be non-empty and match the template labels " + d.spec().template().labels());
        }
    }

    private static void validateReplicaSet(ReplicaSet rs) {
        validateName(rs.metadata(), ReplicaSet.KIND);
        if (!Labels.matches(rs.spec().selector(), rs.spec().template().labels())) {
            throw invalid(rs.metadata(), ReplicaSet.KIND, "selector " + rs.spec().selector()
                    + " must be non-empty and match the template labels " + rs.spec().template().labels());
        }
    }

    private static void validateName(ObjectMeta meta, String kind) {
        if (meta.namespace().isEmpty() || meta.name().isEmpty()) {
            throw invalid(meta, kind, "namespace and name are required");
        }
    }

    private static ApiException invalid(ObjectMeta meta, String kind, String why) {
        return new ApiException(ApiException.Reason.INVALID,
                kind + " " + meta.namespace() + "/" + meta.name() + " is invalid: " + why);
    }
}
