package dev.duet.deployment.api;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.SortedMap;

/**
 * Metadata shared by every stored object. The API server owns {@code uid}, {@code creationTimestamp},
 * {@code generation} and {@code resourceVersion}: clients send them back unchanged, and an update whose
 * resourceVersion is not the stored one is refused with a conflict.
 *
 * @param namespace         namespace of the object
 * @param name              name, unique per kind and namespace
 * @param uid               identity assigned at creation ({@code ""} before)
 * @param creationTimestamp when the server created the object, in whole seconds (as upstream's {@code metav1.Time}
 *                          is serialised), or {@code null} before creation; the Deployment controller orders old
 *                          ReplicaSets by it
 * @param labels            labels, sorted
 * @param generation        bumped by the server on every change of the spec
 * @param resourceVersion   bumped by the server on every write; {@code 0} before creation
 * @param deletionTimestamp when deletion was requested, or {@code null}
 * @param ownerReferences   owners of this object
 * @param finalizers        names of the parties that must let go before a deletion completes; while there are
 *                          any, deleting only sets {@code deletionTimestamp}
 */
public record ObjectMeta(String namespace, String name, String uid, Instant creationTimestamp,
                         SortedMap<String, String> labels, long generation, long resourceVersion,
                         Instant deletionTimestamp, List<OwnerReference> ownerReferences, List<String> finalizers) {
    public ObjectMeta {
        Objects.requireNonNull(namespace, "namespace");
        Objects.requireNonNull(name, "name");
        uid = uid == null ? "" : uid;
        labels = Labels.copyOf(labels);
        ownerReferences = ownerReferences == null ? List.of() : List.copyOf(ownerReferences);
        finalizers = finalizers == null ? List.of() : List.copyOf(finalizers);
    }

    /** Metadata of an object not yet created: only namespace, name and labels. */
    public static ObjectMeta of(String namespace, String name, Map<String, String> labels) {
        return new ObjectMeta(namespace, name, "", null, Labels.copyOf(labels), 0, 0, null, List.of(), List.of());
    }

    /** The owner reference marked {@code controller}, if any. */
    public Optional<OwnerReference> controllerRef() {
        return ownerReferences.stream().filter(OwnerReference::controller).findFirst();
    }

    public ObjectMeta withUid(String newUid) {
        return new ObjectMeta(namespace, name, newUid, creationTimestamp, labels,
                generation, resourceVersion, deletionTimestamp, ownerReferences, finalizers);
    }

    public ObjectMeta withCreationTimestamp(Instant newCreationTimestamp) {
        return new ObjectMeta(namespace, name, uid, newCreationTimestamp, labels,
                generation, resourceVersion, deletionTimestamp, ownerReferences, finalizers);
    }

    public ObjectMeta withLabels(Map<String, String> newLabels) {
        return new ObjectMeta(namespace, name, uid, creationTimestamp, Labels.copyOf(newLabels),
                generation, resourceVersion, deletionTimestamp, ownerReferences, finalizers);
    }

    public ObjectMeta withGeneration(long newGeneration) {
        return new ObjectMeta(namespace, name, uid, creationTimestamp, labels,
                newGeneration, resourceVersion, deletionTimestamp, ownerReferences, finalizers);
    }

    public ObjectMeta withResourceVersion(long newResourceVersion) {
        return new ObjectMeta(namespace, name, uid, creationTimestamp, labels,
                generation, newResourceVersion, deletionTimestamp, ownerReferences, finalizers);
    }

    public ObjectMeta withDeletionTimestamp(Instant newDeletionTimestamp) {
        return new ObjectMeta(namespace, name, uid, creationTimestamp, labels,
                generation, resourceVersion, newDeletionTimestamp, ownerReferences, finalizers);
    }

    public ObjectMeta withOwnerReferences(List<OwnerReference> newOwnerReferences) {
        return new ObjectMeta(namespace, name, uid, creationTimestamp, labels,
                generation, resourceVersion, deletionTimestamp, newOwnerReferences, finalizers);
    }

    public ObjectMeta withFinalizers(List<String> newFinalizers) {
        return new ObjectMeta(namespace, name, uid, creationTimestamp, labels,
                generation, resourceVersion, deletionTimestamp, ownerReferences, newFinalizers);
    }
}
