package dev.duet.site.content;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.duet.site.diag.Diagnostics;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The UI strings Duet ships: every language has exactly English's keys with the same
 * placeholders, follows its own punctuation, and the templates leave punctuation and words to
 * the patterns.
 */
class ShippedMessagesTest {
    private static final Path FOLDER = Path.of("src/main/resources/dev/duet/site/messages");
    /** Text quoted as code ('//! key: value') keeps code's punctuation in every language. */
    private static final Pattern QUOTED_CODE = Pattern.compile("'[^']*'");

    private static Map<String, String> read(String lang) throws IOException {
        Diagnostics d = new Diagnostics();
        Map<String, String> out = new LinkedHashMap<>();
        String path = FOLDER.resolve(lang + ".properties").toString();
        MessagesLoader.entries(path, Files.readString(FOLDER.resolve(lang + ".properties"), StandardCharsets.UTF_8), d)
                .forEach(e -> out.put(e.key(), e.text()));
        assertEquals(List.of(), d.sorted(), lang);
        return out;
    }

    @Test
    void theListedLanguagesAreExactlyTheFilesThere() throws IOException {
        TreeSet<String> files = new TreeSet<>();
        try (Stream<Path> s = Files.list(FOLDER)) {
            s.forEach(p -> files.add(p.getFileName().toString().replace(".properties", "")));
        }
        assertEquals(new TreeSet<>(MessageCatalog.SHIPPED), files);
        assertEquals(List.of("en", "zh", "zh-Hant", "de", "fr", "es", "ja", "ko", "pt-BR", "ru"), MessageCatalog.SHIPPED);
    }

    @Test
    void everyLanguageHasEnglishsKeysWithTheSamePlaceholdersAndNoEmptyText() throws IOException {
        Map<String, String> en = read("en");
        List<String> problems = new ArrayList<>();
        for (String lang : MessageCatalog.SHIPPED) {
            Map<String, String> m = read(lang);
            if (!m.keySet().equals(en.keySet())) {
                TreeSet<String> missing = new TreeSet<>(en.keySet());
                missing.removeAll(m.keySet());
                TreeSet<String> extra = new TreeSet<>(m.keySet());
                extra.removeAll(en.keySet());
                problems.add(lang + ": missing " + missing + ", extra " + extra);
            }
            for (var e : m.entrySet()) {
                if (e.getValue().isEmpty()) {
                    problems.add(lang + ": " + e.getKey() + " is empty");
                }
                String english = en.get(e.getKey());
                if (english != null && !Messages.placeholders(english).equals(Messages.placeholders(e.getValue()))) {
                    problems.add(lang + ": " + e.getKey() + " has " + Messages.placeholders(e.getValue()) + ", English "
                            + Messages.placeholders(english));
                }
            }
        }
        assertEquals(List.of(), problems);
    }

    @Test
    void frenchPutsANarrowNoBreakSpaceBeforeTwoPartPunctuation() throws IOException {
        List<String> problems = new ArrayList<>();
        Pattern wrong = Pattern.compile("(?<!\u202F)[:;?!](?=\\s|$)|[ \u00A0][:;?!]");
        read("fr").forEach((key, text) -> {
            Matcher m = wrong.matcher(QUOTED_CODE.matcher(text).replaceAll("''"));
            if (m.find()) {
                problems.add(key + " = " + text);
            }
        });
        assertEquals(List.of(), problems);
        assertEquals("Lignes Java exécutées par cette étape\u202F: 5", Messages.fill(read("fr").get("demo.lines-executed"), 5));
    }

    @Test
    void chineseAndJapaneseUseFullWidthPunctuationNextToTheirText() throws IOException {
        Pattern halfWidthBesideCjk = Pattern.compile("[\\p{IsHan}\\p{IsHiragana}\\p{IsKatakana}][,:;()?!]|[,:;()?!][\\p{IsHan}\\p{IsHiragana}\\p{IsKatakana}]");
        List<String> problems = new ArrayList<>();
        for (String lang : List.of("zh", "zh-Hant", "ja")) {
            read(lang).forEach((key, text) -> {
                if (halfWidthBesideCjk.matcher(QUOTED_CODE.matcher(text).replaceAll("''")).find()) {
                    problems.add(lang + ": " + key + " = " + text);
                }
            });
        }
        assertEquals(List.of(), problems);
    }

    @Test
    void theOtherLanguagesPutNoSpaceBeforeAColon() throws IOException {
        List<String> problems = new ArrayList<>();
        for (String lang : List.of("en", "de", "es", "ko", "pt-BR", "ru")) {
            read(lang).forEach((key, text) -> {
                if (text.contains(" :") || text.contains("\u202F")) {
                    problems.add(lang + ": " + key + " = " + text);
                }
            });
        }
        assertEquals(List.of(), problems);
    }

    /**
     * A template that glued punctuation or words to a UI string ({@code msg('x') + ': '},
     * {@code ' · Copyright '}) would give every language English typography; patterns hold them.
     */
    @Test
    void templatesJoinNoWordsOrPunctuationToUiStrings() throws IOException {
        Pattern scriptGlue = Pattern.compile("msg\\([^()]*(\\([^()]*\\)[^()]*)*\\)\\s*\\+\\s*'[^']*[\\p{L}:;,(][^']*'"
                + "|'[^']*[\\p{L}:;,)][^']*'\\s*\\+\\s*D\\.msg\\(");
        Pattern templateGlue = Pattern.compile("msg\\(\\)\\['[^']*'\\]\\}?\\s*\\+\\s*'[^']*[\\p{L}:;,(]"
                + "|'[^']*[\\p{L}:;,)][^']*'\\s*\\+\\s*\\$\\{chrome\\.msg");
        List<String> problems = new ArrayList<>();
        try (Stream<Path> s = Files.walk(Path.of("templates"))) {
            for (Path f : s.filter(p -> p.toString().endsWith(".js") || p.toString().endsWith(".html")).sorted().toList()) {
                List<String> lines = Files.readAllLines(f, StandardCharsets.UTF_8);
                for (int i = 0; i < lines.size(); i++) {
                    String line = lines.get(i).replaceAll("\\\\[nrt]", " ");
                    if (scriptGlue.matcher(line).find() || templateGlue.matcher(line).find() || line.contains("Copyright")
                            || line.contains("+ click") || line.contains("语言")) {
                        problems.add(f + ":" + (i + 1) + ": " + line.strip());
                    }
                }
            }
        }
        assertEquals(List.of(), problems);
    }
}
