package dev.duet.site.content;

import dev.duet.site.diag.Diagnostics;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Writes or completes {@code content/messages/<lang>.properties} ({@code duet messages LANG},
 * {@code duet init --languages}): every key the language lacks, with its English text under a
 * {@code # TODO translate} mark. What the file already has stays as it is, byte for byte and in
 * its order; the missing keys are appended after it.
 */
public final class MessagesFile {
    /** The comment line above each key still to translate. */
    public static final String TODO = "# TODO translate";

    /**
     * @param file the file (written or to write)
     * @param added the keys added, in the order written
     * @param text the whole new text of the file; null when nothing was missing
     */
    public record Completion(Path file, boolean existed, List<String> added, String text) {}

    private MessagesFile() {}

    /**
     * What {@code lang}'s file of the project needs: the keys Duet's UI uses and the project
     * gives a meaning that neither Duet's strings for {@code lang} nor the file have. Empty when
     * the file (or site.yaml) has errors: they are in {@code diags}, and nothing is to be written.
     */
    public static Optional<Completion> complete(ContentFiles files, Manifest m, String lang, Diagnostics diags)
            throws IOException {
        List<String> languages = new ArrayList<>(m.languages());
        if (!languages.contains(lang)) {
            languages.add(lang);
        }
        ProjectMessages project = ProjectMessages.read(files, m, languages, diags);
        if (diags.hasErrors()) {
            return Optional.empty();
        }
        Path file = project.file(lang);
        boolean existed = Files.isRegularFile(file);
        Set<String> present = new HashSet<>(MessageCatalog.shipped(lang).keySet());
        if (existed) {
            // Every key written in the file counts, even one the author left empty.
            MessagesLoader.entries(files.display(file), Files.readString(file, StandardCharsets.UTF_8), new Diagnostics())
                    .forEach(e -> present.add(e.key()));
        }
        StringBuilder block = new StringBuilder();
        List<String> added = new ArrayList<>();
        for (String key : project.keys()) {
            if (present.contains(key)) {
                continue;
            }
            if (key.equals("language.name") && !MessageCatalog.ownName(lang).isEmpty()) {
                block.append("# The language switcher's label; this is the JDK's name of the language.\n")
                        .append(key).append(" = ").append(MessageCatalog.ownName(lang)).append('\n');
            } else {
                block.append(TODO).append('\n').append(key).append(" = ")
                        .append(project.reference(lang, key).orElse(key)).append('\n');
            }
            added.add(key);
        }
        if (added.isEmpty()) {
            return Optional.of(new Completion(file, existed, List.of(), null));
        }
        String before = existed ? Files.readString(file, StandardCharsets.UTF_8) : "";
        String newline = before.contains("\r\n") ? "\r\n" : "\n";
        StringBuilder text = new StringBuilder(before);
        if (existed) {
            if (!before.isEmpty() && !before.endsWith("\n")) {
                text.append(newline);
            }
            text.append(newline).append("# Added by `duet messages ").append(lang).append("`: the keys this file lacked,")
                    .append(" with their English text.").append(newline);
        } else {
            text.append(header(lang));
        }
        text.append(block.toString().replace("\n", newline));
        return Optional.of(new Completion(file, existed, List.copyOf(added), text.toString()));
    }

    /** Writes a completion (through a temporary file beside it, so that a failed write leaves the old file). */
    public static void write(Completion c) throws IOException {
        if (c.text() == null) {
            return;
        }
        Files.createDirectories(c.file().getParent());
        Path temp = Files.createTempFile(c.file().getParent(), "." + c.file().getFileName(), ".tmp");
        try {
            Files.writeString(temp, c.text(), StandardCharsets.UTF_8);
            Files.move(temp, c.file(), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    /**
     * The file {@code duet init} writes for a language Duet has no strings for: every key of
     * Duet's UI with its English text, marked to translate. Empty when Duet ships the language.
     */
    public static Optional<String> starter(String lang) {
        if (MessageCatalog.shippedFor(lang).isPresent()) {
            return Optional.empty();
        }
        StringBuilder text = new StringBuilder(header(lang));
        for (Map.Entry<String, String> e : MessageCatalog.english().entrySet()) {
            if (e.getKey().equals("language.name") && !MessageCatalog.ownName(lang).isEmpty()) {
                text.append("# The language switcher's label; this is the JDK's name of the language.\n")
                        .append("language.name = ").append(MessageCatalog.ownName(lang)).append('\n');
            } else {
                text.append(TODO).append('\n').append(e.getKey()).append(" = ").append(e.getValue()).append('\n');
            }
        }
        return Optional.of(text.toString());
    }

    private static String header(String lang) {
        return "# The UI strings of " + MessageCatalog.describe(lang) + ", written by `duet messages " + lang + "`.\n"
                + "# Translate each text marked TODO and remove its mark. The page fills in {0}, {1}: keep\n"
                + "# them. Write the language's own punctuation and spacing in the text itself (French puts a\n"
                + "# narrow no-break space before ':', Chinese and Japanese use full-width marks).\n";
    }
}
