package dev.duet.teavm;

import java.util.AbstractMap;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * {@code Collections.unmodifiableSortedMap} and {@code emptySortedMap}, which TeaVM's
 * {@code Collections} lacks; the build's TeaVM transformer redirects those calls here.
 * Reads go to the wrapped map; every change throws {@link UnsupportedOperationException}.
 */
public final class SortedMaps {
    private SortedMaps() {
    }

    public static <K, V> SortedMap<K, V> unmodifiable(SortedMap<K, ? extends V> map) {
        if (map == null) {
            throw new NullPointerException();
        }
        @SuppressWarnings("unchecked")
        SortedMap<K, V> view = (SortedMap<K, V>) map;
        return view instanceof ReadOnly<K, V> ? view : new ReadOnly<>(view);
    }

    public static <K, V> SortedMap<K, V> empty() {
        return new ReadOnly<>(new TreeMap<>());
    }

    private static final class ReadOnly<K, V> extends AbstractMap<K, V> implements SortedMap<K, V> {
        private final SortedMap<K, V> map;

        ReadOnly(SortedMap<K, V> map) {
            this.map = map;
        }

        @Override
        public Comparator<? super K> comparator() {
            return map.comparator();
        }

        @Override
        public SortedMap<K, V> subMap(K fromKey, K toKey) {
            return new ReadOnly<>(map.subMap(fromKey, toKey));
        }

        @Override
        public SortedMap<K, V> headMap(K toKey) {
            return new ReadOnly<>(map.headMap(toKey));
        }

        @Override
        public SortedMap<K, V> tailMap(K fromKey) {
            return new ReadOnly<>(map.tailMap(fromKey));
        }

        @Override
        public K firstKey() {
            return map.firstKey();
        }

        @Override
        public K lastKey() {
            return map.lastKey();
        }

        @Override
        public int size() {
            return map.size();
        }

        @Override
        public boolean containsKey(Object key) {
            return map.containsKey(key);
        }

        @Override
        public V get(Object key) {
            return map.get(key);
        }

        @Override
        public Set<K> keySet() {
            return Collections.unmodifiableSet(map.keySet());
        }

        @Override
        public Collection<V> values() {
            return Collections.unmodifiableCollection(map.values());
        }

        @Override
        public Set<Map.Entry<K, V>> entrySet() {
            // Entries are copied so that setValue cannot reach the wrapped map.
            Set<Map.Entry<K, V>> copy = new java.util.LinkedHashSet<>();
            for (Map.Entry<K, V> e : map.entrySet()) {
                copy.add(new SimpleImmutableEntry<>(e));
            }
            return Collections.unmodifiableSet(copy);
        }
    }
}
