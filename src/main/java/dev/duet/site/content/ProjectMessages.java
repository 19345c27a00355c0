package dev.duet.site.content;

import dev.duet.site.diag.Diagnostics;
import dev.duet.site.diag.Suggestions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * A project's {@code content/messages/<lang>.properties} files, checked: a key neither Duet nor
 * the project uses is an error at its line (with the key it probably meant), and a text whose
 * placeholders differ from Duet's English one is a warning (the page fills in {0}, {1} by
 * number). The build merges them with Duet's strings; {@code duet messages} completes one.
 */
final class ProjectMessages {
    private final Manifest manifest;
    private final Map<String, String> english = MessageCatalog.english();
    private final Map<String, List<MessagesLoader.Entry>> own = new LinkedHashMap<>();
    private final Map<String, Path> files = new LinkedHashMap<>();
    private final Set<String> keys = new LinkedHashSet<>();

    private ProjectMessages(Manifest manifest) {
        this.manifest = manifest;
    }

    /** Reads the files of {@code languages} (those that exist), reporting their problems. */
    static ProjectMessages read(ContentFiles files, Manifest m, Collection<String> languages, Diagnostics diags) {
        ProjectMessages out = new ProjectMessages(m);
        Map<String, List<MessagesLoader.Entry>> raw = new LinkedHashMap<>();
        Set<String> candidates = new TreeSet<>();
        for (String lang : languages) {
            Path file = files.contentRoot().resolve("messages").resolve(lang + ".properties");
            out.files.put(lang, file);
            if (Files.isRegularFile(file)) {
                MessagesLoader.load(files, file, diags).ifPresent(entries -> {
                    raw.put(lang, entries);
                    entries.forEach(e -> candidates.add(e.key()));
                });
            }
        }
        candidates.removeAll(out.english.keySet());
        Set<String> projectKeys = MessageCatalog.projectKeys(files, m, candidates);
        // The status bar's version: site.yaml's version: sets it, a message file may too.
        projectKeys.add("status.version");
        out.keys.addAll(out.english.keySet());
        for (var e : raw.entrySet()) {
            String path = files.display(out.files.get(e.getKey()));
            List<MessagesLoader.Entry> kept = new ArrayList<>();
            for (MessagesLoader.Entry entry : e.getValue()) {
                String key = entry.key();
                if (out.english.containsKey(key)) {
                    String expected = out.english.get(key);
                    if (!Messages.placeholders(entry.text()).equals(Messages.placeholders(expected))) {
                        diags.warning(path, entry.line(), entry.column(), "message '" + key + "' uses "
                                + placeholderList(entry.text()) + ", but the page fills in " + placeholderList(expected)
                                + " (Duet's English text: '" + expected + "')");
                    }
                } else if (!projectKeys.contains(key)) {
                    Set<String> known = new LinkedHashSet<>(out.english.keySet());
                    known.addAll(projectKeys);
                    diags.error(path, entry.line(), entry.column(), "unknown UI message key '" + key + "'"
                            + Suggestions.nearest(key, known).map(k -> "; did you mean '" + k + "'?").orElse(
                                    ": Duet has no such key, and neither site.yaml's state: nor a file in templates/ uses it"));
                    continue;
                }
                kept.add(entry);
                out.keys.add(key);
            }
            out.own.put(e.getKey(), kept);
        }
        return out;
    }

    private static String placeholderList(String text) {
        Set<String> p = Messages.placeholders(text);
        return p.isEmpty() ? "no placeholder" : String.join(", ", p);
    }

    /** Every key a page may ask for: Duet's in its order, then the project's in the order first given. */
    Set<String> keys() {
        return keys;
    }

    /** Where {@code lang}'s file is (whether or not it exists). */
    Path file(String lang) {
        return files.get(lang);
    }

    /** The known entries of {@code lang}'s file, in its order; empty when it has none. */
    List<MessagesLoader.Entry> own(String lang) {
        return own.getOrDefault(lang, List.of());
    }

    /** {@code lang}'s strings where it has them: Duet's for that language, then the project's file over them. */
    Map<String, String> strings(String lang) {
        Map<String, String> out = new LinkedHashMap<>(MessageCatalog.shipped(lang));
        own(lang).forEach(e -> out.put(e.key(), e.text()));
        return out;
    }

    /**
     * The text that stands in for a key {@code lang} lacks, and the language it is in: the default
     * language's, else English (the project's, then Duet's), else any other language's.
     */
    Optional<Map.Entry<String, String>> standIn(String lang, String key) {
        List<String> order = new ArrayList<>();
        if (!lang.equals(manifest.defaultLanguage())) {
            order.add(manifest.defaultLanguage());
        }
        order.add("en");
        order.addAll(manifest.languages());
        for (String other : order) {
            if (other.equals(lang)) {
                continue;
            }
            String text = (manifest.languages().contains(other) ? strings(other) : MessageCatalog.shipped(other)).get(key);
            if (text != null) {
                return Optional.of(Map.entry(other, text));
            }
        }
        return Optional.empty();
    }

    /** The text an author translating {@code key} starts from: English where there is one, else the stand-in. */
    Optional<String> reference(String lang, String key) {
        String en = manifest.languages().contains("en") && !lang.equals("en") ? strings("en").get(key) : english.get(key);
        return en != null ? Optional.of(en) : standIn(lang, key).map(Map.Entry::getValue);
    }
}
