package dev.duet.site.content;

import java.util.Map;
import java.util.SortedMap;

/** UI strings of one language, from {@code content/messages/<lang>.properties}. */
public record Messages(String lang, String path, SortedMap<String, String> strings) {

    /** The string for {@code key}; a missing key was already reported at load time. */
    public String get(String key) {
        return strings.getOrDefault(key, key);
    }

    public Map<String, String> asMap() {
        return strings;
    }
}
