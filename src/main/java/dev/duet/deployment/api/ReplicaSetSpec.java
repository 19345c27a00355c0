package dev.duet.deployment.api;

import java.util.Map;
import java.util.Objects;
import java.util.SortedMap;

/**
 * What a ReplicaSet keeps running.
 *
 * @param replicas desired number of pods
 * @param selector {@code matchLabels} of its pods
 * @param template the pods to run
 */
public record ReplicaSetSpec(int replicas, SortedMap<String, String> selector, PodTemplate template) {
    public ReplicaSetSpec {
        if (replicas < 0) {
            throw new IllegalArgumentException("replicas must not be negative: " + replicas);
        }
        selector = Labels.copyOf(selector);
        Objects.requireNonNull(template, "template");
    }

    public static ReplicaSetSpec of(int replicas, Map<String, String> selector, PodTemplate template) {
        return new ReplicaSetSpec(replicas, Labels.copyOf(selector), template);
    }

    public ReplicaSetSpec withReplicas(int newReplicas) {
        return new ReplicaSetSpec(newReplicas, selector, template);
    }
}
