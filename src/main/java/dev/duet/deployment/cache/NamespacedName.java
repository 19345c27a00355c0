package dev.duet.deployment.cache;

import java.util.Objects;

/**
 * A key split into its parts.
 *
 * @param namespace the namespace ({@code ""} for cluster-scoped keys)
 * @param name      the name
 */
public record NamespacedName(String namespace, String name) {
    public NamespacedName {
        Objects.requireNonNull(namespace, "namespace");
        Objects.requireNonNull(name, "name");
    }

    @Override
    public String toString() {
        return namespace.isEmpty() ? name : namespace + "/" + name;
    }
}
