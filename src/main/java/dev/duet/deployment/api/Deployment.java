package dev.duet.deployment.api;

import java.util.Map;
import java.util.Objects;

/**
 * An apps/v1 Deployment, reduced to what the queue loop and a simple rollout need. Immutable: a sync changes a
 * copy, never the object its informer cache holds.
 *
 * @param metadata namespace, name, uid, labels, generation, resourceVersion, deletionTimestamp
 * @param spec     what the user wants
 * @param status   what the controller last observed
 */
public record Deployment(ObjectMeta metadata, DeploymentSpec spec, DeploymentStatus status)
        implements ApiObject<Deployment> {
    public static final String KIND = "Deployment";

    public Deployment {
        Objects.requireNonNull(metadata, "metadata");
        Objects.requireNonNull(spec, "spec");
        status = status == null ? DeploymentStatus.EMPTY : status;
    }

    /**
     * A new Deployment as a user would write it: selector and pod labels {@code app=<name>}, RollingUpdate with
     * surge 1 and unavailability 0.
     */
    public static Deployment of(String namespace, String name, int replicas, String image) {
        Map<String, String> selector = Map.of("app", name);
        return new Deployment(ObjectMeta.of(namespace, name, selector),
                DeploymentSpec.of(replicas, selector, PodTemplate.of(selector, image),
                        DeploymentStrategy.rollingUpdate(1, 0)),
                DeploymentStatus.EMPTY);
    }

    @Override
    public String kind() {
        return KIND;
    }

    @Override
    public Deployment withMetadata(ObjectMeta newMetadata) {
        return new Deployment(newMetadata, spec, status);
    }

    public Deployment withSpec(DeploymentSpec newSpec) {
        return new Deployment(metadata, newSpec, status);
    }

    public Deployment withStatus(DeploymentStatus newStatus) {
        return new Deployment(metadata, spec, newStatus);
    }

    @Override
    public Deployment withStatusOf(Deployment other) {
        return withStatus(other.status);
    }

    @Override
    public boolean sameSpec(Deployment other) {
        return spec.equals(other.spec);
    }

    /** Shorthand for a copy with another image in the pod template. */
    public Deployment withImage(String image) {
        return withSpec(spec.withTemplate(spec.template().withImage(image)));
    }

    /** Shorthand for a copy with another replica count. */
    public Deployment withReplicas(int replicas) {
        return withSpec(spec.withReplicas(replicas));
    }

    /** Shorthand for a copy with another strategy. */
    public Deployment withStrategy(DeploymentStrategy strategy) {
        return withSpec(spec.withStrategy(strategy));
    }
}
