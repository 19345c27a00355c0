package dev.duet.site.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;

/**
 * The flagship's built site (kept current by {@code SiteIsCurrentTest}) loads per page, not per
 * site: every shard a page may ask for exists and holds what it is asked for, a step page with
 * everything it loads before it is usable stays within 300 KB, and a source file's code is written
 * once for both languages.
 */
class DataShardsTest {
    private static final Path SITE = Path.of("site");
    private static final long STEP_PAGE_BUDGET = 300_000;
    private static final Pattern SHARD = Pattern.compile("(?s)Duet\\.shard\\((\"[^\"]*\"), (.*)\\);\\n");
    private static final Pattern DATA_SYM = Pattern.compile("data-sym=\"([^\"]*)\"");
    private static final Pattern CODE = Pattern.compile("(?s)DuetSource\\((.*)\\);\\n");

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Object json(String text) {
        LoaderOptions options = new LoaderOptions();
        options.setCodePointLimit(64 * 1024 * 1024);
        return new Yaml(options).load(text); // JSON is YAML
    }

    /** A shard's data, after checking that it registers under its own name. */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> shard(String name) {
        Path file = SITE.resolve("assets/data/" + name + ".js");
        assertTrue(Files.isRegularFile(file), "missing shard " + file);
        Matcher m = SHARD.matcher(read(file));
        assertTrue(m.matches(), file + " is one Duet.shard call");
        assertEquals(name, json(m.group(1)), file + " registers under its name");
        return (Map<String, Object>) json(m.group(2));
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> manifest() {
        String js = read(SITE.resolve("assets/data/symbols.js"));
        assertTrue(js.startsWith("window.DUET_SYMBOLS = "), js.substring(0, Math.min(80, js.length())));
        return (Map<String, Object>) json(js.substring("window.DUET_SYMBOLS = ".length(), js.lastIndexOf(';')));
    }

    private static List<Path> pages() throws IOException {
        try (Stream<Path> files = Files.walk(SITE)) {
            return files.filter(p -> p.toString().endsWith(".html")).sorted().toList();
        }
    }

    /** The files a page loads as it opens: its scripts and (screen) style sheets. */
    private static List<Path> loadedAtOpen(Path page, Document doc) {
        List<Path> out = new ArrayList<>();
        for (Element e : doc.select("script[src], link[rel=stylesheet]:not([media=print])")) {
            String ref = e.hasAttr("src") ? e.attr("src") : e.attr("href");
            out.add(page.getParent().resolve(ref).normalize());
        }
        return out;
    }

    @Test
    @SuppressWarnings("unchecked")
    void everyShardAPageMayAskForExistsAndHoldsWhatItIsAskedFor() throws IOException {
        Map<String, Object> manifest = manifest();
        List<String> files = (List<String>) manifest.get("f");
        Map<String, Integer> types = (Map<String, Integer>) manifest.get("t");
        List<Integer> symbolParts = (List<Integer>) manifest.get("s");
        List<Integer> usageParts = (List<Integer>) manifest.get("u");
        Map<String, Map<String, Object>> shards = new TreeMap<>();
        for (int i = 0; i < files.size(); i++) {
            for (int k = 0; k < symbolParts.get(i); k++) {
                shards.put("sym/" + files.get(i) + "." + k, shard("sym/" + files.get(i) + "." + k));
            }
            for (int k = 0; k < usageParts.get(i); k++) {
                shards.put("use/" + files.get(i) + "." + k, shard("use/" + files.get(i) + "." + k));
            }
        }
        List<String> problems = new ArrayList<>();
        java.util.Set<String> asked = new java.util.TreeSet<>();
        for (Path page : pages()) {
            String html = read(page);
            Document doc = Jsoup.parse(html);
            StringBuilder code = new StringBuilder(html);
            for (Path script : loadedAtOpen(page, doc)) {
                if (!Files.isRegularFile(script)) {
                    problems.add(page + " loads missing " + script);
                } else if (script.toString().contains("/assets/data/code/")) {
                    code.append(codeHtml(script));
                }
            }
            Matcher m = DATA_SYM.matcher(code);
            while (m.find()) {
                asked.add(org.jsoup.parser.Parser.unescapeEntities(m.group(1), true));
            }
        }
        // what the shards name in turn: supers, implementations, a usage's method of the hierarchy
        for (Map.Entry<String, Map<String, Object>> s : shards.entrySet()) {
            s.getValue().forEach((id, record) -> {
                if (s.getKey().startsWith("sym/")) {
                    Map<String, Object> sym = (Map<String, Object>) record;
                    asked.addAll((List<String>) sym.getOrDefault("p", List.of()));
                    asked.addAll((List<String>) sym.getOrDefault("i", List.of()));
                } else {
                    for (List<Object> u : (List<List<Object>>) record) {
                        if (u.size() > 4) asked.add((String) u.get(4));
                        if (((Integer) u.get(0)) >= files.size()) problems.add(id + " has a usage in no listed file");
                    }
                }
            });
        }
        assertTrue(asked.size() > 300, "the pages name symbols: " + asked.size());
        for (String id : asked) {
            Integer file = types.get(id.split("#")[0]);
            if (file == null) {
                problems.add(id + ": its type is in no shard");
                continue;
            }
            String name = "sym/" + files.get(file) + "." + DataScripts.bucket(id, symbolParts.get(file));
            if (!shards.containsKey(name) || !shards.get(name).containsKey(id)) {
                problems.add(id + " is not in " + name);
            }
        }
        for (String lang : List.of("en", "zh")) {
            Map<String, Object> index = shard("search-" + lang);
            for (int k = 0; k < (Integer) index.get("n"); k++) {
                assertTrue(!shard("search-" + lang + "/" + k).isEmpty(), "search body shard " + k + " of " + lang);
            }
        }
        assertEquals(List.of(), problems);
    }

    @Test
    void aStepPageWithWhatItLoadsBeforeItIsUsableIsAtMost300Kb() throws IOException {
        // every content page (step, topic, home, glossary) is held to the step pages' budget
        Map<String, Long> sizes = new TreeMap<>();
        int steps = 0;
        for (Path page : pages()) {
            Document doc = Jsoup.parse(read(page));
            if (doc.body().hasClass("kind-source") || doc.body().hasClass("kind-landing")) {
                continue;
            }
            steps += doc.body().hasClass("kind-step") ? 1 : 0;
            long bytes = Files.size(page);
            for (Path file : loadedAtOpen(page, doc)) {
                bytes += Files.size(file);
            }
            sizes.put(SITE.relativize(page).toString(), bytes);
        }
        assertTrue(steps >= 10, "the step pages of both languages: " + sizes.keySet());
        System.out.println("content pages, bytes loaded before usable: " + sizes);
        sizes.forEach((page, bytes) -> assertTrue(bytes <= STEP_PAGE_BUDGET, page + " loads " + bytes + " bytes"));
    }

    @Test
    void aSourceFilesCodeIsWrittenOnceForBothLanguages() throws IOException {
        int sourcePages = 0;
        for (Path page : pages()) {
            String rel = SITE.relativize(page).toString().replace('\\', '/');
            if (!rel.startsWith("en/src/")) {
                continue;
            }
            Path zh = SITE.resolve("zh/" + rel.substring(3));
            List<String> codeEn = codeScripts(page);
            assertEquals(1, codeEn.size(), rel);
            assertEquals(codeEn, codeScripts(zh), "both languages' pages load the same code: " + rel);
            for (Path p : List.of(page, zh)) {
                assertTrue(Jsoup.parse(read(p)).select(".ln").isEmpty(), p + " holds no code rows of its own");
            }
            sourcePages++;
        }
        assertTrue(sourcePages > 30, "source pages: " + sourcePages);
    }

    /** The HTML a code script writes: its rows and each language's rows before them. */
    @SuppressWarnings("unchecked")
    private static String codeHtml(Path script) {
        Matcher m = CODE.matcher(read(script));
        assertTrue(m.matches(), script + " is one DuetSource call");
        Map<String, Object> data = (Map<String, Object>) json(m.group(1));
        StringBuilder sb = new StringBuilder(String.join("\n", (List<String>) data.get("r")));
        ((Map<String, Map<String, Object>>) data.get("x")).values()
                .forEach(x -> ((Map<Object, String>) x.get("b")).values().forEach(sb::append));
        return sb.toString();
    }

    private static List<String> codeScripts(Path page) {
        return loadedAtOpen(page, Jsoup.parse(read(page))).stream().map(p -> SITE.toAbsolutePath().normalize()
                .relativize(p.toAbsolutePath().normalize()).toString()).filter(p -> p.startsWith("assets/data/code/")).toList();
    }

    /**
     * The Project tree is one script per language, not a part of every page: it links every
     * shown source file's page of that language, and no page carries a copy.
     */
    @Test
    void theProjectTreeIsWrittenOncePerLanguage() throws IOException {
        Pattern tree = Pattern.compile("(?s)window\\.DuetTreeHtml = (\".*\");\\n");
        for (String lang : List.of("en", "zh")) {
            Matcher m = tree.matcher(read(SITE.resolve("assets/data/tree-" + lang + ".js")));
            assertTrue(m.matches(), "tree-" + lang + ".js is one assignment");
            Document rows = Jsoup.parseBodyFragment("<ul>" + json(m.group(1)) + "</ul>");
            List<String> linked = new ArrayList<>();
            for (Element a : rows.select("li.file > a")) {
                String href = a.attr("href");
                assertEquals(lang + "/src/" + a.attr("data-file") + ".html", href, "site-relative, to the file's own page");
                assertTrue(Files.isRegularFile(SITE.resolve(href)), href);
                linked.add(a.attr("data-file"));
            }
            List<String> pages;
            try (Stream<Path> files = Files.walk(SITE.resolve(lang + "/src"))) {
                pages = files.filter(f -> f.toString().endsWith(".java.html"))
                        .map(f -> SITE.resolve(lang + "/src").relativize(f).toString().replace('\\', '/').replaceFirst("\\.html$", ""))
                        .sorted().toList();
            }
            assertEquals(pages, linked.stream().sorted().toList(), "every source page is in the tree once");
            try (Stream<Path> files = Files.walk(SITE.resolve(lang))) {
                for (Path page : files.filter(f -> f.toString().endsWith(".html")).toList()) {
                    Element ul = Jsoup.parse(page.toFile(), "UTF-8").selectFirst("ul.tree");
                    assertTrue(ul != null && ul.children().isEmpty(), page + " has an empty tree for duet.js to fill");
                }
            }
        }
    }
}
