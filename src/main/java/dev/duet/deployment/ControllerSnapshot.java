package dev.duet.deployment;

import dev.duet.deployment.api.ReplicaSet;
import dev.duet.deployment.cache.Lister;
import dev.duet.workqueue.DelayingSnapshot;
import dev.duet.workqueue.TypedRateLimitingQueue;

import java.util.ArrayList;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * What a demo shows after each step: the keys being synced, the queue (queued, dirty, processing, waiting for a
 * retry), each key's retry count and sync count, and each Deployment's ReplicaSets. Parts are read one after the
 * other; call it when the cluster is idle or a sync is held for a settled picture.
 *
 * @param syncing     keys whose sync is running right now, sorted
 * @param queue       the work queue and the retries waiting in its delaying layer
 * @param retries     {@code numRequeues} of every key that has one, sorted by key
 * @param syncs       syncs started per key, sorted by key
 * @param replicaSets ReplicaSets per owning Deployment key, each list sorted by name
 */
public record ControllerSnapshot(List<String> syncing, DelayingSnapshot<String> queue,
                                 SortedMap<String, Integer> retries, SortedMap<String, Integer> syncs,
                                 SortedMap<String, List<ReplicaSetSummary>> replicaSets) {
    public ControllerSnapshot {
        syncing = List.copyOf(syncing);
    }

    static ControllerSnapshot of(SyncStats stats, TypedRateLimitingQueue<String> queue, Lister<ReplicaSet> rsLister) {
        List<String> syncing = stats.inFlight();
        DelayingSnapshot<String> queueSnapshot = queue.snapshot();
        TreeMap<String, Integer> retries = new TreeMap<>();
        for (String key : stats.keys()) {
            int requeues = queue.numRequeues(key);
            if (requeues > 0) {
                retries.put(key, requeues);
            }
        }
        TreeMap<String, List<ReplicaSetSummary>> byOwner = new TreeMap<>();
        for (ReplicaSet rs : rsLister.list()) {
            rs.metadata().controllerRef().ifPresent(ref -> byOwner
                    .computeIfAbsent(rs.metadata().namespace() + "/" + ref.name(), k -> new ArrayList<>())
                    .add(ReplicaSetSummary.of(rs)));
        }
        TreeMap<String, List<ReplicaSetSummary>> replicaSets = new TreeMap<>();
        byOwner.forEach((owner, list) -> replicaSets.put(owner, List.copyOf(list)));
        return new ControllerSnapshot(syncing, queueSnapshot, retries, stats.counts(), replicaSets);
    }

    /** One fact per line, in a fixed order, so that demo transcripts compare byte for byte. */
    @Override
    public String toString() {
        return "syncing=" + syncing + "\n"
                + queue + "\n"
                + "retries=" + retries + "\n"
                + "syncs=" + syncs + "\n"
                + "replicaSets=" + replicaSets;
    }
}
