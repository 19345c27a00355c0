/**
 * A Java port of client-go {@code util/workqueue} at v0.32.0 (Kubernetes v1.32.0): the
 * deduplicating work queue, its delaying and rate-limiting layers, rate limiters, metrics hooks and
 * {@code ParallelizeUntil}.
 */
package dev.duet.workqueue;
