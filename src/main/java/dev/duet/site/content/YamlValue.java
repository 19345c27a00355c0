package dev.duet.site.content;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A parsed YAML value that remembers the line it starts on, so content errors can point at it.
 * Lines are 1-based and already shifted to the position in the content file.
 */
public sealed interface YamlValue {
    int line();

    int column();

    record Scalar(String text, int line, int column) implements YamlValue {}

    record Sequence(List<YamlValue> items, int line, int column) implements YamlValue {}

    /** A mapping; a key given twice is reported by the reader and keeps its first value. */
    record Mapping(LinkedHashMap<String, YamlValue> entries, Map<String, Integer> keyLines,
            Map<String, Integer> keyColumns, int line, int column) implements YamlValue {

        public Optional<YamlValue> get(String key) {
            return Optional.ofNullable(entries.get(key));
        }

        /** Line of the key itself (falls back to the mapping's line). */
        public int lineOf(String key) {
            return keyLines.getOrDefault(key, line);
        }

        /** Column of the key itself (falls back to the mapping's column). */
        public int columnOf(String key) {
            return keyColumns.getOrDefault(key, column);
        }
    }
}
