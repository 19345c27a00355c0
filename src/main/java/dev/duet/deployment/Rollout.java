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
import java.util.List;
import java.util.Optional;

/**
 * The part of a sync that moves pods: find or create the ReplicaSet of the current template, scale it and the old
 * ones by the Deployment's strategy, and report the outcome in the Deployment's status. Each call makes at most
 * one step and returns; the ReplicaSet events its writes cause bring the Deployment back to the queue for the next.
 *
 * <p>Simplified from upstream: no pods (ReplicaSet status stands in), no revisions, rollbacks, pausing,
 * proportional scaling or history clean-up, and maxSurge/maxUnavailable are absolute numbers.
 *
 * <p>Upstream: <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/pkg/controller/deployment/sync.go">sync.go</a>,
 * <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/pkg/controller/deployment/recreate.go">recreate.go</a>,
 * <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/pkg/controller/deployment/rolling.go">rolling.go</a>.
 */
final class Rollout {
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
     * while the ready pods stay at least replicas - maxUnavailable.
     * <p>Upstream: <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/pkg/controller/deployment/rolling.go">rolling.go</a> (see rolloutRolling).
     */
    void rolloutRolling(Deployment d, List<ReplicaSet> rsList) {
        int desired = d.spec().replicas();
        Optional<ReplicaSet> existing = findNewReplicaSet(d, rsList);
        List<ReplicaSet> oldRSs = oldReplicaSets(d, rsList);
        if (existing.isEmpty()) {
            ReplicaSet created = createNewReplicaSet(d, newReplicaCount(d, 0, totalReplicas(oldRSs)));
            syncRolloutStatus(d, oldRSs, Optional.of(created));
            return;
        }
        ReplicaSet newRS = existing.get();
        int wanted = newRS.spec().replicas() > desired
                ? desired
                : newReplicaCount(d, newRS.spec().replicas(), totalReplicas(oldRSs) + newRS.spec().replicas());
        if (wanted != newRS.spec().replicas()) {
            syncRolloutStatus(d, oldRSs, Optional.of(scaleReplicaSet(newRS, wanted)));
            return;
        }
        List<ReplicaSet> scaledOld = reconcileOldReplicaSets(d, oldRSs, newRS);
        syncRolloutStatus(d, scaledOld, Optional.of(newRS));
    }

    /**
     * Only recomputes the status, for a Deployment being deleted.
     * <p>Upstream: <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/pkg/controller/deployment/sync.go">sync.go</a> (see syncStatusOnly).
     */
    void syncStatusOnly(Deployment d, List<ReplicaSet> rsList) {
        syncRolloutStatus(d, oldReplicaSets(d, rsList), findNewReplicaSet(d, rsList));
    }

    /**
     * The ReplicaSet of {@code d}'s current template, if it exists.
     * <p>Upstream: <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/pkg/controller/deployment/util/deployment_util.go">deployment_util.go</a> (see FindNewReplicaSet).
     */
    static Optional<ReplicaSet> findNewReplicaSet(Deployment d, List<ReplicaSet> rsList) {
        String name = newReplicaSetName(d);
        return rsList.stream().filter(rs -> rs.metadata().name().equals(name)).findFirst();
    }

    /**
     * The ReplicaSets of earlier templates, sorted by name.
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
     * First removes old pods that are not ready (they count against nobody's availability), then ready ones as far
     * as availability allows.
     * <p>Upstream: <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/pkg/controller/deployment/rolling.go">rolling.go</a> (see reconcileOldReplicaSets).
     */
    private List<ReplicaSet> reconcileOldReplicaSets(Deployment d, List<ReplicaSet> oldRSs, ReplicaSet newRS) {
        int minAvailable = d.spec().replicas() - d.spec().strategy().maxUnavailable();
        int allReplicas = totalReplicas(oldRSs) + newRS.spec().replicas();
        int newUnavailable = newRS.spec().replicas() - ready(newRS);
        int unhealthyBudget = allReplicas - minAvailable - newUnavailable;
        int available = ready(newRS) + oldRSs.stream().mapToInt(Rollout::ready).sum();
        int healthyBudget = available - minAvailable;
        List<ReplicaSet> result = new ArrayList<>();
        for (ReplicaSet old : oldRSs) {
            int replicas = old.spec().replicas();
            int unhealthy = Math.min(Math.max(unhealthyBudget, 0), replicas - ready(old));
            unhealthyBudget -= unhealthy;
            replicas -= unhealthy;
            int healthy = Math.min(Math.max(healthyBudget, 0), replicas);
            healthyBudget -= healthy;
            replicas -= healthy;
            result.add(replicas == old.spec().replicas() ? old : scaleReplicaSet(old, replicas));
        }
        return result;
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
