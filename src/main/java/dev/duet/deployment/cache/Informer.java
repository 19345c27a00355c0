package dev.duet.deployment.cache;

import dev.duet.clock.Clock;
import dev.duet.clock.Ticker;
import dev.duet.deployment.api.ApiObject;
import dev.duet.deployment.apiserver.ListResult;
import dev.duet.deployment.apiserver.ResourceClient;
import dev.duet.deployment.apiserver.Watch;
import dev.duet.deployment.apiserver.WatchEvent;

import java.time.Duration;
import java.util.List;
import java.util.function.Consumer;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Keeps a {@link ThreadSafeStore} in step with the API server by one list followed by a watch from the list's
 * resourceVersion, and tells its handlers about every change after the store has applied it.
 *
 * <p>Upstream informers decouple the watch from the handlers with a DeltaFIFO and a goroutine per handler; this
 * one applies each event on the delivering thread, under its own lock, so handlers see the changes of one kind one
 * at a time and in order. Because the in-memory watch never drops events, there are no tombstones
 * ({@code DeletedFinalStateUnknown}) to unwrap.
 *
 * <p>Upstream: {@code sharedIndexInformer} in
 * <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/tools/cache/shared_informer.go">shared_informer.go</a>.
 *
 * @param <T> the watched kind
 */
public final class Informer<T extends ApiObject<T>> {
    private final String kind;
    private final ResourceClient<T> source;
    private final ThreadSafeStore<T> store = new ThreadSafeStore<>();
    private final List<ResourceEventHandler<T>> handlers = new CopyOnWriteArrayList<>();
    /** Serialises store changes and handler calls from the watch and from resyncs. */
    private final ReentrantLock delivery = new ReentrantLock();
    private final AtomicLong handlerFailures = new AtomicLong();
    private volatile long lastSyncResourceVersion;
    private volatile boolean synced;
    private Watch watch;
    private Ticker resyncTicker;

    public Informer(String kind, ResourceClient<T> source) {
        this.kind = kind;
        this.source = source;
    }

    /** Registers a handler; register before {@link #start()} to be told about the initial objects. */
    public void addEventHandler(ResourceEventHandler<T> handler) {
        handlers.add(handler);
    }

    /** Lists, fills the store, announces every object as added, then watches from the list's version. */
    public synchronized void start() {
        if (watch != null) {
            throw new IllegalStateException(kind + " informer already started");
        }
        ListResult<T> initial = source.list(null);
        delivery.lock();
        try {
            store.replace(initial.items());
            lastSyncResourceVersion = initial.resourceVersion();
            for (T object : initial.items()) {
                notify(handler -> handler.onAdd(object));
            }
            synced = true;
        } finally {
            delivery.unlock();
        }
        watch = source.watch(initial.resourceVersion(), this::apply);
    }

    /**
     * Calls {@link #resync()} every {@code period} of {@code clock} until {@link #stop()} (on a fake clock, from
     * the thread that steps it).
     */
    public synchronized void resyncEvery(Clock clock, Duration period) {
        if (resyncTicker != null) {
            throw new IllegalStateException(kind + " informer already resyncs");
        }
        resyncTicker = clock.newTicker(period, this::resync);
    }

    /** Stops watching and resyncing; the store keeps its last content. */
    public synchronized void stop() {
        if (resyncTicker != null) {
            resyncTicker.stop();
        }
        if (watch != null) {
            watch.stop();
        }
    }

    /** Whether the initial list has been stored (the counterpart of {@code HasSynced}). */
    public boolean hasSynced() {
        return synced;
    }

    /** The resourceVersion of the newest change the store has applied. */
    public long lastSyncResourceVersion() {
        return lastSyncResourceVersion;
    }

    /** The store; read it through {@link #lister()} unless you need its indices. */
    public ThreadSafeStore<T> store() {
        return store;
    }

    public Lister<T> lister() {
        return new Lister<>(kind, store);
    }

    /**
     * Announces every cached object again as an update to itself. Controllers use periodic resyncs to repair
     * anything a missed event would have left behind.
     */
    public void resync() {
        delivery.lock();
        try {
            for (T object : store.list()) {
                notify(handler -> handler.onUpdate(object, object));
            }
        } finally {
            delivery.unlock();
        }
    }

    /** How many handler calls threw (handlers must not throw; the informer keeps going when one does). */
    public long handlerFailures() {
        return handlerFailures.get();
    }

    private void apply(WatchEvent<T> event) {
        delivery.lock();
        try {
            T object = event.object();
            switch (event.type()) {
                case ADDED, MODIFIED -> {
                    var previous = store.put(object);
                    if (previous.isPresent()) {
                        notify(handler -> handler.onUpdate(previous.get(), object));
                    } else {
                        notify(handler -> handler.onAdd(object));
                    }
                }
                case DELETED -> {
                    store.delete(object);
                    notify(handler -> handler.onDelete(object));
                }
            }
            lastSyncResourceVersion = object.metadata().resourceVersion();
        } finally {
            delivery.unlock();
        }
    }

    private void notify(Consumer<ResourceEventHandler<T>> call) {
        for (ResourceEventHandler<T> handler : handlers) {
            try {
                call.accept(handler);
            } catch (RuntimeException e) {
                // One faulty handler must not starve the others or break the watch (upstream recovers panics too).
                handlerFailures.incrementAndGet();
            }
        }
    }
}
