package dev.duet.site.content;

import java.util.List;
import java.util.Map;

/**
 * {@code content/site.yaml}: the site's title, its languages and the explicit order of its pages.
 *
 * @param pageLines the line of each page slug in site.yaml, for diagnostics
 */
public record Manifest(
        String path,
        Map<String, String> title,
        Map<String, String> tagline,
        List<String> languages,
        String defaultLanguage,
        List<String> pages,
        Map<String, Integer> pageLines) {}
