package dev.duet.site.content;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;

/**
 * Everything read from {@code content/}: the manifest, every page in every language, the pinned
 * excerpts, diagram specs, UI messages and the demo files (parsed by the demo stage).
 *
 * @param pages language → slug → page, slugs in manifest order
 * @param refused what was there but refused (and reported) by the loader: checks that would
 *        only repeat that mistake stay quiet about it
 */
public record Content(
        Manifest manifest,
        Map<String, Map<String, Page>> pages,
        SortedMap<String, Excerpt> excerpts,
        SortedMap<String, Diagram> diagrams,
        Map<String, Messages> messages,
        List<Path> demoFiles,
        Refused refused) {

    /**
     * Excerpts and diagrams whose files exist but were refused. An excerpt maps to the Java file
     * its metadata names, when that much could be read.
     */
    public record Refused(SortedMap<String, Optional<String>> excerpts, java.util.SortedSet<String> diagrams) {
        public static Refused none() {
            return new Refused(new java.util.TreeMap<>(), new java.util.TreeSet<>());
        }

        /**
         * Whether a refused excerpt may be the one that the Go anchors of {@code javaFile} point
         * at (always, when a refused excerpt's Java file could not be read).
         */
        public boolean mayAlign(String javaFile) {
            return excerpts.values().stream().anyMatch(j -> j.isEmpty() || j.get().equals(javaFile));
        }
    }

    public Optional<Page> page(String lang, String slug) {
        return Optional.ofNullable(pages.getOrDefault(lang, Map.of()).get(slug));
    }
}
