package dev.duet.site.content;

import dev.duet.site.diag.Diagnostics;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Reads a message file: {@code key = value} lines in UTF-8, {@code #} comments. (Not
 * java.util.Properties, which reads ISO-8859-1 by default and forgets line numbers.)
 */
final class MessagesLoader {
    private MessagesLoader() {}

    /** One {@code key = text} line, where its key starts (for errors that point at the key). */
    record Entry(String key, String text, int line, int column) {}

    static Optional<List<Entry>> load(ContentFiles files, Path file, Diagnostics diags) {
        String path = files.display(file);
        return files.read(file, diags).map(text -> entries(path, text, diags));
    }

    /**
     * The UI strings Duet ships for exactly {@code lang}, in file order, or empty. They are part of
     * Duet, so a problem in them is a bug in Duet (a test reads every one), not in the project.
     */
    static Optional<List<Entry>> shipped(String lang) {
        return SHIPPED.computeIfAbsent(lang, MessagesLoader::readShipped);
    }

    /** Duet's files never change while it runs; the build asks for them once per missing key. */
    private static final Map<String, Optional<List<Entry>>> SHIPPED = new ConcurrentHashMap<>();

    private static Optional<List<Entry>> readShipped(String lang) {
        String resource = "dev/duet/site/messages/" + lang + ".properties";
        try (var in = MessagesLoader.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                return Optional.empty();
            }
            return Optional.of(List.copyOf(entries("duet:" + resource, new String(in.readAllBytes(), StandardCharsets.UTF_8),
                    new Diagnostics())));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read Duet's " + resource, e);
        }
    }

    static Messages parse(String path, String text, String lang, Diagnostics diags) {
        return messages(lang, path, entries(path, text, diags));
    }

    static Messages messages(String lang, String path, List<Entry> entries) {
        TreeMap<String, String> strings = new TreeMap<>();
        entries.forEach(e -> strings.put(e.key(), e.text()));
        return new Messages(lang, path, Collections.unmodifiableSortedMap(strings));
    }

    /** The entries in file order; a line that is not {@code key = text}, or a key given twice, is an error. */
    static List<Entry> entries(String path, String text, Diagnostics diags) {
        List<Entry> out = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        String[] lines = text.replace("\r\n", "\n").split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String raw = lines[i];
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            int column = raw.indexOf(line.charAt(0)) + 1;
            int eq = line.indexOf('=');
            if (eq <= 0) {
                diags.error(path, i + 1, column, "expected 'key = text'");
                continue;
            }
            String key = line.substring(0, eq).strip();
            if (!seen.add(key)) {
                diags.error(path, i + 1, column, "message '" + key + "' is defined twice");
                continue;
            }
            out.add(new Entry(key, line.substring(eq + 1).strip(), i + 1, column));
        }
        return out;
    }
}
