/** JMH benchmarks of the port, side by side with the Kubernetes Java client's work queue and a plain FIFO. */
package dev.duet.workqueue;
