package dev.duet.site.content;

import dev.duet.site.diag.Diagnostics;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Reads a message file: {@code key = value} lines in UTF-8, {@code #} comments. (Not
 * java.util.Properties, which reads ISO-8859-1 by default and forgets line numbers.)
 */
final class MessagesLoader {
    private MessagesLoader() {}

    static Optional<Messages> load(ContentFiles files, Path file, String lang, Diagnostics diags) {
        String path = files.display(file);
        return files.read(file, diags).map(text -> parse(path, text, lang, diags));
    }

    /**
     * The UI strings Duet ships for {@code lang} (zh and en today), or empty. They are part of
     * Duet, so a problem in them is a bug in Duet, not in the project.
     */
    static Optional<Messages> shipped(String lang) {
        String resource = "dev/duet/site/messages/" + lang + ".properties";
        try (var in = MessagesLoader.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                return Optional.empty();
            }
            Diagnostics ignored = new Diagnostics();
            return Optional.of(parse("duet:" + resource, new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8),
                    lang, ignored));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException("cannot read Duet's " + resource, e);
        }
    }

    static Messages parse(String path, String text, String lang, Diagnostics diags) {
        {
            TreeMap<String, String> strings = new TreeMap<>();
            String[] lines = text.replace("\r\n", "\n").split("\n", -1);
            for (int i = 0; i < lines.length; i++) {
                String line = lines[i].strip();
                if (line.isEmpty() || line.startsWith("#")) {
                    continue;
                }
                int eq = line.indexOf('=');
                if (eq <= 0) {
                    diags.error(path, i + 1, 1, "expected 'key = text'");
                    continue;
                }
                String key = line.substring(0, eq).strip();
                if (strings.put(key, line.substring(eq + 1).strip()) != null) {
                    diags.error(path, i + 1, 1, "message '" + key + "' is defined twice");
                }
            }
            return new Messages(lang, path, Collections.unmodifiableSortedMap(strings));
        }
    }
}
