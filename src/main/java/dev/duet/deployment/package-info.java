/** The Deployment controller's queue loop (event handlers, workers, retries, syncDeployment) ported from Kubernetes v1.32.0, with a driver for demos and tests. */
package dev.duet.deployment;
