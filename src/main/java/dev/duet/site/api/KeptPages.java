package dev.duet.site.api;

import dev.duet.site.build.SiteOutput;
import dev.duet.site.cache.DiskStore;
import java.io.IOException;
import java.io.Serializable;
import java.security.MessageDigest;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The pages of each source file as the last run wrote them, kept with the key of what they were
 * made from (the analysis's key of the file, which covers its text, the tree's API fingerprint,
 * the class path and Duet's version, and the browse's own settings), so that a later run writes
 * the same bytes without rendering them. One entry per file path, overwritten when it changes.
 *
 * <p>Each file is kept twice: its SHA-256, with which the output folder's file is reused as it is
 * when it still has those bytes (no copy), and its bytes, read only when it does not.
 */
final class KeptPages {
    private final DiskStore store;
    private final String settings;

    /** @param settings what else the pages depend on: title, language, the JXR locations */
    KeptPages(DiskStore store, String settings) {
        this.store = store;
        this.settings = settings;
    }

    /** The files of one source file's pages by their hashes, and under what they were made. */
    record Hashes(String path, String key, SortedMap<String, byte[]> files) implements Serializable {
    }

    /** The same files' bytes. */
    record Bytes(String path, String key, SortedMap<String, byte[]> files) implements Serializable {
    }

    /**
     * Writes into {@code staging} the files kept for {@code path}, if they were made under
     * {@code analysisKey} and these settings: linked to the output folder's when they still hold
     * the same bytes, else from the kept bytes. False, with nothing written, when any is missing.
     */
    boolean reuse(String path, String analysisKey, SiteOutput.Staging staging) throws IOException {
        String key = key(analysisKey);
        Optional<Hashes> hashes = store.get("browse-page-hashes " + path, Hashes.class)
                .filter(e -> e.path().equals(path) && e.key().equals(key) && e.files() != null);
        if (hashes.isEmpty()) {
            return false;
        }
        // every file is checked before any is written, so that none is linked unless all can be written
        Optional<Bytes> bytes = Optional.empty();
        for (var e : hashes.get().files().entrySet()) {
            if (!staging.holds(e.getKey(), e.getValue())) {
                bytes = store.get("browse-page-bytes " + path, Bytes.class)
                        .filter(b -> b.path().equals(path) && b.key().equals(key) && b.files() != null
                                && b.files().keySet().equals(hashes.get().files().keySet()));
                if (bytes.isEmpty() || !sameHashes(bytes.get(), hashes.get())) {
                    return false;
                }
                break;
            }
        }
        for (var e : hashes.get().files().entrySet()) {
            if (bytes.isPresent()) {
                staging.write(e.getKey(), bytes.get().files().get(e.getKey()));
            } else {
                staging.reuse(e.getKey());
            }
        }
        return true;
    }

    void put(String path, String analysisKey, SortedMap<String, byte[]> files) {
        String key = key(analysisKey);
        SortedMap<String, byte[]> hashes = new TreeMap<>();
        files.forEach((name, content) -> hashes.put(name, dev.duet.site.cache.Hashes.sha256().digest(content)));
        store.put("browse-page-bytes " + path, new Bytes(path, key, new TreeMap<>(files)));
        store.put("browse-page-hashes " + path, new Hashes(path, key, hashes));
    }

    private static boolean sameHashes(Bytes bytes, Hashes hashes) {
        for (var e : hashes.files().entrySet()) {
            byte[] content = bytes.files().get(e.getKey());
            if (content == null || !MessageDigest.isEqual(dev.duet.site.cache.Hashes.sha256().digest(content), e.getValue())) {
                return false;
            }
        }
        return true;
    }

    private String key(String analysisKey) {
        return analysisKey + "\n" + settings;
    }
}
