package dev.duet.site.api;

import dev.duet.site.build.SiteOutput;
import dev.duet.site.cache.DiskStore;
import dev.duet.site.cache.Hashes;
import dev.duet.site.render.DataScripts;
import java.io.IOException;
import java.io.Serializable;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Which files of the output the last run wrote for each source file, with the key of what they
 * were made from, so that a later run can keep them without rendering them: each source file's
 * pages (keyed by the analysis's key of the file, which covers its text, the tree's API
 * fingerprint, the class path and Duet's version, and the browse's own settings), and the symbol
 * shards of the declarations it holds (keyed by the keys of the files those shards draw on, see
 * {@link DataScripts.ShardMemo}).
 *
 * <p>Each output file is recorded with its {@linkplain SiteOutput.Staging#identity identity}: while
 * the output folder's file still has that identity it is the very file Duet wrote, and is linked
 * into the new output as it is (neither read nor copied). When any of them is gone or no longer the
 * one Duet wrote (the output was deleted, or a page edited by hand), it is rendered again, the
 * pages from a fresh analysis of their file. The bytes are not kept a second time in the cache:
 * that copy cost every first run a third more output to write, for a case a fresh analysis of the
 * one file covers.
 *
 * <p>The record of the whole output is one entry, written by {@link #save} once the new output is
 * in place: a run that fails keeps the record of the output it left as it was. One entry rather
 * than one per source file, because creating files is what a first run spends its system time on.
 */
final class KeptOutput implements DataScripts.ShardMemo {
    private static final String ENTRY = "browse-output";

    private final DiskStore store;
    private final String settings;
    private final Map<String, String> fileKeys = new ConcurrentHashMap<>();
    private Record last;
    private final Map<String, Kept> nextPages = new ConcurrentHashMap<>();
    private final Map<String, Kept> nextShards = new ConcurrentHashMap<>();
    private final Map<String, Rendered> renderedShards = new ConcurrentHashMap<>();
    private List<String> layoutOf;
    private String layout;

    /** @param settings what else the output depends on: title, language, the JXR locations */
    KeptOutput(DiskStore store, String settings) {
        this.store = store;
        this.settings = settings;
    }

    /**
     * Some of a source file's output files, each with the identity of the file written; for
     * shards, their parts and bytes as {@link DataScripts} counts them.
     */
    record Kept(String key, SortedMap<String, String> identities, int[] parts) implements Serializable {
    }

    /** Shards rendered this run, before they are written. */
    private record Rendered(String key, int[] parts, List<String> paths) {
    }

    /** What the last run wrote for each source file, by the source file's path. */
    record Record(Map<String, Kept> pages, Map<String, Kept> shards) implements Serializable {
    }

    /**
     * Links into {@code staging} the pages kept for {@code path}, if they were made under
     * {@code analysisKey} and these settings and each is still the file Duet wrote. False, with
     * nothing written, otherwise. Safe to call from several threads.
     */
    boolean reusePages(String path, String analysisKey, SiteOutput.Staging staging) throws IOException {
        Kept found = linked(last().pages().get(path), key(analysisKey), staging);
        if (found != null) {
            recordPages(path, analysisKey, found.identities().keySet(), staging);
        }
        return found != null;
    }

    /** Records which files were just written into {@code staging} for {@code path}'s pages. Safe to call from several threads. */
    void recordPages(String path, String analysisKey, Set<String> files, SiteOutput.Staging staging) {
        SortedMap<String, String> identities = identities(files, staging);
        if (identities == null) {
            nextPages.remove(path); // not one Duet can recognise later: nothing to keep
        } else {
            nextPages.put(path, new Kept(key(analysisKey), identities, null));
        }
    }

    /** The key of every source file's analysis, once the analysis is done: what the shards' keys are made of. */
    void analysed(Map<String, String> keys) {
        fileKeys.putAll(keys);
    }

    @Override
    public String key(List<String> files, String file, SortedSet<String> drawsOn) {
        String own = fileKeys.get(file);
        if (own == null) {
            return null;
        }
        StringBuilder key = new StringBuilder("shards\n").append(layout(files)).append('\n').append(file).append(' ').append(own);
        for (String other : drawsOn) {
            String its = fileKeys.get(other);
            if (its == null) {
                return null;
            }
            key.append('\n').append(other).append(' ').append(its);
        }
        return key(Hashes.of(key.toString()));
    }

    private SiteOutput.Staging staging;

    /** The output the shards are linked into (set before the shards are rendered). */
    void into(SiteOutput.Staging staging) {
        this.staging = staging;
    }

    @Override
    public int[] reuse(String file, String key) throws IOException {
        Kept found = linked(last().shards().get(file), key, staging);
        if (found == null || found.parts() == null) {
            return null;
        }
        SortedMap<String, String> identities = identities(found.identities().keySet(), staging);
        if (identities != null) {
            nextShards.put(file, new Kept(key, identities, found.parts().clone()));
        }
        return found.parts().clone();
    }

    @Override
    public void rendered(String file, String key, int[] parts, List<String> paths) {
        renderedShards.put(file, new Rendered(key, parts.clone(), List.copyOf(paths)));
    }

    /** Records the shards rendered this run, once they are written into {@code staging}. */
    void recordShards(SiteOutput.Staging staging) {
        renderedShards.forEach((file, r) -> {
            SortedMap<String, String> identities = identities(Set.copyOf(r.paths()), staging);
            if (identities != null) {
                nextShards.put(file, new Kept(r.key(), identities, r.parts()));
            }
        });
    }

    /** Keeps this run's record, once its output is the output folder. */
    void save() {
        store.put(ENTRY, new Record(new TreeMap<>(nextPages), new TreeMap<>(nextShards)));
    }

    /** {@code kept}, once each of its files is linked from the output folder into {@code staging}; null if it is not the one to link. */
    private static Kept linked(Kept kept, String key, SiteOutput.Staging staging) throws IOException {
        if (kept == null || !key.equals(kept.key()) || kept.identities() == null || kept.identities().isEmpty()) {
            return null;
        }
        for (var e : kept.identities().entrySet()) {
            if (!e.getValue().equals(staging.identity(e.getKey()))) {
                return null;
            }
        }
        for (String name : kept.identities().keySet()) {
            staging.reuse(name);
        }
        return kept;
    }

    /** Each file's identity as written into {@code staging}; null if one has none. */
    private static SortedMap<String, String> identities(Set<String> names, SiteOutput.Staging staging) {
        SortedMap<String, String> identities = new TreeMap<>();
        for (String name : names) {
            String identity = staging.writtenIdentity(name);
            if (identity == null) {
                return null;
            }
            identities.put(name, identity);
        }
        return identities;
    }

    private synchronized String layout(List<String> files) {
        if (files != layoutOf) {
            layout = Hashes.of(String.join("\n", files));
            layoutOf = files;
        }
        return layout;
    }

    private synchronized Record last() {
        if (last == null) {
            last = store.get(ENTRY, Record.class).filter(r -> r.pages() != null && r.shards() != null)
                    .orElse(new Record(Map.of(), Map.of()));
        }
        return last;
    }

    private String key(String analysisKey) {
        return analysisKey + "\n" + settings;
    }
}
