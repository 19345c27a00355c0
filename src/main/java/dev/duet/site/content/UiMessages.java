package dev.duet.site.content;

import dev.duet.site.diag.Diagnostics;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The UI strings of every site language: Duet's own for that language, with the keys of
 * {@code content/messages/<lang>.properties} replacing them one by one. A key a language still
 * lacks (every key, for a language Duet ships no strings for; a project key given in another
 * language only) shows a stand-in text and is counted in one warning per language, which names
 * the file to complete and the command that completes it: a label is never blank.
 */
final class UiMessages {
    /** How many missing keys a warning names; {@code duet messages} lists them all in the file. */
    private static final int NAMED = 12;

    private UiMessages() {}

    static Map<String, Messages> load(ContentFiles files, Manifest m, Diagnostics diags) {
        ProjectMessages project = ProjectMessages.read(files, m, m.languages(), diags);
        Map<String, Messages> out = new LinkedHashMap<>();
        for (String lang : m.languages()) {
            TreeMap<String, String> strings = new TreeMap<>(project.strings(lang));
            // A language's own name needs no translator: the JDK knows it ("Deutsch", "français").
            String ownName = MessageCatalog.ownName(lang);
            if (!strings.containsKey("language.name") && !ownName.isEmpty()) {
                strings.put("language.name", ownName);
            }
            List<String> missing = new ArrayList<>();
            TreeSet<String> shownIn = new TreeSet<>();
            for (String key : project.keys()) {
                if (!strings.containsKey(key)) {
                    missing.add(key);
                    var standIn = project.standIn(lang, key);
                    standIn.ifPresent(s -> shownIn.add(MessageCatalog.describe(s.getKey())));
                    strings.put(key, standIn.map(Map.Entry::getValue).orElse(key));
                }
            }
            Path file = project.file(lang);
            boolean exists = Files.isRegularFile(file);
            String where = exists ? files.display(file) : m.path();
            if (!missing.isEmpty()) {
                String display = files.display(file);
                String named = String.join(", ", missing.subList(0, Math.min(NAMED, missing.size())))
                        + (missing.size() > NAMED ? " and " + (missing.size() - NAMED) + " more" : "");
                diags.warning(where, exists ? 1 : m.languagesLine(), 1, missing.size() + " UI message"
                        + (missing.size() == 1 ? " is" : "s are") + " missing for " + MessageCatalog.describe(lang)
                        + (shownIn.isEmpty() ? "" : " and shown in " + String.join(" or ", shownIn) + " instead") + ": "
                        + named + "; `duet messages " + lang + "` " + (exists ? "adds them to " : "writes ") + display
                        + " with their English text to translate");
            }
            String version = m.version().get(lang);
            if (version != null && !version.isBlank()) {
                strings.put("status.version", version);
            }
            out.put(lang, new Messages(lang, where, Collections.unmodifiableSortedMap(strings)));
        }
        return Collections.unmodifiableMap(out);
    }

    /**
     * Duet's own UI strings for {@code lang}, English where Duet has none of that language's: the
     * source browser of a plain Java tree ({@code duet browse}) has no {@code content/messages/}.
     */
    static Messages shipped(String lang) {
        TreeMap<String, String> strings = new TreeMap<>(MessageCatalog.english());
        Map<String, String> own = MessageCatalog.shipped(lang);
        strings.putAll(own);
        String ownName = MessageCatalog.ownName(lang);
        if (own.isEmpty() && !ownName.isEmpty()) {
            strings.put("language.name", ownName);
        }
        return new Messages(lang, "duet:messages/" + lang + ".properties", Collections.unmodifiableSortedMap(strings));
    }
}
