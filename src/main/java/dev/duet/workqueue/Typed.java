package dev.duet.workqueue;

import dev.duet.clock.Clock;
import dev.duet.clock.RealClock;
import dev.duet.clock.Ticker;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The work queue: deduplicating, fair (first dirty, first out) and never handing one item to two
 * workers at once.
 *
 * <p>Upstream: {@code Typed} in <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/util/workqueue/queue.go">queue.go</a>. Lines ending in
 * {@code // go:N} correspond to line N of that file; the site draws them side by side.
 *
 * <p><b>Blocking and interrupts.</b> {@link #get} blocks while storage is empty and no shutdown
 * has begun. An {@link #add} of a new item, a {@link #done} that re-queues a dirty item, or a
 * shutdown releases it. Go has no interrupts, so neither does this queue: a thread interrupted in
 * {@code get} (or {@code shutDownWithDrain}) keeps waiting, and its interrupt flag is still set
 * when the call returns. Release workers with {@link #shutDown}.
 *
 * <p>Items must not be null (null is how {@link GetResult} says "no item").
 */
public class Typed<T> implements TypedInterface<T> {

    /** Upstream's default period of the unfinished-work loop. */
    static final Duration DEFAULT_UNFINISHED_WORK_UPDATE_PERIOD = Duration.ofMillis(500);

    /** Order of work: every item in it is dirty and not processing (except after a stray done; see {@link #done}). */
    private final Queue<T> queue;

    /** Every item that needs processing. */
    private final Set<T> dirty = new Set<>();

    /**
     * Items being processed. They may be dirty at the same time: done then puts them back in
     * {@code queue}.
     */
    private final Set<T> processing = new Set<>();

    /** Go's {@code cond.L}: guards every field below and the storage. */
    private final ReentrantLock lock = new ReentrantLock();
    /** Go's {@code cond}: signalled when storage gains an item, processing empties, or shutdown begins. */
    private final Condition cond = lock.newCondition();

    private boolean shuttingDown;
    private boolean drain;

    private final QueueMetrics<T> metrics;

    private final Clock clock;

    /**
     * A queue with all defaults.
     *
     * <p>Upstream: {@code NewTyped} in <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/util/workqueue/queue.go">queue.go</a>.
     */
    public static <T> Typed<T> newTyped() {
        return newTypedWithConfig(TypedQueueConfig.defaults());
    }

    /**
     * A queue built from {@code config}, with its null fields replaced by defaults.
     *
     * <p>Upstream: {@code NewTypedWithConfig} in <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/util/workqueue/queue.go">queue.go</a>.
     */
    public static <T> Typed<T> newTypedWithConfig(TypedQueueConfig<T> config) {
        return newQueueWithConfig(config, DEFAULT_UNFINISHED_WORK_UPDATE_PERIOD);
    }

    /** Like {@link #newTypedWithConfig} with a chosen update period; tests use 1 ms as upstream's do. */
    static <T> Typed<T> newQueueWithConfig(TypedQueueConfig<T> config, Duration updatePeriod) {
        MetricsProvider provider = config.metricsProvider() != null
                ? config.metricsProvider()
                : Metrics.globalProvider();
        Clock clock = config.clock() != null ? config.clock() : RealClock.INSTANCE;
        Queue<T> storage = config.queue() != null ? config.queue() : new DefaultQueue<>();
        return new Typed<>(clock, storage, Metrics.newQueueMetrics(provider, config.name(), clock), updatePeriod);
    }

    /**
     * Upstream: {@code newQueue} in <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/util/workqueue/queue.go">queue.go</a>. As upstream, the
     * unfinished-work loop runs only with real metrics, so a plain queue costs no timer.
     */
    Typed(Clock clock, Queue<T> queue, QueueMetrics<T> metrics, Duration updatePeriod) {
        this.clock = clock;
        this.queue = queue;
        this.metrics = metrics;
        if (!(metrics instanceof QueueMetrics.NoQueueMetrics)) {
            updateUnfinishedWorkLoop(updatePeriod);
        }
    }

    /**
     * Marks {@code item} as needing processing. An item that is already dirty is not queued
     * twice; an item being processed is queued again only when its {@link #done} comes.
     */
    @Override
    public void add(T item) {                                // go:235
        Objects.requireNonNull(item, "item");
        lock.lock();                                         // go:236
        try {                                                // go:237
            if (shuttingDown) {                              // go:238
                return;                                      // go:239
            }                                                // go:240
            if (dirty.has(item)) {                           // go:241
                // Added again before anyone took it: let storage react to the repeat,   // go:242
                // but only if it is really in storage (not out being processed).        // go:243
                if (!processing.has(item)) {                 // go:244
                    queue.touch(item);                       // go:245
                }                                            // go:246
                return;                                      // go:247
            }                                                // go:248

            metrics.add(item);                               // go:250

            dirty.insert(item);                              // go:252
            if (processing.has(item)) {                      // go:253
                return;                                      // go:254
            }                                                // go:255

            queue.push(item);                                // go:257
            cond.signal();                                   // go:258
        } finally {                                          // go:237
            lock.unlock();                                   // go:237
        }
    }                                                        // go:259

    /**
     * How many items wait in storage. It leaves out items being processed, items re-added while
     * processing, and items still delayed; it is not the depth metric.
     *
     * <p>Upstream: <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/util/workqueue/queue.go#L264-L268">queue.go L264–L268</a>.
     */
    @Override
    public int len() {
        lock.lock();
        try {
            return queue.len();
        } finally {
            lock.unlock();
        }
    }

    /**
     * Blocks until an item can be handed out. After a shutdown, items still in storage keep
     * coming out with {@code shutdown == false}; only an empty storage yields
     * {@code (null, true)}. You must call {@link #done} with the item when finished.
     *
     * <p>A waiting call is released by an {@link #add} of a new item, a {@link #done} that
     * re-queues a dirty item, or a shutdown; not by an interrupt (see the class comment).
     */
    @Override
    public GetResult<T> get() {                              // go:273
        lock.lock();                                         // go:274
        try {                                                // go:275
            while (queue.len() == 0 && !shuttingDown) {      // go:276
                cond.awaitUninterruptibly();                 // go:277
            }                                                // go:278
            if (queue.len() == 0) {                          // go:279
                // Still empty after the wait, so a shutdown ended it.   // go:280
                return new GetResult<>(null, true);          // go:281
            }                                                // go:282

            T item = queue.pop();                            // go:284

            metrics.get(item);                               // go:286

            processing.insert(item);                         // go:288
            dirty.delete(item);                              // go:289

            return new GetResult<>(item, false);             // go:291
        } finally {                                          // go:275
            lock.unlock();                                   // go:275
        }
    }                                                        // go:292

    /**
     * Marks {@code item} as processed; if it became dirty meanwhile it goes back into storage.
     * Never fails: a done for an item that is not processing only calls the metrics hook, unless
     * the item is dirty, in which case it is pushed a second time, as upstream does. There is no
     * shutdown check, so dirty items are re-queued during and after a shutdown.
     */
    @Override
    public void done(T item) {                               // go:297
        lock.lock();                                         // go:298
        try {                                                // go:299

            metrics.done(item);                              // go:301

            processing.delete(item);                         // go:303
            if (dirty.has(item)) {                           // go:304
                queue.push(item);                            // go:305
                cond.signal();                               // go:306
            } else if (processing.len() == 0) {              // go:307
                cond.signal();                               // go:308
            }                                                // go:309
        } finally {                                          // go:299
            lock.unlock();                                   // go:299
        }
    }                                                        // go:310

    /**
     * Stops accepting adds and wakes every waiter: blocked {@code get}s return once storage is
     * empty, and a pending {@link #shutDownWithDrain} stops waiting. Never blocks; repeatable.
     *
     * <p>Upstream: <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/util/workqueue/queue.go#L314-L321">queue.go L314–L321</a>.
     */
    @Override
    public void shutDown() {
        lock.lock();
        try {
            drain = false;
            shuttingDown = true;
            cond.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /**
     * Stops accepting adds, then waits until no item is being processed, or until
     * {@link #shutDown} cancels the drain. Items still in storage are not waited for and can
     * still be fetched. Blocks forever if a worker never calls {@code done}.
     *
     * <p>Upstream: <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/util/workqueue/queue.go#L332-L343">queue.go L332–L343</a>. Go re-takes the lock for
     * every check; one critical section with the same checks behaves the same. The wake-up
     * comes from {@code done}'s signal-one, so two concurrent drainers may leave one waiting,
     * exactly as upstream.
     */
    @Override
    public void shutDownWithDrain() {
        lock.lock();
        try {
            drain = true;
            shuttingDown = true;
            cond.signalAll();
            while (processing.len() != 0 && drain) {
                cond.awaitUninterruptibly();
            }
        } finally {
            lock.unlock();
        }
    }

    /**
     * Whether a shutdown has begun.
     *
     * <p>Upstream: <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/util/workqueue/queue.go#L345-L350">queue.go L345–L350</a>.
     */
    @Override
    public boolean shuttingDown() {
        lock.lock();
        try {
            return shuttingDown;
        } finally {
            lock.unlock();
        }
    }

    /**
     * Refreshes the unfinished-work gauges every {@code period} until shutdown.
     *
     * <p>Upstream: {@code updateUnfinishedWorkLoop} in <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/util/workqueue/queue.go">queue.go</a>, a
     * goroutine ranging over a ticker's channel. Here the ticker's callback does the same work
     * and stops the ticker at the first tick that sees the shutdown.
     */
    private void updateUnfinishedWorkLoop(Duration period) {
        Ticker[] ticker = new Ticker[1];
        Object tickerReady = new Object();
        Runnable tick = () -> {
            lock.lock();
            try {
                if (!shuttingDown) {
                    metrics.updateUnfinishedWork();
                    return;
                }
            } finally {
                lock.unlock();
            }
            synchronized (tickerReady) {
                ticker[0].stop();
            }
        };
        synchronized (tickerReady) {
            ticker[0] = clock.newTicker(period, tick);
        }
    }

    /**
     * How many threads are parked on {@code cond} (in {@code get} or a drain). Read under the
     * lock, so each counted thread has run every line before its wait and runs nothing more
     * until it is signalled: tests and demos use it to know that workers have settled. A teaching
     * addition: upstream has no such method.
     */
    public int condWaiters() {
        lock.lock();
        try {
            return lock.getWaitQueueLength(cond);
        } finally {
            lock.unlock();
        }
    }

    /**
     * A consistent copy of the queue's state. A teaching addition: upstream has no such method.
     *
     * @throws UnsupportedOperationException if the storage cannot list its items ({@link Queue#items})
     */
    public QueueSnapshot<T> snapshot() {
        lock.lock();
        try {
            return new QueueSnapshot<>(queue.items(), dirty.sortedForDisplay(),
                    processing.sortedForDisplay(), shuttingDown, drain);
        } finally {
            lock.unlock();
        }
    }
}
