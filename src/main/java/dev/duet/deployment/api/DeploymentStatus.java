package dev.duet.deployment.api;

/**
 * What the controller last observed.
 *
 * @param replicas           pods of all the Deployment's ReplicaSets
 * @param updatedReplicas    pods of the ReplicaSet for the current template
 * @param readyReplicas      ready pods of all the Deployment's ReplicaSets
 * @param observedGeneration the generation the controller acted on
 */
public record DeploymentStatus(int replicas, int updatedReplicas, int readyReplicas, long observedGeneration) {
    public static final DeploymentStatus EMPTY = new DeploymentStatus(0, 0, 0, 0);
}
