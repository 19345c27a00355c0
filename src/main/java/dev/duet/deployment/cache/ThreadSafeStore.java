package dev.duet.deployment.cache;

import dev.duet.deployment.api.ApiObject;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.locks.ReadWriteLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;

/**
 * The informer's cache: objects by key, plus indices. Many readers (listers in every worker) and one writer (the
 * informer) share it, hence the read-write lock. Objects are immutable records, so handing them out needs no copy;
 * a sync that wants to change one builds a new object.
 *
 * <p>Upstream: {@code threadSafeMap} in
 * <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/tools/cache/thread_safe_store.go">thread_safe_store.go</a>.
 *
 * @param <T> the stored kind
 */
public final class ThreadSafeStore<T extends ApiObject<T>> {
    /** Name of the index every store has: objects by namespace. */
    public static final String NAMESPACE_INDEX = "namespace";

    private final ReadWriteLock lock = new ReentrantReadWriteLock();
    /** Key to object; a TreeMap so listings come out sorted by key. */
    private final TreeMap<String, T> items = new TreeMap<>();
    private final Map<String, IndexFunc<T>> indexers = new HashMap<>();
    /** Index name to index value to the keys of the objects with that value. Always consistent with items. */
    private final Map<String, Map<String, Set<String>>> indices = new HashMap<>();

    public ThreadSafeStore() {
        addIndexer(NAMESPACE_INDEX, object -> List.of(object.metadata().namespace()));
    }

    /** Adds an index; only allowed while the store is empty, so no object misses it. */
    public void addIndexer(String name, IndexFunc<T> indexFunc) {
        lock.writeLock().lock();
        try {
            if (!items.isEmpty()) {
                throw new IllegalStateException("cannot add index " + name + " to a store that already has objects");
            }
            if (indexers.putIfAbsent(name, indexFunc) != null) {
                throw new IllegalArgumentException("index " + name + " exists already");
            }
            indices.put(name, new HashMap<>());
        } finally {
            lock.writeLock().unlock();
        }
    }

    /** Stores {@code object} under its key, replacing any previous version; returns the previous version. */
    public Optional<T> put(T object) {
        String key = keyOf(object);
        lock.writeLock().lock();
        try {
            T old = items.put(key, object);
            if (old != null) {
                unindex(key, old);
            }
            index(key, object);
            return Optional.ofNullable(old);
        } finally {
            lock.writeLock().unlock();
        }
    }

    /** Removes the object stored under {@code object}'s key; returns what was stored. */
    public Optional<T> delete(T object) {
        String key = keyOf(object);
        lock.writeLock().lock();
        try {
            T old = items.remove(key);
            if (old != null) {
                unindex(key, old);
            }
            return Optional.ofNullable(old);
        } finally {
            lock.writeLock().unlock();
        }
    }

    /** Replaces the whole content (after a relist). */
    public void replace(List<T> objects) {
        lock.writeLock().lock();
        try {
            items.clear();
            indices.values().forEach(Map::clear);
            for (T object : objects) {
                String key = keyOf(object);
                items.put(key, object);
                index(key, object);
            }
        } finally {
            lock.writeLock().unlock();
        }
    }

    public Optional<T> get(String key) {
        lock.readLock().lock();
        try {
            return Optional.ofNullable(items.get(key));
        } finally {
            lock.readLock().unlock();
        }
    }

    /** Every object, sorted by key. */
    public List<T> list() {
        lock.readLock().lock();
        try {
            return List.copyOf(items.values());
        } finally {
            lock.readLock().unlock();
        }
    }

    /** Every key, sorted. */
    public List<String> listKeys() {
        lock.readLock().lock();
        try {
            return List.copyOf(items.keySet());
        } finally {
            lock.readLock().unlock();
        }
    }

    /** The objects whose index {@code indexName} has the value {@code value}, sorted by key. */
    public List<T> byIndex(String indexName, String value) {
        lock.readLock().lock();
        try {
            Map<String, Set<String>> index = indices.get(indexName);
            if (index == null) {
                throw new IllegalArgumentException("no index named " + indexName);
            }
            List<T> result = new ArrayList<>();
            for (String key : new TreeSet<>(index.getOrDefault(value, Set.of()))) {
                result.add(items.get(key));
            }
            return result;
        } finally {
            lock.readLock().unlock();
        }
    }

    private void index(String key, T object) {
        indexers.forEach((name, indexFunc) -> {
            for (String value : indexFunc.values(object)) {
                indices.get(name).computeIfAbsent(value, v -> new TreeSet<>()).add(key);
            }
        });
    }

    private void unindex(String key, T object) {
        indexers.forEach((name, indexFunc) -> {
            Map<String, Set<String>> index = indices.get(name);
            for (String value : indexFunc.values(object)) {
                Set<String> keys = index.get(value);
                if (keys != null) {
                    keys.remove(key);
                    if (keys.isEmpty()) {
                        // Drop empty sets so the index does not grow with every namespace ever seen.
                        index.remove(value);
                    }
                }
            }
        });
    }

    private static String keyOf(ApiObject<?> object) {
        try {
            return KeyFunc.of(object);
        } catch (KeyException e) {
            throw new IllegalArgumentException("cannot store object: " + e.getMessage(), e);
        }
    }
}
