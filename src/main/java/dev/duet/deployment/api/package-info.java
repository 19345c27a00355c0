/** Minimal immutable Kubernetes API objects (Deployment, ReplicaSet) that the in-memory cluster stores and the controller reads. */
package dev.duet.deployment.api;
