package dev.duet.workqueue;

/**
 * The hooks {@link Typed} calls under its lock. Implementations need no locking of their own.
 *
 * <p>Upstream: {@code queueMetrics} in <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/util/workqueue/metrics.go">metrics.go</a>.
 */
interface QueueMetrics<T> {

    /** A counted add: the item became dirty. */
    void add(T item);

    /** The item left storage and started processing. */
    void get(T item);

    /** {@code done} was called for the item (processing or not). */
    void done(T item);

    /** Recomputes the unfinished-work gauges from the items being processed. */
    void updateUnfinishedWork();

    /** Hooks that do nothing; chosen when the queue has no name or the provider is the no-op one. */
    @SuppressWarnings("unchecked")
    static <T> QueueMetrics<T> none() {
        return (QueueMetrics<T>) NoQueueMetrics.INSTANCE;
    }

    /** The no-op hooks; a distinct type so {@link Typed} can tell not to start the update loop. */
    enum NoQueueMetrics implements QueueMetrics<Object> {
        INSTANCE;

        @Override
        public void add(Object item) {
        }

        @Override
        public void get(Object item) {
        }

        @Override
        public void done(Object item) {
        }

        @Override
        public void updateUnfinishedWork() {
        }
    }
}
