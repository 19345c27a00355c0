package dev.duet.site.content;

import java.util.Map;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** UI strings of one language, from {@code content/messages/<lang>.properties}. */
public record Messages(String lang, String path, SortedMap<String, String> strings) {

    /** The string for {@code key}; a missing key was already reported at load time. */
    public String get(String key) {
        return strings.getOrDefault(key, key);
    }

    public Map<String, String> asMap() {
        return strings;
    }

    /**
     * {@code pattern} with {@code {0}}, {@code {1}} … replaced by the arguments, as the pages'
     * script does it (no MessageFormat quoting rules: an apostrophe is an apostrophe). A
     * placeholder without an argument stays as written.
     */
    public static String fill(String pattern, Object... args) {
        StringBuilder out = new StringBuilder();
        Matcher m = PLACEHOLDER.matcher(pattern);
        int at = 0;
        while (m.find()) {
            int i = Integer.parseInt(m.group(1));
            out.append(pattern, at, m.start()).append(i < args.length && args[i] != null ? String.valueOf(args[i]) : m.group());
            at = m.end();
        }
        return out.append(pattern.substring(at)).toString();
    }

    /** The placeholders a pattern uses, like {@code {0}}: every language's text of a key must use the same. */
    public static SortedSet<String> placeholders(String pattern) {
        TreeSet<String> out = new TreeSet<>();
        PLACEHOLDER.matcher(pattern).results().forEach(r -> out.add(r.group()));
        return out;
    }

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\d{1,2})\\}");
}
