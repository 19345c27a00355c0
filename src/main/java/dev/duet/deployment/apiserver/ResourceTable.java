package dev.duet.deployment.apiserver;

import dev.duet.deployment.api.ApiObject;
import dev.duet.deployment.api.ObjectMeta;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;

/**
 * The stored objects of one kind, with the recent history of their changes so that a watch can start at any
 * recent resourceVersion (older ones are compacted away, as etcd does, and a watch from before them expires). Every read and write holds the server's lock, and listeners are called under it, which is what
 * makes watch order equal resourceVersion order across all kinds.
 */
final class ResourceTable<T extends ApiObject<T>> implements ResourceClient<T> {
    /** Called under the lock after a change has been delivered to every watcher; may write through the server. */
    interface AfterWrite<T> {
        void changed(WatchEvent<T> event);
    }

    private final String kind;
    private final ApiServer server;
    private final Consumer<T> validator;
    /** Key {@code namespace/name} to the stored object; sorted so lists are deterministic. */
    private final TreeMap<String, T> objects = new TreeMap<>();
    /** Every change, in resourceVersion order. */
    private final ArrayDeque<WatchEvent<T>> history = new ArrayDeque<>();
    private final int historyLimit;
    /** The resourceVersion of the newest event dropped from the history; watches must start at or after it. */
    private long compactedThrough;
    private final List<WatchListener<T>> listeners = new CopyOnWriteArrayList<>();
    private AfterWrite<T> afterWrite = event -> { };

    ResourceTable(String kind, ApiServer server, Consumer<T> validator, int historyLimit) {
        this.kind = kind;
        this.historyLimit = historyLimit;
        this.server = server;
        this.validator = validator;
    }

    void afterWrite(AfterWrite<T> hook) {
        this.afterWrite = hook;
    }

    private ReentrantLock lock() {
        return server.lock();
    }

    @Override
    public T create(T object) {
        lock().lock();
        try {
            server.faults().check(kind, "create");
            return createInternal(object);
        } finally {
            lock().unlock();
        }
    }

    @Override
    public T update(T object) {
        lock().lock();
        try {
            server.faults().check(kind, "update");
            T stored = storedForWrite(object);
            ObjectMeta meta = object.metadata()
                    .withUid(stored.metadata().uid())
                    .withCreationTimestamp(stored.metadata().creationTimestamp())
                    .withDeletionTimestamp(stored.metadata().deletionTimestamp())
                    .withGeneration(stored.metadata().generation() + (object.sameSpec(stored) ? 0 : 1));
            T updated = object.withMetadata(meta).withStatusOf(stored);
            validator.accept(updated);
            if (meta.deletionTimestamp() != null && meta.finalizers().isEmpty()) {
                // The last finalizer is gone: the deletion that was waiting for it completes now.
                return commit(WatchEvent.Type.DELETED, updated);
            }
            return commit(WatchEvent.Type.MODIFIED, updated);
        } finally {
            lock().unlock();
        }
    }

    @Override
    public T updateStatus(T object) {
        lock().lock();
        try {
            server.faults().check(kind, "update status of");
            return updateStatusInternal(object);
        } finally {
            lock().unlock();
        }
    }

    @Override
    public void delete(String namespace, String name) {
        lock().lock();
        try {
            server.faults().check(kind, "delete");
            deleteInternal(namespace, name);
        } finally {
            lock().unlock();
        }
    }

    @Override
    public T get(String namespace, String name) {
        lock().lock();
        try {
            T stored = objects.get(key(namespace, name));
            if (stored == null) {
                throw notFound(namespace, name);
            }
            return stored;
        } finally {
            lock().unlock();
        }
    }

    @Override
    public ListResult<T> list(String namespace) {
        lock().lock();
        try {
            List<T> items = new ArrayList<>();
            for (Map.Entry<String, T> entry : objects.entrySet()) {
                if (namespace == null || entry.getValue().metadata().namespace().equals(namespace)) {
                    items.add(entry.getValue());
                }
            }
            return new ListResult<>(items, server.resourceVersion());
        } finally {
            lock().unlock();
        }
    }

    @Override
    public Watch watch(long sinceResourceVersion, WatchListener<T> listener) {
        lock().lock();
        try {
            if (sinceResourceVersion < compactedThrough) {
                throw new ApiException(ApiException.Reason.EXPIRED, "too old resource version: "
                        + sinceResourceVersion + " (" + kind + " history starts after " + compactedThrough + ")");
            }
            for (WatchEvent<T> event : history) {
                if (event.object().metadata().resourceVersion() > sinceResourceVersion) {
                    listener.onEvent(event);
                }
            }
            // A fresh wrapper per registration (compared by identity), so each stop removes exactly its own watch.
            WatchListener<T> registration = listener::onEvent;
            listeners.add(registration);
            return () -> {
                lock().lock();
                try {
                    listeners.remove(registration);
                } finally {
                    lock().unlock();
                }
            };
        } finally {
            lock().unlock();
        }
    }

    /** Objects currently stored, for the server's own bookkeeping (garbage collection, readiness). */
    List<T> snapshot() {
        return List.copyOf(objects.values());
    }

    T createInternal(T object) {
        ObjectMeta meta = object.metadata();
        if (meta.resourceVersion() != 0) {
            throw new ApiException(ApiException.Reason.INVALID,
                    kind + " " + key(meta.namespace(), meta.name()) + ": resourceVersion must not be set on create");
        }
        validator.accept(object);
        if (objects.containsKey(key(meta.namespace(), meta.name()))) {
            throw new ApiException(ApiException.Reason.ALREADY_EXISTS,
                    kind + " " + key(meta.namespace(), meta.name()) + " already exists");
        }
        T created = object.withMetadata(meta.withUid(server.nextUid())
                .withCreationTimestamp(server.creationTime())
                .withGeneration(1)
                .withDeletionTimestamp(null));
        return commit(WatchEvent.Type.ADDED, created);
    }

    T updateStatusInternal(T object) {
        T stored = storedForWrite(object);
        return commit(WatchEvent.Type.MODIFIED, stored.withStatusOf(object));
    }

    void deleteInternal(String namespace, String name) {
        T stored = objects.get(key(namespace, name));
        if (stored == null) {
            throw notFound(namespace, name);
        }
        ObjectMeta meta = stored.metadata();
        if (meta.finalizers().isEmpty()) {
            commit(WatchEvent.Type.DELETED, stored);
        } else if (meta.deletionTimestamp() == null) {
            // Finalizers hold the object back: it is only marked, and goes once an update removes the last one.
            commit(WatchEvent.Type.MODIFIED, stored.withMetadata(meta.withDeletionTimestamp(server.now())));
        }
    }

    private T storedForWrite(T object) {
        ObjectMeta meta = object.metadata();
        T stored = objects.get(key(meta.namespace(), meta.name()));
        if (stored == null) {
            throw notFound(meta.namespace(), meta.name());
        }
        if (stored.metadata().resourceVersion() != meta.resourceVersion()) {
            throw new ApiException(ApiException.Reason.CONFLICT, "Operation cannot be fulfilled on " + kind + " "
                    + key(meta.namespace(), meta.name()) + ": the object has been modified (resourceVersion "
                    + meta.resourceVersion() + ", stored " + stored.metadata().resourceVersion() + ")");
        }
        return stored;
    }

    private T commit(WatchEvent.Type type, T object) {
        T versioned = object.withMetadata(object.metadata().withResourceVersion(server.nextResourceVersion()));
        String key = key(versioned.metadata().namespace(), versioned.metadata().name());
        if (type == WatchEvent.Type.DELETED) {
            objects.remove(key);
        } else {
            objects.put(key, versioned);
        }
        WatchEvent<T> event = new WatchEvent<>(type, versioned);
        history.addLast(event);
        if (history.size() > historyLimit) {
            compactedThrough = history.removeFirst().object().metadata().resourceVersion();
        }
        for (WatchListener<T> listener : listeners) {
            listener.onEvent(event);
        }
        afterWrite.changed(event);
        return versioned;
    }

    private ApiException notFound(String namespace, String name) {
        return new ApiException(ApiException.Reason.NOT_FOUND, kind + " " + key(namespace, name) + " not found");
    }

    private static String key(String namespace, String name) {
        return namespace + "/" + name;
    }
}
