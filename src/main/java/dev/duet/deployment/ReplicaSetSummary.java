package dev.duet.deployment;

import dev.duet.deployment.api.ReplicaSet;

/**
 * One line of a demo's picture of a Deployment: a ReplicaSet's name, desired and ready pods, and image.
 *
 * @param name     ReplicaSet name ({@code <deployment>-<template hash>})
 * @param replicas desired pods
 * @param ready    ready pods
 * @param image    image of its pod template
 */
public record ReplicaSetSummary(String name, int replicas, int ready, String image) {
    static ReplicaSetSummary of(ReplicaSet rs) {
        return new ReplicaSetSummary(rs.metadata().name(), rs.spec().replicas(), rs.status().readyReplicas(),
                rs.spec().template().image());
    }

    /** For example {@code web-7fbd 3/3 nginx:1.27} (desired/ready). */
    @Override
    public String toString() {
        return name + " " + replicas + "/" + ready + " " + image;
    }
}
