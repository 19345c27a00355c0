package dev.duet.site.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jsoup.Jsoup;
import org.junit.jupiter.api.Test;

/**
 * The search data of the built site: every result lands on an existing page and anchor, every kind
 * has a label in every language, and the text is the text the reader sees (inline code once).
 */
class SearchDataTest {
    private static final Path SITE = Path.of("site");
    private static final Pattern ENTRY = Pattern.compile("\\{\"t\":\"((?:[^\"\\\\]|\\\\.)*)\",\"k\":\"([^\"]*)\",\"h\":\"([^\"]*)\"");

    private static List<String[]> entries(String lang) throws IOException {
        String js = Files.readString(SITE.resolve("assets/data/search-" + lang + ".js"), StandardCharsets.UTF_8);
        assertTrue(js.startsWith("Duet.shard(\"search-" + lang + "\", {"), "a classic script, loadable from file://");
        List<String[]> out = new ArrayList<>();
        Matcher m = ENTRY.matcher(js);
        while (m.find()) {
            out.add(new String[] {m.group(1), m.group(2), m.group(3)});
        }
        return out;
    }

    /** The rows' HTML of a source page's code script; line rows are L1, L2, ... */
    @SuppressWarnings("unchecked")
    private static String codeRows(String page) throws IOException {
        String js = Files.readString(SITE.resolve("assets/data/code/" + page.substring(page.indexOf("/src/") + 5)
                .replaceFirst("\\.html$", ".js")), StandardCharsets.UTF_8);
        Map<String, Object> data = new org.yaml.snakeyaml.Yaml().load(js.substring("DuetSource(".length(), js.lastIndexOf(");")));
        List<String> rows = (List<String>) data.get("r");
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < rows.size(); i++) {
            sb.append("<span id=\"L").append((Integer) data.get("o") + i).append("\">").append(rows.get(i)).append("</span>");
        }
        return sb.toString();
    }

    @Test
    void everyResultLandsOnAnExistingAnchor() throws IOException {
        Map<String, Set<String>> ids = new HashMap<>();
        List<String> broken = new ArrayList<>();
        for (String lang : List.of("zh", "en")) {
            for (String[] e : entries(lang)) {
                String[] parts = e[2].split("#", 2);
                Set<String> known = ids.computeIfAbsent(parts[0], file -> {
                    try {
                        Set<String> set = new TreeSet<>();
                        String html = Files.readString(SITE.resolve(file), StandardCharsets.UTF_8);
                        Jsoup.parse(html).select("[id]").forEach(el -> set.add(el.id()));
                        if (file.contains("/src/")) {
                            // a source page's rows are written by its code script
                            Jsoup.parse(codeRows(file)).select("[id]").forEach(el -> set.add(el.id()));
                        }
                        return set;
                    } catch (IOException ex) {
                        return null;
                    }
                });
                if (known == null || (parts.length == 2 && !known.contains(parts[1]))) {
                    broken.add(e[1] + " " + e[2]);
                }
            }
        }
        assertEquals(List.of(), broken);
    }

    @Test
    void pagesSectionsDemosAndSymbolsAreAllIndexedWithLabelsInEveryLanguage() throws IOException {
        for (String lang : List.of("zh", "en")) {
            // Duet's own strings, then the site's overrides.
            Properties messages = new Properties();
            for (Path file : List.of(Path.of("src/main/resources/dev/duet/site/messages/" + lang + ".properties"),
                    Path.of("content/messages/" + lang + ".properties"))) {
                messages.load(new StringReader(Files.readString(file, StandardCharsets.UTF_8)));
            }
            Set<String> kinds = new TreeSet<>();
            entries(lang).forEach(e -> kinds.add(e[1]));
            assertTrue(kinds.containsAll(Set.of("page", "section", "demo", "method", "recordComponent")), kinds.toString());
            for (String kind : kinds) {
                assertTrue(messages.containsKey("search.kind." + kind), lang + " has no label for " + kind);
            }
        }
    }

    @Test
    void textHoldsInlineCodeOnce() throws IOException {
        // the text is in the index's body shards
        StringBuilder zh = new StringBuilder();
        try (var shards = Files.list(SITE.resolve("assets/data/search-zh"))) {
            for (Path shard : shards.sorted().toList()) {
                zh.append(Files.readString(shard, StandardCharsets.UTF_8));
            }
        }
        assertTrue(zh.toString().contains("Add 是整个队列里被调用得最多的方法"));
        assertTrue(!zh.toString().contains("Add Add"), "inline code is not repeated");
    }
}
