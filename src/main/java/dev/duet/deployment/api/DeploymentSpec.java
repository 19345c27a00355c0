package dev.duet.deployment.api;

import java.util.Map;
import java.util.Objects;
import java.util.SortedMap;

/**
 * What the user wants.
 *
 * @param replicas desired number of pods
 * @param selector {@code matchLabels} selecting the Deployment's pods; must match the template's labels
 * @param template the pods to run
 * @param strategy how to replace old pods
 */
public record DeploymentSpec(int replicas, SortedMap<String, String> selector, PodTemplate template,
                             DeploymentStrategy strategy) {
    public DeploymentSpec {
        if (replicas < 0) {
            throw new IllegalArgumentException("replicas must not be negative: " + replicas);
        }
        selector = Labels.copyOf(selector);
        Objects.requireNonNull(template, "template");
        Objects.requireNonNull(strategy, "strategy");
    }

    public static DeploymentSpec of(int replicas, Map<String, String> selector, PodTemplate template,
                                    DeploymentStrategy strategy) {
        return new DeploymentSpec(replicas, Labels.copyOf(selector), template, strategy);
    }

    public DeploymentSpec withReplicas(int newReplicas) {
        return new DeploymentSpec(newReplicas, selector, template, strategy);
    }

    public DeploymentSpec withTemplate(PodTemplate newTemplate) {
        return new DeploymentSpec(replicas, selector, newTemplate, strategy);
    }

    public DeploymentSpec withStrategy(DeploymentStrategy newStrategy) {
        return new DeploymentSpec(replicas, selector, template, newStrategy);
    }
}
