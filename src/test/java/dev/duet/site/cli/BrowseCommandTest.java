package dev.duet.site.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.duet.site.build.SiteOutput;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code duet browse} end to end on a small tree: the pages, their links, what it prints, bad input. */
class BrowseCommandTest {
    @TempDir
    Path dir;

    private BrowseFixture tree;

    @BeforeEach
    void createTree() throws IOException {
        tree = BrowseFixture.create(dir);
    }

    private BrowseFixture.Run browse(Path out, String... more) {
        List<String> args = new ArrayList<>(List.of("browse", tree.src.toString(), "--out", out.toString(),
                "--classpath", tree.jar.toString(), "--title", "Shapes"));
        args.addAll(List.of(more));
        return BrowseFixture.duet(args.toArray(String[]::new));
    }

    @Test
    void writesEveryPageAndTheLinksBetweenFilesResolve() throws IOException {
        Path out = dir.resolve("site");
        BrowseFixture.Run run = browse(out);
        assertEquals(0, run.exit(), run.err());
        SortedMap<String, byte[]> site = SiteOutput.read(out);
        for (String page : List.of("index.html", "en/index.html", "en/src/com/example/app/Main.java.html",
                "en/src/com/example/shapes/Circle.java.html", "en/src/com/example/shapes/Shape.java.html",
                "assets/duet.css", "assets/code.js")) {
            assertTrue(site.containsKey(page), page + " in " + site.keySet());
        }

        // Every declaration link of Main's page leads to an element of another page that exists.
        Document main = page(out, "en/src/com/example/app/Main.java.html");
        List<String> targets = new ArrayList<>();
        for (Element a : main.select("a.ref")) {
            String href = a.attr("href");
            if (href.startsWith("#")) {
                continue;
            }
            String file = href.substring(0, href.indexOf('#'));
            String id = href.substring(href.indexOf('#') + 1);
            Path target = out.resolve("en/src/com/example/app").resolve(file).normalize();
            assertTrue(Files.isRegularFile(target), href);
            assertNotNull(page(out, out.relativize(target).toString().replace('\\', '/')).getElementById(id), href + " has no element #" + id);
            targets.add(a.attr("data-sym"));
        }
        assertTrue(targets.contains("com.example.shapes.Circle#Circle(double)"), targets.toString());
        assertTrue(targets.contains("com.example.shapes.Shape#area()"), targets.toString());
        assertTrue(targets.contains("com.example.shapes.Shape"), targets.toString());

        // The overview lists both packages and links to each file.
        Document overview = page(out, "en/index.html");
        assertEquals("Shapes", overview.selectFirst("main h1").text());
        assertEquals(List.of("com.example.app", "com.example.shapes"), overview.select("table.packages tbody code").eachText());
        for (Element a : overview.select("table.packages a")) {
            assertTrue(Files.isRegularFile(out.resolve("en").resolve(a.attr("href"))), a.attr("href"));
        }
        assertTrue(run.err().isEmpty(), run.err());
    }

    @Test
    void printsWhatItDid() {
        Path out = dir.resolve("site");
        BrowseFixture.Run run = browse(out);
        assertEquals(0, run.exit(), run.err());
        long lines = BrowseFixture.SHAPE.lines().count() + BrowseFixture.CIRCLE.lines().count()
                + BrowseFixture.MAIN.lines().count();
        assertTrue(run.out().contains(": 3 files, "), run.out());
        assertTrue(run.out().contains("lines: " + lines + "\n"), run.out());
        // with the jar, every reference resolves, Greeter's included
        assertTrue(run.out().matches("(?s).*references: (\\d+) of \\1 resolved \\(100\\.00 %\\), 0 not\n.*"), run.out());
        assertTrue(run.out().matches("(?s).*time: read [\\d,]+ ms, parse [\\d,]+ ms, resolve [\\d,]+ ms .*render [\\d,]+ ms, write [\\d,]+ ms; total [\\d,]+ ms\n.*"),
                run.out());
        assertTrue(run.out().contains("wrote " + out + ": "), run.out());

        // without it, the third-party type and its members do not, and are named
        BrowseFixture.Run without = BrowseFixture.duet("browse", tree.src.toString(), "--out", dir.resolve("other").toString(),
                "--unresolved");
        assertEquals(0, without.exit(), without.err());
        assertTrue(without.out().matches("(?s).*references: \\d+ of \\d+ resolved \\(\\d+\\.\\d\\d %\\), [1-9]\\d* not\n.*"),
                without.out());
        assertTrue(without.out().contains("  not resolved: " + tree.src + "/com/example/app/Main.java:5:23 import org.thirdparty.Greeter\n"
                + "  not resolved: " + tree.src + "/com/example/app/Main.java:11:9 Greeter\n"), without.out());
    }

    @Test
    void theSameTreeGivesTheSameBytesWhateverTheNumberOfThreads() throws IOException {
        tree.addChain(40);
        Path one = dir.resolve("one");
        Path four = dir.resolve("four");
        BrowseFixture.Run first = browse(one, "--threads", "1");
        BrowseFixture.Run second = browse(four, "--threads", "4");
        assertEquals(0, first.exit(), first.err());
        assertEquals(0, second.exit(), second.err());
        SortedMap<String, byte[]> a = SiteOutput.read(one);
        SortedMap<String, byte[]> b = SiteOutput.read(four);
        assertEquals(a.keySet(), b.keySet());
        assertEquals(43, a.keySet().stream().filter(p -> p.startsWith("en/src/")).count());
        for (String name : a.keySet()) {
            assertArrayEquals(a.get(name), b.get(name), name);
        }
    }

    @Test
    void aMissingFolderOrOneWithoutJavaIsAClearError() throws IOException {
        Path out = dir.resolve("site");
        BrowseFixture.Run missing = BrowseFixture.duet("browse", dir.resolve("nope").toString(), "--out", out.toString());
        assertEquals(1, missing.exit());
        assertEquals(dir.resolve("nope") + ":1:1: error: no such folder\n1 error\n" + out + " was not changed\n", missing.err());

        Path empty = Files.createDirectories(dir.resolve("empty/sub"));
        Files.writeString(empty.resolve("notes.txt"), "not java");
        BrowseFixture.Run none = BrowseFixture.duet("browse", dir.resolve("empty").toString(), "--out", out.toString());
        assertEquals(1, none.exit());
        assertTrue(none.err().startsWith(dir.resolve("empty") + ":1:1: error: no .java files in this folder or below\n"), none.err());

        BrowseFixture.Run jar = browse(out, "--classpath", dir.resolve("missing.jar").toString());
        assertEquals(1, jar.exit());
        assertTrue(jar.err().contains(dir.resolve("missing.jar") + ":1:1: error: --classpath entry does not exist"), jar.err());

        BrowseFixture.Run inside = BrowseFixture.duet("browse", tree.src.toString(), "--out", dir.toString());
        assertEquals(1, inside.exit());
        assertTrue(inside.err().contains("error: the output folder holds the sources"), inside.err());
        assertTrue(Files.isDirectory(tree.src), "the sources are still there");
        assertFalse(Files.exists(out));
    }

    @Test
    void everyBadFileIsReportedAtItsPlaceAndTheOutputStaysAsItWas() throws IOException {
        Path out = dir.resolve("site");
        assertEquals(0, browse(out).exit());
        SortedMap<String, byte[]> before = SiteOutput.read(out);

        tree.write("com/example/shapes/Broken.java", "package com.example.shapes;\n\nclass Broken {\n    int x = ;\n}\n");
        Path latin1 = tree.src.resolve("com/example/app/Latin.java");
        Files.write(latin1, "package com.example.app;\n// caf\u00e9\n".getBytes(StandardCharsets.ISO_8859_1));
        BrowseFixture.Run run = browse(out);
        assertEquals(1, run.exit());
        String src = tree.src.toString();
        assertTrue(run.err().contains(src + "/com/example/app/Latin.java:2:7: error: not UTF-8 text (byte 0xE9)"), run.err());
        // reading and parsing go on past a bad file, so both are reported at once
        assertTrue(run.err().contains(src + "/com/example/shapes/Broken.java:4:11: error: "), run.err());
        assertTrue(run.err().contains("\n2 errors\n"), run.err());
        assertFalse(run.err().contains("Exception"), run.err());
        assertTrue(run.err().endsWith(out + " was not changed\n"), run.err());

        Files.delete(latin1);
        BrowseFixture.Run parse = browse(out);
        assertEquals(1, parse.exit());
        assertTrue(parse.err().startsWith(src + "/com/example/shapes/Broken.java:4:11: error: "), parse.err());
        assertFalse(parse.err().contains("Exception"), parse.err());

        SortedMap<String, byte[]> after = SiteOutput.read(out);
        assertEquals(before.keySet(), after.keySet());
        for (String name : before.keySet()) {
            assertArrayEquals(before.get(name), after.get(name), name);
        }
        assertEquals(List.of(), BrowseFixture.siblings(out, ".site."), "no staging folder is left behind");
    }

    /** A page as the browser shows it: a source page with the rows its code script writes. */
    @SuppressWarnings("unchecked")
    private static Document page(Path out, String relative) throws IOException {
        Document doc = Jsoup.parse(out.resolve(relative).toFile(), "UTF-8");
        int src = relative.indexOf("/src/");
        if (src >= 0) {
            String js = Files.readString(out.resolve("assets/data/code/" + relative.substring(src + 5).replaceFirst("\\.html$", ".js")));
            Map<String, Object> data = new org.yaml.snakeyaml.Yaml().load(js.substring("DuetSource(".length(), js.lastIndexOf(");")));
            List<String> rows = (List<String>) data.get("r");
            StringBuilder html = new StringBuilder();
            for (int i = 0; i < rows.size(); i++) {
                html.append("<span class=\"ln\" id=\"L").append((Integer) data.get("o") + i).append("\"><span class=\"src\">")
                        .append(rows.get(i)).append("</span></span>");
            }
            doc.body().append(html.toString());
        }
        return doc;
    }
}
