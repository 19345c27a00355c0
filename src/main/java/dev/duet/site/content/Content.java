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
 */
public record Content(
        Manifest manifest,
        Map<String, Map<String, Page>> pages,
        SortedMap<String, Excerpt> excerpts,
        SortedMap<String, Diagram> diagrams,
        Map<String, Messages> messages,
        List<Path> demoFiles) {

    public Optional<Page> page(String lang, String slug) {
        return Optional.ofNullable(pages.getOrDefault(lang, Map.of()).get(slug));
    }
}
