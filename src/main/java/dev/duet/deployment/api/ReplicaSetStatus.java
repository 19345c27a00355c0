package dev.duet.deployment.api;

/**
 * What the (simulated) ReplicaSet controller reports.
 *
 * @param replicas           pods that exist
 * @param readyReplicas      pods that are ready
 * @param observedGeneration the generation these counts belong to
 */
public record ReplicaSetStatus(int replicas, int readyReplicas, long observedGeneration) {
    public static final ReplicaSetStatus EMPTY = new ReplicaSetStatus(0, 0, 0);
}
