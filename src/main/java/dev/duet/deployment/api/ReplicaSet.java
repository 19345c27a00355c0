package dev.duet.deployment.api;

import java.util.Objects;

/**
 * An apps/v1 ReplicaSet: one version of a Deployment's pod template, owned by the Deployment through a controller
 * owner reference.
 *
 * @param metadata metadata, with the owner reference to the Deployment
 * @param spec     desired replicas and template
 * @param status   observed replicas
 */
public record ReplicaSet(ObjectMeta metadata, ReplicaSetSpec spec, ReplicaSetStatus status)
        implements ApiObject<ReplicaSet> {
    public static final String KIND = "ReplicaSet";

    public ReplicaSet {
        Objects.requireNonNull(metadata, "metadata");
        Objects.requireNonNull(spec, "spec");
        status = status == null ? ReplicaSetStatus.EMPTY : status;
    }

    @Override
    public String kind() {
        return KIND;
    }

    @Override
    public ReplicaSet withMetadata(ObjectMeta newMetadata) {
        return new ReplicaSet(newMetadata, spec, status);
    }

    public ReplicaSet withSpec(ReplicaSetSpec newSpec) {
        return new ReplicaSet(metadata, newSpec, status);
    }

    public ReplicaSet withStatus(ReplicaSetStatus newStatus) {
        return new ReplicaSet(metadata, spec, newStatus);
    }

    public ReplicaSet withReplicas(int replicas) {
        return withSpec(spec.withReplicas(replicas));
    }

    @Override
    public ReplicaSet withStatusOf(ReplicaSet other) {
        return withStatus(other.status);
    }

    @Override
    public boolean sameSpec(ReplicaSet other) {
        return spec.equals(other.spec);
    }
}
