package dev.duet.deployment;

import dev.duet.clock.Clock;
import dev.duet.deployment.api.Deployment;
import dev.duet.deployment.api.Labels;
import dev.duet.deployment.api.OwnerReference;
import dev.duet.deployment.api.ReplicaSet;
import dev.duet.deployment.apiserver.ApiException;
import dev.duet.deployment.apiserver.ApiServer;
import dev.duet.deployment.cache.Informer;
import dev.duet.deployment.cache.KeyException;
import dev.duet.deployment.cache.KeyFunc;
import dev.duet.deployment.cache.Lister;
import dev.duet.deployment.cache.NamespacedName;
import dev.duet.deployment.cache.ResourceEventHandler;
import dev.duet.workqueue.GetResult;
import dev.duet.workqueue.TypedRateLimiter;
import dev.duet.workqueue.TypedRateLimitingQueue;
import dev.duet.workqueue.TypedRateLimitingQueueConfig;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Keeps every Deployment's ReplicaSets in line with its spec. Informer events only put the Deployment's key in a
 * rate-limiting work queue; workers take keys out one at a time, so no key is ever synced by two workers at once,
 * and any number of events that arrive while a key waits or is being synced lead to one more sync, not many.
 *
 * <p>Upstream: <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/pkg/controller/deployment/deployment_controller.go">deployment_controller.go</a>
 * (see DeploymentController and NewDeploymentController).
 */
public final class DeploymentController {
    /**
     * How often a failing key is retried before it is dropped. With the default controller rate limiter the waits
     * double from 5 ms, so the last of the 15 retries waits 81.92 s (5 ms·2¹⁴).
     */
    public static final int MAX_RETRIES = 15;

    private final Lister<Deployment> dLister;
    private final Lister<ReplicaSet> rsLister;
    private final TypedRateLimitingQueue<String> queue;
    private final LogSink log;
    private final Rollout rollout;
    /** Runs one sync; a field, as upstream, so that tests and demos can wrap it. */
    private final SyncHandler syncHandler;
    private final SyncStats stats = new SyncStats();
    private final List<Thread> workers = new ArrayList<>();

    /**
     * Creates the queue and registers the controller's event handlers on both informers (start the informers
     * afterwards, then the workers).
     * <p>Upstream: <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/pkg/controller/deployment/deployment_controller.go">deployment_controller.go</a> (see NewDeploymentController).
     */
    public DeploymentController(Informer<Deployment> dInformer, Informer<ReplicaSet> rsInformer, ApiServer client,
                                TypedRateLimiter<String> rateLimiter, Clock clock, LogSink log,
                                SyncInterceptor interceptor) {
        this.dLister = dInformer.lister();
        this.rsLister = rsInformer.lister();
        this.queue = TypedRateLimitingQueue.newTypedRateLimitingQueueWithConfig(rateLimiter,
                TypedRateLimitingQueueConfig.<String>defaults().withName("deployment").withClock(clock));
        this.log = log;
        this.rollout = new Rollout(client.deployments(), client.replicaSets());
        this.syncHandler = stats.counting(key -> interceptor.around(key, this::syncDeploymentAsValue));
        dInformer.addEventHandler(new ResourceEventHandler<>() {
            @Override
            public void onAdd(Deployment d) {
                addDeployment(d);
            }

            @Override
            public void onUpdate(Deployment oldD, Deployment curD) {
                updateDeployment(oldD, curD);
            }

            @Override
            public void onDelete(Deployment d) {
                deleteDeployment(d);
            }
        });
        rsInformer.addEventHandler(new ResourceEventHandler<>() {
            @Override
            public void onAdd(ReplicaSet rs) {
                addReplicaSet(rs);
            }

            @Override
            public void onUpdate(ReplicaSet oldRS, ReplicaSet curRS) {
                updateReplicaSet(oldRS, curRS);
            }

            @Override
            public void onDelete(ReplicaSet rs) {
                deleteReplicaSet(rs);
            }
        });
    }

    /**
     * Starts {@code workers} worker threads and returns. With none, a demo can call {@link #processNextWorkItem()}
     * itself, one step at a time.
     * <p>Upstream: <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/pkg/controller/deployment/deployment_controller.go">deployment_controller.go</a> (see Run).
     */
    public synchronized void start(int workers) {
        if (!this.workers.isEmpty()) {
            throw new IllegalStateException("controller already started");
        }
        for (int i = 0; i < workers; i++) {
            Thread worker = new Thread(this::worker, "deployment-worker-" + i);
            worker.setDaemon(true);
            this.workers.add(worker);
            worker.start();
        }
    }

    /** Shuts the queue down and waits for the workers to finish their current sync. */
    public synchronized void shutDown() throws InterruptedException {
        queue.shutDown();
        for (Thread worker : workers) {
            worker.join();
        }
    }

    /** The queue, for demos that want to watch it. */
    public TypedRateLimitingQueue<String> queue() {
        return queue;
    }

    /** A consistent-enough picture of the controller for demos: see {@link ControllerSnapshot}. */
    public ControllerSnapshot snapshot() {
        return ControllerSnapshot.of(stats, queue, rsLister);
    }

    /** How many syncs have started so far, of all keys. */
    public long syncsStarted() {
        return stats.started();
    }

    /**
     * Whether the controller has settled: it is {@link #isIdle() idle}, every worker is parked in the queue's
     * {@code get}, and the delaying queue's loop waits for its next event. Nothing of the controller runs then
     * until something from outside (a write, a clock step) wakes it, so a demo step that ends here has run the
     * same lines every time, whichever worker happened to take which key.
     */
    boolean isSettled() {
        return isIdle() && isParked();
    }

    /**
     * Whether nothing of the controller runs: no sync is under way, every worker is parked in the queue's
     * {@code get} and the delaying queue's loop waits, although keys may be queued by nobody yet, or wait for
     * a retry on the clock. Unlike {@link #isSettled()}, a retry waiting for a clock step counts as rest.
     */
    boolean isParked() {
        return queue.snapshot().queue().processing().isEmpty() && queue.condWaiters() == workerCount()
                && queue.awaitIdle(Duration.ZERO);
    }

    /** Workers still running: after a shutdown they leave the queue and are no longer parked in it. */
    private synchronized int workerCount() {
        return (int) workers.stream().filter(Thread::isAlive).count();
    }

    /** Whether nothing is queued, being synced or waiting for a retry. */
    boolean isIdle() {
        var snapshot = queue.snapshot();
        if (!snapshot.queue().queue().isEmpty() || !snapshot.queue().processing().isEmpty()
                || !snapshot.waiting().isEmpty()) {
            return false;
        }
        return stats.keys().stream().allMatch(key -> queue.numRequeues(key) == 0);
    }

    /**
     * A new Deployment is queued.
     * <p>Upstream: <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/pkg/controller/deployment/deployment_controller.go">deployment_controller.go</a> (see addDeployment).
     */
    private void addDeployment(Deployment d) {
        log.info("Adding deployment " + d.metadata().namespace() + "/" + d.metadata().name());
        enqueue(d);
    }

    /**
     * Any change, and every resync, queues the Deployment: the sync compares the whole state anyway.
     * <p>Upstream: <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/pkg/controller/deployment/deployment_controller.go">deployment_controller.go</a> (see updateDeployment).
     */
    private void updateDeployment(Deployment oldD, Deployment curD) {
        log.info("Updating deployment " + curD.metadata().namespace() + "/" + curD.metadata().name());
        enqueue(curD);
    }

    /**
     * A deleted Deployment is queued too, so that its sync finds it gone. There are no tombstones to unwrap: the
     * in-memory watch never misses a deletion.
     * <p>Upstream: <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/pkg/controller/deployment/deployment_controller.go">deployment_controller.go</a> (see deleteDeployment).
     */
    private void deleteDeployment(Deployment d) {
        log.info("Deleting deployment " + d.metadata().namespace() + "/" + d.metadata().name());
        enqueue(d);
    }

    /**
     * A new ReplicaSet wakes its owner, or for an orphan every Deployment that selects it.
     * <p>Upstream: <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/pkg/controller/deployment/deployment_controller.go">deployment_controller.go</a> (see addReplicaSet).
     */
    private void addReplicaSet(ReplicaSet rs) {
        if (rs.metadata().deletionTimestamp() != null) {
            deleteReplicaSet(rs);
            return;
        }
        Optional<OwnerReference> controllerRef = rs.metadata().controllerRef();
        if (controllerRef.isPresent()) {
            resolveControllerRef(rs.metadata().namespace(), controllerRef.get()).ifPresent(this::enqueue);
            return;
        }
        getDeploymentsForReplicaSet(rs).forEach(this::enqueue);
    }

    /**
     * A changed ReplicaSet wakes its owner, and its former owner when the owner changed. Resyncs, which repeat
     * the same version, are ignored.
     * <p>Upstream: <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/pkg/controller/deployment/deployment_controller.go">deployment_controller.go</a> (see updateReplicaSet).
     */
    private void updateReplicaSet(ReplicaSet oldRS, ReplicaSet curRS) {
        if (curRS.metadata().resourceVersion() == oldRS.metadata().resourceVersion()) {
            return;
        }
        Optional<OwnerReference> curRef = curRS.metadata().controllerRef();
        Optional<OwnerReference> oldRef = oldRS.metadata().controllerRef();
        if (oldRef.isPresent() && !oldRef.equals(curRef)) {
            resolveControllerRef(oldRS.metadata().namespace(), oldRef.get()).ifPresent(this::enqueue);
        }
        if (curRef.isPresent()) {
            resolveControllerRef(curRS.metadata().namespace(), curRef.get()).ifPresent(this::enqueue);
            return;
        }
        boolean labelsChanged = !curRS.metadata().labels().equals(oldRS.metadata().labels());
        if (labelsChanged || oldRef.isPresent()) {
            getDeploymentsForReplicaSet(curRS).forEach(this::enqueue);
        }
    }

    /**
     * A deleted ReplicaSet wakes its owner.
     * <p>Upstream: <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/pkg/controller/deployment/deployment_controller.go">deployment_controller.go</a> (see deleteReplicaSet).
     */
    private void deleteReplicaSet(ReplicaSet rs) {
        rs.metadata().controllerRef()
                .flatMap(ref -> resolveControllerRef(rs.metadata().namespace(), ref))
                .ifPresent(this::enqueue);
    }

    /** Puts the Deployment's key, not the object, in the queue: the worker will read the newest object then. */
    void enqueue(Deployment deployment) {                                                              // go:400
        String key;                                                                                    // go:401
        try {                                                                                          // go:401
            key = KeyFunc.of(deployment);                                                              // go:401
        } catch (KeyException err) {                                                                   // go:402
            handleError("couldn't get key for object " + deployment + ": " + err.getMessage());        // go:403
            return;                                                                                    // go:404
        }                                                                                              // go:405

        queue.add(key);                                                                                // go:407
    }                                                                                                  // go:408

    /**
     * The Deployment a controller reference names, if the cache has it with the same uid (a Deployment of the
     * same name created again is someone else).
     * <p>Upstream: <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/pkg/controller/deployment/deployment_controller.go">deployment_controller.go</a> (see resolveControllerRef).
     */
    private Optional<Deployment> resolveControllerRef(String namespace, OwnerReference controllerRef) {
        if (!controllerRef.kind().equals(Deployment.KIND)) {
            return Optional.empty();
        }
        try {
            Deployment d = dLister.namespace(namespace).get(controllerRef.name());
            return d.metadata().uid().equals(controllerRef.uid()) ? Optional.of(d) : Optional.empty();
        } catch (ApiException notFound) {
            return Optional.empty();
        }
    }

    /**
     * The Deployments whose selector matches an orphan ReplicaSet.
     * <p>Upstream: <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/pkg/controller/deployment/deployment_controller.go">deployment_controller.go</a> (see getDeploymentsForReplicaSet).
     */
    private List<Deployment> getDeploymentsForReplicaSet(ReplicaSet rs) {
        return dLister.namespace(rs.metadata().namespace()).list().stream()
                .filter(d -> Labels.matches(d.spec().selector(), rs.metadata().labels()))
                .toList();
    }

    /**
     * Takes keys until the queue shuts down.
     * <p>Upstream: <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/pkg/controller/deployment/deployment_controller.go">deployment_controller.go</a> (see worker).
     */
    private void worker() {
        while (true) {
            try {
                if (!processNextWorkItem()) {
                    return;
                }
            } catch (RuntimeException crash) {
                // Upstream recovers a panicking worker and starts it again; the key was already marked done.
                handleError("worker recovered from " + crash);
            }
        }
    }

    /**
     * Takes one key, syncs it and decides about retries; {@code done} in {@code finally} is what Go's
     * {@code defer} does, and lets a key that became dirty meanwhile go back into the queue. Returns false once
     * the queue has shut down.
     */
    public boolean processNextWorkItem() {                                                             // go:487
        GetResult<String> next = queue.get();                                                          // go:488
        String key = next.item();                                                                      // go:488
        if (next.shutdown()) {                                                                         // go:489
            return false;                                                                              // go:490
        }                                                                                              // go:491
        try {                                                                                          // go:492
            Exception err = syncHandler.sync(key);                                                     // go:494
            handleErr(err, key);                                                                       // go:495

            return true;                                                                               // go:497
        } finally {                                                                                    // go:492
            queue.done(key);                                                                           // go:492
        }
    }                                                                                                  // go:498

    /**
     * After a sync: on success the key's failure history is forgotten; on failure it is retried after a growing
     * delay until it has been retried {@link #MAX_RETRIES} times, then dropped with an error.
     * <p>Upstream: <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/pkg/controller/deployment/deployment_controller.go">deployment_controller.go</a> (see handleErr).
     */
    void handleErr(Exception err, String key) {
        if (err == null) {
            queue.forget(key);
            return;
        }
        if (queue.numRequeues(key) < MAX_RETRIES) {
            log.info("Error syncing deployment " + key + ": " + err.getMessage());
            queue.addRateLimited(key);
            return;
        }
        handleError(err.getMessage());
        log.info("Dropping deployment " + key + " out of the queue: " + err.getMessage());
        queue.forget(key);
    }

    private Exception syncDeploymentAsValue(String key) {
        try {
            syncDeployment(key);
            return null;
        } catch (Exception e) {
            return e;
        }
    }

    /**
     * Syncs one Deployment, read from the cache by key. A Deployment that is no longer cached was deleted and
     * needs nothing (its ReplicaSets are garbage-collected). Not to be called concurrently for one key; the queue
     * sees to that.
     * <p>Upstream: <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/pkg/controller/deployment/deployment_controller.go">deployment_controller.go</a> (see syncDeployment).
     */
    void syncDeployment(String key) throws KeyException {
        NamespacedName nn = KeyFunc.split(key);
        Deployment deployment;
        try {
            deployment = dLister.namespace(nn.namespace()).get(nn.name());
        } catch (ApiException e) {
            if (ApiException.isNotFound(e)) {
                log.info("Deployment " + key + " has been deleted");
                return;
            }
            throw e;
        }
        // Upstream deep-copies here so that the cache is never mutated; records are immutable, so every change
        // below builds a new object and the cached one stays as it is.
        Deployment d = deployment;
        List<ReplicaSet> rsList = getReplicaSetsForDeployment(d);
        if (d.metadata().deletionTimestamp() != null) {
            rollout.syncStatusOnly(d, rsList);
            return;
        }
        switch (d.spec().strategy().type()) {
            case RECREATE -> rollout.rolloutRecreate(d, rsList);
            case ROLLING_UPDATE -> rollout.rolloutRolling(d, rsList);
        }
    }

    /**
     * The cached ReplicaSets whose controller reference names {@code d} by uid (adoption and release of
     * ReplicaSets by selector are left out).
     * <p>Upstream: <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/pkg/controller/deployment/deployment_controller.go">deployment_controller.go</a> (see getReplicaSetsForDeployment).
     */
    private List<ReplicaSet> getReplicaSetsForDeployment(Deployment d) {
        return rsLister.namespace(d.metadata().namespace()).list().stream()
                .filter(rs -> rs.metadata().controllerRef()
                        .map(ref -> ref.uid().equals(d.metadata().uid()))
                        .orElse(false))
                .toList();
    }

    /** Reports a failure nobody else will (utilruntime.HandleError). */
    private void handleError(String message) {
        log.error(message);
    }
}
