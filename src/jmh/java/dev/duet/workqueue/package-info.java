/**
 * JMH benchmarks of the port, side by side with {@code io.kubernetes:client-java-extended}'s work
 * queues: W1 one-thread cycle, W2 two producers and two consumers, W3 hot keys (eight producers,
 * two workers), W4 addRateLimited and forget. {@code bench/workqueue.sh} runs them and prints the ratios.
 */
package dev.duet.workqueue;
