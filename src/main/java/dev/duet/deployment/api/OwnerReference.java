package dev.duet.deployment.api;

import java.util.Objects;

/**
 * Points from a dependent (a ReplicaSet) to its owner (a Deployment). The uid, not the name, identifies the owner:
 * a Deployment deleted and created again under the same name is a different owner.
 *
 * @param kind       kind of the owner, e.g. {@code Deployment}
 * @param name       name of the owner, in the dependent's namespace
 * @param uid        uid of the owner
 * @param controller whether the owner is the managing controller (at most one reference per object may say so)
 */
public record OwnerReference(String kind, String name, String uid, boolean controller) {
    public OwnerReference {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(uid, "uid");
    }

    /** The controller reference a Deployment puts on the ReplicaSets it creates. */
    public static OwnerReference controlledBy(Deployment owner) {
        return new OwnerReference(Deployment.KIND, owner.metadata().name(), owner.metadata().uid(), true);
    }
}
