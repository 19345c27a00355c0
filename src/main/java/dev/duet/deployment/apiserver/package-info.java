/** An in-memory API server: versioned create/update/delete/list/watch of Deployments and ReplicaSets, with a simulated ReplicaSet controller, garbage collection and fault injection. */
package dev.duet.deployment.apiserver;
