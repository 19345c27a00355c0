package dev.duet.site.api;

import dev.duet.site.build.SiteOutput;
import dev.duet.site.cache.DiskStore;
import dev.duet.site.cache.Hashes;
import java.io.IOException;
import java.io.Serializable;
import java.security.MessageDigest;
import java.util.Objects;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The pages of each source file as the last run wrote them, kept with the key of what they were
 * made from (the analysis's key of the file, which covers its text, the tree's API fingerprint,
 * the class path and Duet's version, and the browse's own settings), so that a later run writes
 * the same bytes without rendering them. One entry per file path, overwritten when it changes.
 *
 * <p>A file's pages are kept twice. An index records, for each output file, the SHA-256 of its
 * bytes and the {@linkplain SiteOutput.Staging#identity identity} of the file written into the
 * output folder: while the folder's file still has that identity it is the very file Duet wrote,
 * and is linked into the new output as it is (neither read nor copied). Otherwise the file is
 * written again from the kept bytes, once they are checked against the recorded hashes.
 */
final class KeptPages {
    private final DiskStore store;
    private final String settings;

    /** @param settings what else the pages depend on: title, language, the JXR locations */
    KeptPages(DiskStore store, String settings) {
        this.store = store;
        this.settings = settings;
    }

    /** One source file's output files: each one's hash and the identity of the file written. */
    record Index(String path, String key, SortedMap<String, byte[]> hashes, SortedMap<String, String> identities)
            implements Serializable {
    }

    /** The same output files' bytes. */
    record Bytes(String path, String key, SortedMap<String, byte[]> files) implements Serializable {
    }

    /**
     * Writes into {@code staging} the files kept for {@code path}, if they were made under
     * {@code analysisKey} and these settings. False, with nothing written, when they were not or
     * cannot be read back.
     */
    boolean reuse(String path, String analysisKey, SiteOutput.Staging staging) throws IOException {
        String key = key(analysisKey);
        Optional<Index> found = store.get("browse-page-index " + path, Index.class).filter(e -> e.path().equals(path)
                && e.key().equals(key) && e.hashes() != null && e.identities() != null);
        if (found.isEmpty()) {
            return false;
        }
        Index index = found.get();
        boolean unchanged = index.identities().keySet().equals(index.hashes().keySet());
        for (String name : index.hashes().keySet()) {
            String identity = index.identities().get(name);
            unchanged &= identity != null && identity.equals(staging.identity(name));
        }
        if (unchanged) {
            for (String name : index.hashes().keySet()) {
                staging.reuse(name);
            }
        } else {
            Optional<Bytes> bytes = store.get("browse-page-bytes " + path, Bytes.class)
                    .filter(b -> b.path().equals(path) && b.key().equals(key) && b.files() != null
                            && sameHashes(b.files(), index.hashes()));
            if (bytes.isEmpty()) {
                return false;
            }
            for (var e : bytes.get().files().entrySet()) {
                staging.write(e.getKey(), e.getValue());
            }
        }
        SortedMap<String, String> written = identities(index.hashes().keySet(), staging);
        if (!written.equals(index.identities())) {
            store.put("browse-page-index " + path, new Index(path, key, index.hashes(), written));
        }
        return true;
    }

    /** Keeps the files just written into {@code staging} for {@code path}'s pages. */
    void put(String path, String analysisKey, SortedMap<String, byte[]> files, SiteOutput.Staging staging) {
        String key = key(analysisKey);
        SortedMap<String, byte[]> hashes = new TreeMap<>();
        files.forEach((name, content) -> hashes.put(name, Hashes.sha256().digest(content)));
        store.put("browse-page-bytes " + path, new Bytes(path, key, new TreeMap<>(files)));
        store.put("browse-page-index " + path, new Index(path, key, hashes, identities(files.keySet(), staging)));
    }

    private static SortedMap<String, String> identities(java.util.Set<String> names, SiteOutput.Staging staging) {
        SortedMap<String, String> out = new TreeMap<>();
        for (String name : names) {
            String identity = staging.writtenIdentity(name);
            if (identity != null) {
                out.put(name, identity);
            }
        }
        return out;
    }

    private static boolean sameHashes(SortedMap<String, byte[]> files, SortedMap<String, byte[]> hashes) {
        if (!files.keySet().equals(hashes.keySet())) {
            return false;
        }
        for (var e : hashes.entrySet()) {
            if (!MessageDigest.isEqual(Hashes.sha256().digest(Objects.requireNonNull(files.get(e.getKey()))), e.getValue())) {
                return false;
            }
        }
        return true;
    }

    private String key(String analysisKey) {
        return analysisKey + "\n" + settings;
    }
}
