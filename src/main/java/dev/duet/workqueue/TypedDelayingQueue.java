package dev.duet.workqueue;

import dev.duet.clock.Clock;
import dev.duet.clock.RealClock;
import dev.duet.clock.Ticker;
import dev.duet.clock.Timer;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A work queue with {@link #addAfter}: delayed items wait in a heap, ordered by ready time, until
 * a background thread (the waiting loop) adds them to the inner queue.
 *
 * <p>Upstream: {@code delayingType} in <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/util/workqueue/delaying_queue.go">delaying_queue.go</a>.
 * Go's loop is a goroutine in a {@code select} over four channels: stop, a 10-second heartbeat,
 * the head entry's timer and a 1000-slot input channel. Java has no {@code select}, so one lock
 * stands in for all four: the input channel is a bounded buffer of the same size, and the clock's
 * callbacks and {@link #shutDown} set flags under that lock and signal the loop. Everything the
 * loop does with a wake-up is the same as upstream's. The loop thread is a daemon named
 * {@code workqueue-waiting-loop[-name]} and ends at shutdown.
 *
 * <p>Blocking: {@link #addAfter} blocks while the buffer is full, until the loop takes entries or
 * {@link #shutDown} releases it. As in {@link Typed}, an interrupt does not end that wait; the
 * flag stays set.
 */
public class TypedDelayingQueue<T> implements TypedDelayingInterface<T> {

    /** Upstream's {@code maxWait}: the loop wakes at least this often, as insurance. */
    static final Duration MAX_WAIT = Duration.ofSeconds(10);
    /** Upstream's capacity of {@code waitingForAddCh}. */
    static final int WAITING_FOR_ADD_CAPACITY = 1000;

    private final TypedInterface<T> inner;
    private final Clock clock;
    private final CounterMetric retries;
    private final Ticker heartbeat;
    /** Upstream's {@code stopOnce}. */
    private final AtomicBoolean stopOnce = new AtomicBoolean();

    /**
     * Guards everything below but the heap; held only briefly, and never while calling the inner
     * queue. Taken before {@link #heapLock} by whoever needs both.
     */
    private final ReentrantLock loopLock = new ReentrantLock();
    /** Signalled for the loop: an entry arrived, a timer or the heartbeat fired, or stop. */
    private final Condition wake = loopLock.newCondition();
    /** Signalled for blocked {@code addAfter} callers: room in the buffer, or stop. */
    private final Condition notFull = loopLock.newCondition();
    /** Signalled when the loop starts waiting with nothing pending, or exits. */
    private final Condition idle = loopLock.newCondition();

    /** Upstream's {@code waitingForAddCh}. */
    private ArrayDeque<WaitFor<T>> waitingForAddCh = new ArrayDeque<>();
    /**
     * The entries the loop took out of the buffer in one go and is putting into the heap (Go's
     * drain, which receives them one by one). Swapped with the empty buffer under loopLock, so
     * a batch costs the callers of {@code addAfter} one short critical section, however long;
     * emptied under {@link #heapLock}.
     */
    private ArrayDeque<WaitFor<T>> arrived = new ArrayDeque<>();
    /**
     * How many of {@link #arrived} are not in the heap yet, as far as {@code addAfter} knows. They
     * still count against the buffer's capacity, so no more than 1000 entries are ever on their
     * way to the heap, as in Go; the loop sets this to 0 once the batch is in.
     */
    private int arrivedPending;
    /** Upstream's {@code stopCh} once closed. */
    private boolean stopped;
    private boolean heartbeatFired;
    /** Which timer is current; a stale timer's callback (Go: a channel nobody reads) is ignored. */
    private long timerGeneration;
    private boolean timerFired;
    /** The current timer has fired (or none was started), so it cannot wake the loop again. */
    private boolean timerSpent = true;
    private boolean loopWaiting;
    private boolean loopExited;
    /**
     * Counts the wake-ups sent to the loop (entry, timer, heartbeat, stop), so that the loop can
     * watch for one without the lock while it spins before parking. Written under loopLock only.
     */
    private volatile int wakeUps;

    /**
     * How long the loop looks for a new wake-up before it parks. Entries that follow each other
     * closely (a burst of retries) then find the loop awake: no thread has to be unparked for
     * each of them, as a goroutine need not be. Go's scheduler, too, spins before it parks an
     * idle thread.
     */
    static final long SPIN_BEFORE_PARK_NANOS = 20_000;

    /**
     * Entries not yet ready; upstream's {@code waitingForQueue} and {@code waitingEntryByData}.
     * Only the loop thread changes it, under {@link #heapLock}, so that a snapshot never sees it
     * half-changed; the loop itself reads it without that lock.
     */
    private final WaitingHeap<T> waitingForQueue = new WaitingHeap<>();
    /** Guards changes to the heap and the emptying of {@link #arrived}, against {@link #snapshot}. */
    private final ReentrantLock heapLock = new ReentrantLock();

    /**
     * A delaying queue with all defaults.
     *
     * <p>Upstream: {@code NewTypedDelayingQueue} in <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/util/workqueue/delaying_queue.go">delaying_queue.go</a>.
     */
    public static <T> TypedDelayingQueue<T> newTypedDelayingQueue() {
        return newTypedDelayingQueueWithConfig(TypedDelayingQueueConfig.defaults());
    }

    /**
     * A delaying queue built from {@code config}, null fields replaced by defaults.
     *
     * <p>Upstream: {@code NewTypedDelayingQueueWithConfig} in
     * <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/util/workqueue/delaying_queue.go">delaying_queue.go</a>.
     */
    public static <T> TypedDelayingQueue<T> newTypedDelayingQueueWithConfig(TypedDelayingQueueConfig<T> config) {
        Clock clock = config.clock() != null ? config.clock() : RealClock.INSTANCE;
        TypedInterface<T> inner = config.queue();
        if (inner == null) {
            inner = Typed.newTypedWithConfig(new TypedQueueConfig<T>(
                    config.name(), config.metricsProvider(), clock, null));
        }
        return new TypedDelayingQueue<>(clock, inner, config.name(), config.metricsProvider());
    }

    /** Upstream: {@code newDelayingQueue}: starts the heartbeat and the waiting loop. */
    TypedDelayingQueue(Clock clock, TypedInterface<T> inner, String name, MetricsProvider provider) {
        this.clock = clock;
        this.inner = inner;
        this.retries = Metrics.newRetryMetrics(name, provider);
        this.heartbeat = clock.newTicker(MAX_WAIT, this::onHeartbeat);
        Thread loop = new Thread(this::waitingLoop,
                "workqueue-waiting-loop" + (name == null || name.isEmpty() ? "" : "-" + name));
        loop.setDaemon(true);
        loop.start();
    }

    /**
     * Shuts the inner queue down, stops the loop and the heartbeat; entries still waiting are
     * dropped. Only the first call does anything.
     *
     * <p>Upstream: {@code ShutDown} in <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/util/workqueue/delaying_queue.go">delaying_queue.go</a>
     * ({@code stopOnce}).
     */
    @Override
    public void shutDown() {
        if (!stopOnce.compareAndSet(false, true)) {
            return;
        }
        inner.shutDown();
        loopLock.lock();
        try {
            stopped = true;
            wakeUps++;
            wake.signalAll();
            notFull.signalAll();
        } finally {
            loopLock.unlock();
        }
        heartbeat.stop();
    }

    /**
     * Counts a retry and adds {@code item} after {@code duration}: at once on this thread if it is
     * zero or negative, else through the waiting loop. Does nothing once shutting down.
     *
     * <p>Upstream: <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/util/workqueue/delaying_queue.go#L240-L259">delaying_queue.go L240–L259</a>.
     */
    @Override
    public void addAfter(T item, Duration duration) {
        if (shuttingDown()) {
            return;
        }

        retries.inc();

        if (duration.isNegative() || duration.isZero()) {
            add(item);
            return;
        }

        WaitFor<T> entry = new WaitFor<>(item, EpochNanos.plus(EpochNanos.of(clock.now()), EpochNanos.nanos(duration)));
        loopLock.lock();
        try {
            while (waitingForAddCh.size() + arrivedPending >= WAITING_FOR_ADD_CAPACITY && !stopped) {
                notFull.awaitUninterruptibly();
            }
            if (stopped) {
                return;
            }
            // Only an empty buffer can have a waiting loop: an entry behind others needs no wake-up.
            if (waitingForAddCh.isEmpty()) {
                wakeUps++;
                wake.signal();
            }
            waitingForAddCh.addLast(entry);
        } finally {
            loopLock.unlock();
        }
    }

    /**
     * Moves due entries into the inner queue and sleeps until the next is due, a new entry
     * arrives, the heartbeat fires or the queue stops.
     *
     * <p>Upstream: <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/util/workqueue/delaying_queue.go#L267-L343">delaying_queue.go L267–L343</a>. One
     * difference: on exit the pending timer is stopped, so a {@link dev.duet.clock.FakeClock}
     * does not keep a waiter for a loop that is gone.
     */
    private void waitingLoop() {
        Timer nextReadyAtTimer = null;
        // The ready time the pending timer was started for.
        long armedFor = 0;
        try {
            while (true) {
                if (inner.shuttingDown()) {
                    return;
                }

                long now = EpochNanos.of(clock.now());

                // The inner queue is called without loopLock held, so a slow inner add never
                // blocks shutDown or addAfter (in Go they are separate goroutines).
                List<T> ready = null;
                if (!waitingForQueue.isEmpty() && waitingForQueue.peek().readyAt <= now) {
                    heapLock.lock();
                    try {
                        while (!waitingForQueue.isEmpty()) {
                            WaitFor<T> entry = waitingForQueue.peek();
                            if (entry.readyAt > now) {
                                break;
                            }
                            waitingForQueue.pop();
                            ready = append(ready, entry.data);
                        }
                    } finally {
                        heapLock.unlock();
                    }
                }
                addAll(ready);

                List<T> dueOnArrival = null;
                loopLock.lock();
                try {
                    if (!waitingForQueue.isEmpty()) {
                        WaitFor<T> entry = waitingForQueue.peek();
                        // Go starts a new timer on every pass. A timer still pending for the
                        // same ready time would fire at the same moment, so it is kept: passes
                        // that only took new entries then cost no timer.
                        if (timerSpent || entry.readyAt != armedFor) {
                            if (nextReadyAtTimer != null) {
                                nextReadyAtTimer.stop();
                            }
                            long generation = ++timerGeneration;
                            timerFired = false;
                            timerSpent = false;
                            armedFor = entry.readyAt;
                            nextReadyAtTimer = clock.newTimer(Duration.ofNanos(EpochNanos.minus(entry.readyAt, now)),
                                    () -> onTimer(generation));
                        }
                    }

                    if (!stopped && !heartbeatFired && !timerFired && waitingForAddCh.isEmpty()) {
                        int seen = wakeUps;
                        loopLock.unlock();
                        try {
                            spinUntilWakeUp(seen);
                        } finally {
                            loopLock.lock();
                        }
                    }
                    while (!stopped && !heartbeatFired && !timerFired && waitingForAddCh.isEmpty()) {
                        loopWaiting = true;
                        idle.signalAll();
                        wake.awaitUninterruptibly();
                        loopWaiting = false;
                    }
                    if (stopped) {
                        return;
                    }
                    // Heartbeat and timer need no action of their own: the next round adds what is due.
                    heartbeatFired = false;
                    timerFired = false;
                    // Take the whole buffer: the callers of addAfter can go on filling the other one.
                    ArrayDeque<WaitFor<T>> batch = waitingForAddCh;
                    waitingForAddCh = arrived;
                    arrived = batch;
                    arrivedPending = batch.size();
                } finally {
                    loopLock.unlock();
                }

                if (!arrived.isEmpty()) {
                    // Go reads the clock for each entry; one read for the whole batch, taken after
                    // the wait, sees each entry at most as late as Go would. An entry that falls due
                    // meanwhile goes into the heap and out at the next pass.
                    long arrival = EpochNanos.of(clock.now());
                    heapLock.lock();
                    try {
                        WaitFor<T> waitEntry;
                        while ((waitEntry = arrived.pollFirst()) != null) {
                            if (waitEntry.readyAt > arrival) {
                                waitingForQueue.insert(waitEntry);
                            } else {
                                dueOnArrival = append(dueOnArrival, waitEntry.data);
                            }
                        }
                    } finally {
                        heapLock.unlock();
                    }
                    loopLock.lock();
                    try {
                        arrivedPending = 0;
                        notFull.signalAll();
                    } finally {
                        loopLock.unlock();
                    }
                }
                addAll(dueOnArrival);
            }
        } finally {
            loopLock.lock();
            try {
                if (nextReadyAtTimer != null) {
                    nextReadyAtTimer.stop();
                }
                loopExited = true;
                idle.signalAll();
            } finally {
                loopLock.unlock();
            }
        }
    }

    /** Returns once {@link #wakeUps} moves past {@code seen}, or after {@link #SPIN_BEFORE_PARK_NANOS}. */
    private void spinUntilWakeUp(int seen) {
        long start = System.nanoTime();
        for (int i = 1; wakeUps == seen; i++) {
            Thread.onSpinWait();
            if ((i & 63) == 0 && System.nanoTime() - start > SPIN_BEFORE_PARK_NANOS) {
                return;
            }
        }
    }

    /** Appends to a list created on first use: most passes have nothing to add. */
    private static <T> List<T> append(List<T> items, T item) {
        List<T> list = items != null ? items : new ArrayList<>();
        list.add(item);
        return list;
    }

    private void addAll(List<T> items) {
        if (items == null) {
            return;
        }
        for (T item : items) {
            inner.add(item);
        }
    }

    private void onHeartbeat() {
        loopLock.lock();
        try {
            heartbeatFired = true;
            wakeUps++;
            wake.signal();
        } finally {
            loopLock.unlock();
        }
    }

    private void onTimer(long generation) {
        loopLock.lock();
        try {
            if (generation == timerGeneration) {
                timerFired = true;
                timerSpent = true;
                wakeUps++;
            wake.signal();
            }
        } finally {
            loopLock.unlock();
        }
    }

    /**
     * Waits until the waiting loop has handled everything sent to it: the input buffer is empty,
     * no timer or heartbeat wake-up is pending, and the loop is waiting (or has exited). With a
     * {@link dev.duet.clock.FakeClock}, calling this after {@code addAfter} or {@code step} makes
     * the result deterministic. A teaching addition: upstream's tests poll instead.
     *
     * @return false if {@code timeout} passed first
     */
    public boolean awaitIdle(Duration timeout) {
        long remaining = timeout.toNanos();
        loopLock.lock();
        try {
            while (!loopExited
                    && !(loopWaiting && waitingForAddCh.isEmpty() && !heartbeatFired && !timerFired)) {
                if (remaining <= 0) {
                    return false;
                }
                try {
                    remaining = idle.awaitNanos(remaining);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return false;
                }
            }
            return true;
        } finally {
            loopLock.unlock();
        }
    }

    /**
     * The inner queue's {@link Typed#condWaiters()}. A teaching addition.
     *
     * @throws UnsupportedOperationException if the inner queue is not a {@link Typed}
     */
    public int condWaiters() {
        if (!(inner instanceof Typed<T> typed)) {
            throw new UnsupportedOperationException("the inner queue is not a Typed: " + inner.getClass().getName());
        }
        return typed.condWaiters();
    }

    /**
     * The inner queue's snapshot and the waiting items (in the heap or still in the input
     * buffer; an item in both shows once, with its earliest time). A teaching addition.
     *
     * @throws UnsupportedOperationException if the inner queue is not a {@link Typed}
     */
    public DelayingSnapshot<T> snapshot() {
        if (!(inner instanceof Typed<T> typed)) {
            throw new UnsupportedOperationException("the inner queue is not a Typed: " + inner.getClass().getName());
        }
        List<WaitingItem<T>> waiting = new ArrayList<>();
        loopLock.lock();
        heapLock.lock();
        try {
            Map<T, Long> earliest = new HashMap<>();
            for (WaitFor<T> entry : waitingForQueue.entries()) {
                earliest.merge(entry.data, entry.readyAt, Math::min);
            }
            for (WaitFor<T> entry : arrived) {
                earliest.merge(entry.data, entry.readyAt, Math::min);
            }
            for (WaitFor<T> entry : waitingForAddCh) {
                earliest.merge(entry.data, entry.readyAt, Math::min);
            }
            earliest.forEach((item, readyAt) -> waiting.add(new WaitingItem<>(item, EpochNanos.toInstant(readyAt))));
        } finally {
            heapLock.unlock();
            loopLock.unlock();
        }
        waiting.sort(Comparator.comparing((WaitingItem<T> w) -> w.readyAt())
                .thenComparing(w -> String.valueOf(w.item())));
        return new DelayingSnapshot<>(typed.snapshot(), waiting);
    }

    // The rest of the interface goes to the inner queue, as Go's embedded Interface does.
    // ShutDownWithDrain in particular is not overridden upstream: the loop then stops only at
    // its next wake-up, and waiting entries are lost.

    @Override
    public void add(T item) {
        inner.add(item);
    }

    @Override
    public int len() {
        return inner.len();
    }

    @Override
    public GetResult<T> get() {
        return inner.get();
    }

    @Override
    public void done(T item) {
        inner.done(item);
    }

    @Override
    public void shutDownWithDrain() {
        inner.shutDownWithDrain();
    }

    @Override
    public boolean shuttingDown() {
        return inner.shuttingDown();
    }
}
