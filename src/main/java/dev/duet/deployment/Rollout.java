package dev.duet.deployment;

import dev.duet.deployment.api.Deployment;
import dev.duet.deployment.api.DeploymentStatus;
import dev.duet.deployment.api.Labels;
import dev.duet.deployment.api.ObjectMeta;
import dev.duet.deployment.api.OwnerReference;
import dev.duet.deployment.api.PodTemplate;
import dev.duet.deployment.api.ReplicaSet;
import dev.duet.deployment.api.ReplicaSetSpec;
import dev.duet.deployment.apiserver.ResourceClient;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The part of a sync that moves pods: find or create the ReplicaSet of the current template, scale it and the old
 * ones by the Deployment's strategy, and report the outcome in the Deployment's status. Each call makes one step
 * (a scale-up of the new ReplicaSet, or a round of scale-downs of old ones, the one that creates the new ReplicaSet
 * included) and returns; the ReplicaSet events its writes cause bring the Deployment back to the queue for the
 * next.
 *
 * <p>Simplified from upstream: no pods (ReplicaSet status stands in, ready meaning available), no revisions,
 * rollbacks, pausing, proportional scaling or history clean-up, and maxSurge/maxUnavailable are absolute numbers.
 *
 * <p>Where upstream orders ReplicaSets, and what this port does there:
 * <ul>
 *   <li>{@code cleanupUnhealthyReplicas} and {@code scaleDownOldReplicaSetsForRollingUpdate} (rolling.go L157 and
 *       L207) sort the old ReplicaSets by {@code controller.ReplicaSetsByCreationTimestamp}: the port does the
 *       same with {@link #BY_CREATION_TIMESTAMP}, so with one old pod to spare the oldest ReplicaSet loses it.</li>
 *   <li>{@code FindNewReplicaSet} (util/deployment_util.go) sorts by creation time to pick the oldest of several
 *       ReplicaSets with the current template; the port's names are derived from the template, so there is one.</li>
 *   <li>{@code scale} in sync.go sorts by size ({@code ReplicaSetsBySizeNewer}, {@code ReplicaSetsBySizeOlder}) for
 *       proportional scaling, and {@code cleanupDeployment} in sync.go by revision
 *       ({@code ReplicaSetsByRevision}) for the history limit: neither is ported.</li>
 *   <li>{@code scaleDownOldReplicaSetsForRecreate} (recreate.go) does not sort: every old ReplicaSet goes to
 *       zero in one sync, so the order changes nothing.</li>
 * </ul>
 *
 * <p>Upstream: <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/pkg/controller/deployment/sync.go">sync.go</a>,
 * <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/pkg/controller/deployment/recreate.go">recreate.go</a>,
 * <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/pkg/controller/deployment/rolling.go">rolling.go</a>.
 */
final class Rollout {
    /**
     * Oldest first, ties (created in the same second) by name: the order in which upstream shrinks old
     * ReplicaSets.
     * <p>Upstream: {@code ReplicaSetsByCreationTimestamp} in
     * <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/pkg/controller/controller_utils.go">controller_utils.go</a>.
     */
    static final Comparator<ReplicaSet> BY_CREATION_TIMESTAMP = Comparator
            .comparing((ReplicaSet rs) -> rs.metadata().creationTimestamp(),
                    Comparator.nullsFirst(Comparator.naturalOrder()))
            .thenComparing(rs -> rs.metadata().name());

    private final ResourceClient<Deployment> deployments;
    private final ResourceClient<ReplicaSet> replicaSets;

    Rollout(ResourceClient<Deployment> deployments, ResourceClient<ReplicaSet> replicaSets) {
        this.deployments = deployments;
        this.replicaSets = replicaSets;
    }

    /**
     * Recreate: scale every old ReplicaSet to zero, wait until their pods are gone, then create and scale up the
     * new one.
     * <p>Upstream: <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/pkg/controller/deployment/recreate.go">recreate.go</a> (see rolloutRecreate).
     */
    void rolloutRecreate(Deployment d, List<ReplicaSet> rsList) {
        Optional<ReplicaSet> newRS = findNewReplicaSet(d, rsList);
        List<ReplicaSet> oldRSs = oldReplicaSets(d, rsList);
        List<ReplicaSet> scaledOld = new ArrayList<>();
        boolean scaledDown = false;
        for (ReplicaSet old : oldRSs) {
            if (old.spec().replicas() > 0) {
                old = scaleReplicaSet(old, 0);
                scaledDown = true;
            }
            scaledOld.add(old);
        }
        if (scaledDown) {
            syncRolloutStatus(d, scaledOld, newRS);
            return;
        }
        boolean oldPodsRunning = oldRSs.stream().anyMatch(rs -> rs.status().replicas() > 0);
        if (oldPodsRunning) {
            // Recreate must never run old and new pods side by side: wait for the status update.
            syncRolloutStatus(d, oldRSs, newRS);
            return;
        }
        ReplicaSet current = newRS.isPresent()
                ? scaleTo(newRS.get(), d.spec().replicas())
                : createNewReplicaSet(d, d.spec().replicas());
        syncRolloutStatus(d, oldRSs, Optional.of(current));
    }

    /**
     * RollingUpdate: grow the new ReplicaSet while the total stays within replicas + maxSurge, shrink old ones
     * while the available pods stay at least replicas - maxUnavailable. A sync that creates the new ReplicaSet goes
     * on with it like any other, so the old ones may already shrink in that same sync.
     * <p>Upstream: <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/pkg/controller/deployment/rolling.go#L31-L66">rolling.go L31–L66</a>
     * (rolloutRolling; the new ReplicaSet comes from getAllReplicaSetsAndSyncRevision in sync.go, which creates
     * it when it is missing and returns it to the same sync), without the history clean-up.
     */
    void rolloutRolling(Deployment d, List<ReplicaSet> rsList) {
        List<ReplicaSet> oldRSs = oldReplicaSets(d, rsList);
        ReplicaSet newRS = findNewReplicaSet(d, rsList)
                .orElseGet(() -> createNewReplicaSet(d, newReplicaCount(d, 0, totalReplicas(oldRSs))));
        Optional<ReplicaSet> scaledUp = reconcileNewReplicaSet(d, oldRSs, newRS);
        if (scaledUp.isPresent()) {
            syncRolloutStatus(d, oldRSs, scaledUp);
            return;
        }
        List<ReplicaSet> scaledOld = reconcileOldReplicaSets(d, oldRSs, newRS);
        syncRolloutStatus(d, scaledOld, Optional.of(newRS));
    }

    /**
     * Scales the new ReplicaSet towards the Deployment's replicas (down at once if it has more, up within the surge
     * limit); empty if it already has the size it may have now. A freshly created ReplicaSet already has it.
     * <p>Upstream: <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/pkg/controller/deployment/rolling.go#L68-L84">rolling.go L68–L84</a> (reconcileNewReplicaSet).
     */
    private Optional<ReplicaSet> reconcileNewReplicaSet(Deployment d, List<ReplicaSet> oldRSs, ReplicaSet newRS) {
        int desired = d.spec().replicas();
        int current = newRS.spec().replicas();
        int wanted = current > desired
                ? desired
                : newReplicaCount(d, current, totalReplicas(oldRSs) + current);
        return wanted == current ? Optional.empty() : Optional.of(scaleReplicaSet(newRS, wanted));
    }

    /**
     * Only recomputes the status, for a Deployment being deleted.
     * <p>Upstream: <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/pkg/controller/deployment/sync.go">sync.go</a> (see syncStatusOnly).
     */
    void syncStatusOnly(Deployment d, List<ReplicaSet> rsList) {
        syncRolloutStatus(d, oldReplicaSets(d, rsList), findNewReplicaSet(d, rsList));
    }

    /**
     * The ReplicaSet of {@code d}'s current template, if it exists. Upstream sorts by creation time here and takes
     * the oldest ReplicaSet whose template equals the Deployment's; this port finds it by its hash-derived name, of
     * which there is at most one.
     * <p>Upstream: <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/pkg/controller/deployment/util/deployment_util.go">deployment_util.go</a> (see FindNewReplicaSet).
     */
    static Optional<ReplicaSet> findNewReplicaSet(Deployment d, List<ReplicaSet> rsList) {
        String name = newReplicaSetName(d);
        return rsList.stream().filter(rs -> rs.metadata().name().equals(name)).findFirst();
    }

    /**
     * The ReplicaSets of earlier templates, in the order of {@code rsList} (upstream does not sort here either; the
     * steps that care sort with {@link #BY_CREATION_TIMESTAMP}).
     * <p>Upstream: <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/pkg/controller/deployment/util/deployment_util.go">deployment_util.go</a> (see FindOldReplicaSets).
     */
    static List<ReplicaSet> oldReplicaSets(Deployment d, List<ReplicaSet> rsList) {
        String name = newReplicaSetName(d);
        return rsList.stream().filter(rs -> !rs.metadata().name().equals(name)).toList();
    }

    static String newReplicaSetName(Deployment d) {
        return d.metadata().name() + "-" + TemplateHash.of(d.spec().template());
    }

    /**
     * How big the new ReplicaSet may grow in one step.
     * <p>Upstream: <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/pkg/controller/deployment/util/deployment_util.go">deployment_util.go</a> (see NewRSNewReplicas).
     */
    private static int newReplicaCount(Deployment d, int current, int allReplicas) {
        int desired = d.spec().replicas();
        int maxTotal = desired + d.spec().strategy().maxSurge();
        if (allReplicas >= maxTotal) {
            return current;
        }
        return current + Math.min(maxTotal - allReplicas, desired - current);
    }

    /**
     * Shrinks the old ReplicaSets that still want pods, if the pods of all ReplicaSets leave room above
     * replicas - maxUnavailable once the new ReplicaSet's unavailable pods are counted: first old pods that are not
     * available (removing them costs no availability), then available ones as far as availability allows. Returns
     * the old ReplicaSets with the scaled ones replaced, in the order they came.
     * <p>Upstream: <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/pkg/controller/deployment/rolling.go#L86-L152">rolling.go L86–L152</a>
     * (reconcileOldReplicaSets, given only the active old ReplicaSets by controller.FilterActiveReplicaSets).
     */
    private List<ReplicaSet> reconcileOldReplicaSets(Deployment d, List<ReplicaSet> oldRSs, ReplicaSet newRS) {
        List<ReplicaSet> active = oldRSs.stream().filter(rs -> rs.spec().replicas() > 0).toList();
        int oldPods = totalReplicas(active);
        if (oldPods == 0) {
            return oldRSs;
        }
        int allPods = oldPods + newRS.spec().replicas();
        int minAvailable = d.spec().replicas() - d.spec().strategy().maxUnavailable();
        int newUnavailable = newRS.spec().replicas() - ready(newRS);
        // The new set's unavailable pods count against the budget too: removing old pods while new ones are
        // not up yet would lower availability further.
        int maxScaledDown = allPods - minAvailable - newUnavailable;
        if (maxScaledDown <= 0) {
            return oldRSs;
        }
        Map<String, ReplicaSet> scaled = new HashMap<>();
        List<ReplicaSet> cleaned = cleanupUnhealthyReplicas(active, maxScaledDown, scaled);
        scaleDownOldReplicaSetsForRollingUpdate(d, cleaned, newRS, scaled);
        return oldRSs.stream().map(rs -> scaled.getOrDefault(rs.metadata().name(), rs)).toList();
    }

    /**
     * Removes up to {@code maxCleanup} pods that are not available from the old ReplicaSets, oldest ReplicaSet
     * first; returns them sorted that way, the scaled ones replaced (and recorded in {@code scaled}).
     * <p>Upstream: <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/pkg/controller/deployment/rolling.go#L155-L189">rolling.go L155–L189</a>
     * (cleanupUnhealthyReplicas; it sorts at L157).
     */
    private List<ReplicaSet> cleanupUnhealthyReplicas(List<ReplicaSet> oldRSs, int maxCleanup,
                                                      Map<String, ReplicaSet> scaled) {
        List<ReplicaSet> sorted = new ArrayList<>(oldRSs);
        sorted.sort(BY_CREATION_TIMESTAMP);
        int cleaned = 0;
        for (int i = 0; i < sorted.size() && cleaned < maxCleanup; i++) {
            ReplicaSet rs = sorted.get(i);
            int unavailable = rs.spec().replicas() - ready(rs);
            if (unavailable == 0) {
                continue;
            }
            int count = Math.min(maxCleanup - cleaned, unavailable);
            ReplicaSet updated = scaleReplicaSet(rs, rs.spec().replicas() - count);
            scaled.put(updated.metadata().name(), updated);
            sorted.set(i, updated);
            cleaned += count;
        }
        return sorted;
    }

    /**
     * Removes available old pods, oldest ReplicaSet first, while the available pods of all ReplicaSets stay at
     * least replicas - maxUnavailable.
     * <p>Upstream: <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/pkg/controller/deployment/rolling.go#L193-L235">rolling.go L193–L235</a>
     * (scaleDownOldReplicaSetsForRollingUpdate; it sorts at L207).
     */
    private void scaleDownOldReplicaSetsForRollingUpdate(Deployment d, List<ReplicaSet> oldRSs, ReplicaSet newRS,
                                                         Map<String, ReplicaSet> scaled) {
        int minAvailable = d.spec().replicas() - d.spec().strategy().maxUnavailable();
        int available = ready(newRS) + oldRSs.stream().mapToInt(Rollout::ready).sum();
        if (available <= minAvailable) {
            return;
        }
        List<ReplicaSet> sorted = new ArrayList<>(oldRSs);
        sorted.sort(BY_CREATION_TIMESTAMP);
        int toScaleDown = available - minAvailable;
        int scaledDown = 0;
        for (ReplicaSet rs : sorted) {
            if (scaledDown >= toScaleDown) {
                break;
            }
            if (rs.spec().replicas() == 0) {
                continue;
            }
            int count = Math.min(rs.spec().replicas(), toScaleDown - scaledDown);
            ReplicaSet updated = scaleReplicaSet(rs, rs.spec().replicas() - count);
            scaled.put(updated.metadata().name(), updated);
            scaledDown += count;
        }
    }

    /**
     * Creates the ReplicaSet of the current template: named and labelled with the template hash, so that its
     * selector cannot overlap an older ReplicaSet's, and owned by the Deployment.
     * <p>Upstream: <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/pkg/controller/deployment/sync.go">sync.go</a> (see getNewReplicaSet).
     */
    private ReplicaSet createNewReplicaSet(Deployment d, int replicas) {
        String hash = TemplateHash.of(d.spec().template());
        PodTemplate template = d.spec().template()
                .withLabels(Labels.with(d.spec().template().labels(), TemplateHash.LABEL, hash));
        ObjectMeta meta = ObjectMeta.of(d.metadata().namespace(), newReplicaSetName(d), template.labels())
                .withOwnerReferences(List.of(OwnerReference.controlledBy(d)));
        ReplicaSetSpec spec = ReplicaSetSpec.of(replicas,
                Labels.with(d.spec().selector(), TemplateHash.LABEL, hash), template);
        return replicaSets.create(new ReplicaSet(meta, spec, null));
    }

    private ReplicaSet scaleTo(ReplicaSet rs, int replicas) {
        return rs.spec().replicas() == replicas ? rs : scaleReplicaSet(rs, replicas);
    }

    /**
     * Writes a new replica count; the cached ReplicaSet is left as it is.
     * <p>Upstream: <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/pkg/controller/deployment/sync.go">sync.go</a> (see scaleReplicaSet).
     */
    private ReplicaSet scaleReplicaSet(ReplicaSet rs, int replicas) {
        return replicaSets.update(rs.withReplicas(replicas));
    }

    /**
     * Writes the status computed from the ReplicaSets, unless it is unchanged.
     * <p>Upstream: <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/pkg/controller/deployment/progress.go">progress.go</a> (see syncRolloutStatus).
     */
    private void syncRolloutStatus(Deployment d, List<ReplicaSet> oldRSs, Optional<ReplicaSet> newRS) {
        int replicas = newRS.map(rs -> rs.status().replicas()).orElse(0)
                + oldRSs.stream().mapToInt(rs -> rs.status().replicas()).sum();
        int readyReplicas = newRS.map(Rollout::ready).orElse(0) + oldRSs.stream().mapToInt(Rollout::ready).sum();
        int updated = newRS.map(rs -> rs.status().replicas()).orElse(0);
        DeploymentStatus status = new DeploymentStatus(replicas, updated, readyReplicas, d.metadata().generation());
        if (!status.equals(d.status())) {
            deployments.updateStatus(d.withStatus(status));
        }
    }

    private static int totalReplicas(List<ReplicaSet> rsList) {
        return rsList.stream().mapToInt(rs -> rs.spec().replicas()).sum();
    }

    /** Ready pods that the ReplicaSet still wants (a shrinking ReplicaSet's extra pods are on their way out). */
    private static int ready(ReplicaSet rs) {
        return Math.min(rs.status().readyReplicas(), rs.spec().replicas());
    }
}
