package dev.duet.site.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The committed site, read with jsoup: every local link lands on an existing file and anchor,
 * nothing is loaded from elsewhere, the only external links are upstream deep links, JDK docs and
 * the licence, and every page says which language it is in.
 */
class SiteLinksTest {
    private static final Path SITE = Path.of("site");
    private static final List<String> ALLOWED_EXTERNAL = List.of(
            "https://github.com/kubernetes/kubernetes/blob/v1.32.0/",
            "https://github.com/kubernetes/client-go/blob/v0.32.0/",
            "https://docs.oracle.com/en/java/javase/17/docs/api/",
            "https://www.apache.org/licenses/LICENSE-2.0");
    private static final Map<Path, Document> pages = new HashMap<>();
    private static final Map<Path, Set<String>> ids = new HashMap<>();

    @BeforeAll
    static void readSite() throws IOException {
        try (Stream<Path> walk = Files.walk(SITE)) {
            for (Path p : walk.filter(f -> f.toString().endsWith(".html")).sorted().toList()) {
                Document doc = Jsoup.parse(Files.readString(p, StandardCharsets.UTF_8));
                Element code = doc.selectFirst("pre.code.source > code");
                if (code != null) {
                    // a source page's rows come from its code script: check them as the browser shows them
                    code.html(codeRows(p, doc.selectFirst("html").attr("lang")));
                }
                pages.put(p.normalize(), doc);
                Set<String> set = new HashSet<>();
                doc.select("[id]").forEach(e -> set.add(e.id()));
                ids.put(p.normalize(), set);
            }
        }
        assertTrue(pages.size() > 100, "the site has its pages");
    }

    /** The rows a source page's code script writes in {@code lang}, as assets/source.js writes them. */
    @SuppressWarnings("unchecked")
    private static String codeRows(Path page, String lang) throws IOException {
        String rel = SITE.relativize(page).toString().replace('\\', '/');
        String file = rel.substring(rel.indexOf("/src/") + 5).replaceFirst("\\.html$", ".js");
        String js = Files.readString(SITE.resolve("assets/data/code/" + file), StandardCharsets.UTF_8);
        Map<String, Object> data = new org.yaml.snakeyaml.Yaml().load(js.substring("DuetSource(".length(), js.lastIndexOf(");")));
        Map<String, Object> x = ((Map<String, Map<String, Object>>) data.get("x")).get(lang);
        Map<Object, String> before = (Map<Object, String>) x.get("b");
        Map<Object, List<List<String>>> chips = (Map<Object, List<List<String>>>) x.get("g");
        List<String> rows = (List<String>) data.get("r");
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < rows.size(); i++) {
            int n = (Integer) data.get("o") + i;
            sb.append(before.getOrDefault(String.valueOf(n), "")).append("<span class=\"ln\" id=\"L").append(n).append("\"><a class=\"num\" href=\"#L")
                    .append(n).append("\">").append(n).append("</a><span class=\"chips\">");
            for (List<String> chip : chips.getOrDefault(String.valueOf(n), List.of())) {
                sb.append("<a class=\"chip\" href=\"").append(chip.get(1).replace("&", "&amp;").replace("\"", "&quot;")).append("\">")
                        .append(chip.get(0)).append("</a>");
            }
            sb.append("</span><span class=\"src\">").append(rows.get(i)).append("</span></span>");
        }
        return sb.toString();
    }

    @Test
    void everyLocalLinkResolvesToAFileAndAnchor() {
        List<String> broken = new ArrayList<>();
        pages.forEach((page, doc) -> {
            for (Element a : doc.select("a[href], link[href]")) {
                String href = a.attr("href");
                if (href.startsWith("http:") || href.startsWith("https:") || href.startsWith("mailto:")) {
                    continue;
                }
                String file = href.contains("#") ? href.substring(0, href.indexOf('#')) : href;
                String fragment = href.contains("#") ? href.substring(href.indexOf('#') + 1) : null;
                Path target = file.isEmpty() ? page : page.getParent().resolve(file).normalize();
                if (!Files.isRegularFile(target)) {
                    broken.add(page + ": " + href + " (no file)");
                } else if (fragment != null && !fragment.isEmpty() && target.toString().endsWith(".html")
                        && !ids.getOrDefault(target, Set.of()).contains(URLDecoder.decode(fragment, StandardCharsets.UTF_8))) {
                    broken.add(page + ": " + href + " (no anchor)");
                }
            }
        });
        assertEquals(List.of(), broken.stream().limit(20).toList());
    }

    @Test
    void nothingIsLoadedFromElsewhereAndExternalLinksAreUpstreamOrJdkDocs() {
        List<String> problems = new ArrayList<>();
        pages.forEach((page, doc) -> {
            for (Element e : doc.select("[src]")) {
                String src = e.attr("src");
                if (src.contains(":") || src.startsWith("//")) {
                    problems.add(page + ": loads " + src);
                } else if (!Files.isRegularFile(page.getParent().resolve(src).normalize())) {
                    problems.add(page + ": missing " + src);
                }
            }
            for (Element a : doc.select("a[href^=http]")) {
                String href = a.attr("href");
                if (ALLOWED_EXTERNAL.stream().noneMatch(href::startsWith)) {
                    problems.add(page + ": links " + href);
                }
            }
        });
        assertEquals(List.of(), problems.stream().limit(20).toList());
    }

    @Test
    void everyPageDeclaresItsLanguage() {
        List<String> missing = new ArrayList<>();
        pages.forEach((page, doc) -> {
            String lang = doc.selectFirst("html").attr("lang");
            String expected = page.startsWith(SITE.resolve("en")) ? "en" : page.startsWith(SITE.resolve("zh")) ? "zh" : lang;
            if (lang.isEmpty() || !lang.equals(expected)) {
                missing.add(page + ": lang='" + lang + "'");
            }
        });
        assertEquals(List.of(), missing);
    }
}
