package dev.duet.deployment.cache;

import dev.duet.deployment.api.ApiObject;

/**
 * The key of an object in caches and work queues: {@code namespace/name} (just {@code name} without a namespace).
 * Queues hold keys, not objects, so that a worker always reads the newest object from the cache.
 *
 * <p>Upstream: {@code controller.KeyFunc} is {@code cache.DeletionHandlingMetaNamespaceKeyFunc} in
 * <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/tools/cache/store.go">store.go</a>
 * (see MetaNamespaceKeyFunc and SplitMetaNamespaceKey).
 */
public final class KeyFunc {
    private KeyFunc() {
    }

    /** The key of {@code object}; fails on a missing object or an object without a name. */
    public static String of(ApiObject<?> object) throws KeyException {
        if (object == null) {
            throw new KeyException("object is null");
        }
        String namespace = object.metadata().namespace();
        String name = object.metadata().name();
        if (name.isEmpty()) {
            throw new KeyException("object has no name");
        }
        return namespace.isEmpty() ? name : namespace + "/" + name;
    }

    /** The namespace and name of {@code key}; fails unless the key has one or two non-empty parts. */
    public static NamespacedName split(String key) throws KeyException {
        String[] parts = key.split("/", -1);
        if (parts.length == 1 && !parts[0].isEmpty()) {
            return new NamespacedName("", parts[0]);
        }
        if (parts.length == 2 && !parts[1].isEmpty()) {
            return new NamespacedName(parts[0], parts[1]);
        }
        throw new KeyException("unexpected key format: \"" + key + "\"");
    }
}
