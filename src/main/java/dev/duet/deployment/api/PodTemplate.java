package dev.duet.deployment.api;

import java.util.Map;
import java.util.Objects;
import java.util.SortedMap;

/**
 * The pods a Deployment asks for, reduced to what the rollout logic compares: labels and one container image.
 *
 * @param labels labels of the pods, sorted
 * @param image  container image
 */
public record PodTemplate(SortedMap<String, String> labels, String image) {
    public PodTemplate {
        labels = Labels.copyOf(labels);
        Objects.requireNonNull(image, "image");
    }

    public static PodTemplate of(Map<String, String> labels, String image) {
        return new PodTemplate(Labels.copyOf(labels), image);
    }

    public PodTemplate withImage(String newImage) {
        return new PodTemplate(labels, newImage);
    }

    public PodTemplate withLabels(Map<String, String> newLabels) {
        return new PodTemplate(Labels.copyOf(newLabels), image);
    }
}
