/**
 * JMH benchmarks of the port, side by side with {@code io.kubernetes:client-java-extended}'s work
 * queues: W1 one-thread cycle, W2 two producers and two consumers, W3 hot keys (eight producers,
 * two workers), W3b the same with workers that spend 2 µs on each key, timed to completion, W4
 * addRateLimited and forget; {@code LockCostBenchmark} the uncontended lock/unlock that bounds them all. {@code bench/workqueue.sh} runs them and prints the ratios.
 */
package dev.duet.workqueue;
