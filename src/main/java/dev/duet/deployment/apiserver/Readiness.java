package dev.duet.deployment.apiserver;

/** How the simulated ReplicaSet controller reports pods as ready. */
public enum Readiness {
    /** New pods are ready as soon as a ReplicaSet asks for them: rollouts run to the end on their own. */
    IMMEDIATE,
    /**
     * New pods stay unready until {@link ApiServer#markReady} or {@link ApiServer#markAllReady} says otherwise:
     * a demo can hold a rolling update half-way.
     */
    MANUAL
}
