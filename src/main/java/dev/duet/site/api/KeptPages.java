package dev.duet.site.api;

import dev.duet.site.build.SiteOutput;
import dev.duet.site.cache.DiskStore;
import java.io.IOException;
import java.io.Serializable;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Which output files each source file's pages are, as the last run wrote them, with the key of
 * what they were made from (the analysis's key of the file, which covers its text, the tree's API
 * fingerprint, the class path and Duet's version, and the browse's own settings), so that a later
 * run can keep them without rendering them.
 *
 * <p>Each output file is recorded with its {@linkplain SiteOutput.Staging#identity identity}: while
 * the output folder's file still has that identity it is the very file Duet wrote, and is linked
 * into the new output as it is (neither read nor copied). When any of a source file's pages is gone
 * or no longer the one Duet wrote (the output was deleted, or a page edited by hand), that file is
 * analysed and rendered again. The pages' bytes are not kept a second time in the cache: that copy
 * cost every first run a third more output to write, for a case a fresh analysis of the one file
 * covers.
 *
 * <p>The record of the whole output is one entry, written by {@link #save} once the new output is
 * in place: a run that fails keeps the record of the output it left as it was. One entry rather
 * than one per source file, because creating files is what a first run spends its system time on.
 */
final class KeptPages {
    private static final String ENTRY = "browse-pages";

    private final DiskStore store;
    private final String settings;
    private Record last;
    private final Map<String, Pages> next = new ConcurrentHashMap<>();

    /** @param settings what else the pages depend on: title, language, the JXR locations */
    KeptPages(DiskStore store, String settings) {
        this.store = store;
        this.settings = settings;
    }

    /** One source file's output files, each with the identity of the file written. */
    record Pages(String key, SortedMap<String, String> identities) implements Serializable {
    }

    /** The pages of every source file of one output, by the source file's path. */
    record Record(Map<String, Pages> files) implements Serializable {
    }

    /**
     * Links into {@code staging} the files kept for {@code path}, if they were made under
     * {@code analysisKey} and these settings and each is still the file Duet wrote. False, with
     * nothing written, otherwise. Safe to call from several threads.
     */
    boolean reuse(String path, String analysisKey, SiteOutput.Staging staging) throws IOException {
        Pages found = last().files().get(path);
        if (found == null || !key(analysisKey).equals(found.key()) || found.identities() == null
                || found.identities().isEmpty()) {
            return false;
        }
        for (var e : found.identities().entrySet()) {
            if (!e.getValue().equals(staging.identity(e.getKey()))) {
                return false;
            }
        }
        for (String name : found.identities().keySet()) {
            staging.reuse(name);
        }
        // where the file system could not link, the new output holds copies: their identities, from now on
        put(path, analysisKey, found.identities().keySet(), staging);
        return true;
    }

    /** Records which files were just written into {@code staging} for {@code path}'s pages. Safe to call from several threads. */
    void put(String path, String analysisKey, Set<String> files, SiteOutput.Staging staging) {
        SortedMap<String, String> identities = new TreeMap<>();
        for (String name : files) {
            String identity = staging.writtenIdentity(name);
            if (identity == null) {
                next.remove(path);
                return; // not one Duet can recognise later: nothing to keep
            }
            identities.put(name, identity);
        }
        next.put(path, new Pages(key(analysisKey), identities));
    }

    /** Keeps the record of this run's output, once it is the output folder. */
    void save() {
        store.put(ENTRY, new Record(new TreeMap<>(next)));
    }

    private synchronized Record last() {
        if (last == null) {
            last = store.get(ENTRY, Record.class).filter(r -> r.files() != null).orElse(new Record(Map.of()));
        }
        return last;
    }

    private String key(String analysisKey) {
        return analysisKey + "\n" + settings;
    }
}
