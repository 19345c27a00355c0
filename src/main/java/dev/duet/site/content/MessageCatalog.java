package dev.duet.site.content;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * The UI message keys there are: Duet's own (those of its English file, in that file's order),
 * and those a project adds for its own use (labels its {@code state:} names, keys its own
 * templates read). Also which of Duet's languages serves a site language.
 */
public final class MessageCatalog {
    /** The languages Duet ships UI strings for (each has every key of English, a test checks). */
    public static final List<String> SHIPPED = List.of("en", "zh", "zh-Hant", "de", "fr", "es", "ja", "ko", "pt-BR", "ru");


    private MessageCatalog() {}

    /** Duet's English UI strings, key to text, in the order of its file (sections stay together). */
    public static Map<String, String> english() {
        Map<String, String> out = new LinkedHashMap<>();
        MessagesLoader.shipped("en").orElseThrow().forEach(e -> out.put(e.key(), e.text()));
        return out;
    }

    /**
     * Which of Duet's languages serves {@code lang}: itself, else the tag without its region
     * ({@code de-CH} → {@code de}); Chinese of Taiwan, Hong Kong and Macau is {@code zh-Hant}.
     */
    public static Optional<String> shippedFor(String lang) {
        for (String s : SHIPPED) {
            if (s.equalsIgnoreCase(lang)) {
                return Optional.of(s);
            }
        }
        Locale locale = Locale.forLanguageTag(lang);
        if (locale.getLanguage().equals("zh") && (locale.getScript().equals("Hant")
                || List.of("TW", "HK", "MO").contains(locale.getCountry()))) {
            return Optional.of("zh-Hant");
        }
        if (locale.getLanguage().equals("zh") && locale.getScript().equals("Hans")) {
            return Optional.of("zh");
        }
        return SHIPPED.contains(locale.getLanguage()) && locale.getScript().isEmpty()
                ? Optional.of(locale.getLanguage()) : Optional.empty();
    }

    /** Duet's strings for {@code lang} (via {@link #shippedFor}), key to text; empty for a language Duet lacks. */
    public static Map<String, String> shipped(String lang) {
        Map<String, String> out = new LinkedHashMap<>();
        shippedFor(lang).flatMap(MessagesLoader::shipped).ifPresent(list -> list.forEach(e -> out.put(e.key(), e.text())));
        return out;
    }

    /** A language's own name, from the JDK ("Deutsch", "Français"), or "" when the JDK has none. */
    public static String ownName(String lang) {
        Locale locale = Locale.forLanguageTag(lang);
        String name = locale.getDisplayName(locale);
        return name.isEmpty() || name.equals(lang) ? "" : name.substring(0, 1).toUpperCase(locale) + name.substring(1);
    }

    /** A language as messages for the author name it: "French (fr)". */
    static String describe(String lang) {
        String name = Locale.forLanguageTag(lang).getDisplayName(Locale.ENGLISH);
        return name.isEmpty() || name.equals(lang) ? "'" + lang + "'" : name + " (" + lang + ")";
    }

    /**
     * The keys the project itself gives a meaning: labels named by site.yaml's {@code state:},
     * and keys that a file in the project's {@code templates/} quotes ({@code msg()['key']},
     * {@code D.msg('key')}). Any other key that Duet does not know is a slip.
     */
    static Set<String> projectKeys(ContentFiles files, Manifest m, Set<String> candidates) {
        Set<String> out = new TreeSet<>();
        m.stateView().values().forEach(entries -> entries.forEach(entry -> {
            String label = entry.get("label");
            if (label != null) {
                out.add(label);
            }
        }));
        Path templates = files.projectRoot().resolve("templates");
        if (Files.isDirectory(templates) && !candidates.isEmpty()) {
            try (Stream<Path> s = Files.walk(templates)) {
                for (Path file : s.filter(Files::isRegularFile)
                        .filter(f -> f.toString().endsWith(".html") || f.toString().endsWith(".js")).toList()) {
                    String text = readQuietly(file);
                    for (String key : candidates) {
                        if (text.contains("'" + key + "'") || text.contains("\"" + key + "\"")) {
                            out.add(key);
                        }
                    }
                }
            } catch (IOException e) {
                // An unreadable templates/ folder fails the render with its own error; here it only
                // means no key counts as used by it.
            }
        }
        return out;
    }

    private static String readQuietly(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException | UncheckedIOException e) {
            return "";
        }
    }
}
