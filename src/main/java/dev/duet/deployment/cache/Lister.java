package dev.duet.deployment.cache;

import dev.duet.deployment.api.ApiObject;
import dev.duet.deployment.apiserver.ApiException;

import java.util.List;

/**
 * Read-only view of an informer's store, by namespace and name (the counterpart of the generated
 * {@code DeploymentLister} / {@code ReplicaSetLister}). Reads never reach the API server.
 *
 * @param <T> the listed kind
 */
public final class Lister<T extends ApiObject<T>> {
    private final String kind;
    private final ThreadSafeStore<T> store;

    public Lister(String kind, ThreadSafeStore<T> store) {
        this.kind = kind;
        this.store = store;
    }

    /** Every cached object, sorted by key. */
    public List<T> list() {
        return store.list();
    }

    /** The objects of one namespace. */
    public NamespaceLister namespace(String namespace) {
        return new NamespaceLister(namespace);
    }

    /** The cached objects of one namespace. */
    public final class NamespaceLister {
        private final String namespace;

        private NamespaceLister(String namespace) {
            this.namespace = namespace;
        }

        /** Every cached object of the namespace, sorted by name. */
        public List<T> list() {
            return store.byIndex(ThreadSafeStore.NAMESPACE_INDEX, namespace);
        }

        /** The cached object; an {@link ApiException} with reason {@code NOT_FOUND} if the cache has none. */
        public T get(String name) {
            String key = namespace.isEmpty() ? name : namespace + "/" + name;
            return store.get(key).orElseThrow(() -> new ApiException(ApiException.Reason.NOT_FOUND,
                    kind + " " + key + " not found"));
        }
    }
}
