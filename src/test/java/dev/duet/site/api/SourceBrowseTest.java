package dev.duet.site.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the Maven plugin asks of the engine beyond {@code duet browse}'s options. */
class SourceBrowseTest {
    @TempDir
    Path tmp;

    private static Path jarOf(Class<?> type) throws Exception {
        return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
    }

    private int browse(BrowseRequest request, StringWriter err) throws Exception {
        return SourceBrowse.run(request, new PrintWriter(new StringWriter()), new PrintWriter(err));
    }

    @Test
    void aLibrarysTypesLinkToItsDocsAndJxrsLocationsOpenDuetsLine() throws Exception {
        Path src = Files.createDirectories(tmp.resolve("src/x"));
        Files.writeString(src.resolve("Tool.java"), """
                package x;

                import picocli.CommandLine;

                public class Tool {
                    CommandLine line = new CommandLine(this);
                }
                """);
        Path picocli = jarOf(picocli.CommandLine.class);
        Path out = tmp.resolve("xref");
        StringWriter err = new StringWriter();
        int exit = browse(new BrowseRequest(List.of(SourceRoot.all(tmp.resolve("src"), "src")), List.of(picocli), out, "xref",
                "T", "en", 1, StandardCharsets.UTF_8, false, true, Map.of(picocli, "https://docs.example/picocli")), err);
        assertEquals(0, exit, err.toString());
        String code = Files.readString(out.resolve("assets/data/code/x/Tool.java.js"));
        assertTrue(code.contains("href=\\\"https://docs.example/picocli/picocli/CommandLine.html\\\""), code);
        String forward = Files.readString(out.resolve("x/Tool.html"));
        assertTrue(forward.contains("location.replace('../en/src/x/Tool.java.html' + location.hash)"), forward);
        assertTrue(Files.isRegularFile(out.resolve("en/src/x/Tool.java.html")));
    }

    @Test
    void withoutJxrLocationsOrDocsThereAreNeither() throws Exception {
        Path src = Files.createDirectories(tmp.resolve("src/x"));
        Files.writeString(src.resolve("Tool.java"), "package x;\nimport picocli.CommandLine;\nclass Tool { CommandLine c; }\n");
        Path picocli = jarOf(picocli.CommandLine.class);
        Path out = tmp.resolve("xref");
        StringWriter err = new StringWriter();
        assertEquals(0, browse(new BrowseRequest(List.of(SourceRoot.all(tmp.resolve("src"), "src")), List.of(picocli), out, "xref",
                "T", "en", 1, StandardCharsets.UTF_8, false, false, Map.of()), err), err.toString());
        assertFalse(Files.exists(out.resolve("x/Tool.html")));
        assertFalse(Files.readString(out.resolve("assets/data/code/x/Tool.java.js")).contains("picocli/CommandLine.html"));
    }

    @Test
    void severalRootsMakeOneTreeFilteredByTheBuildsPatternsInItsEncoding() throws Exception {
        Path a = Files.createDirectories(tmp.resolve("a/p"));
        Path b = Files.createDirectories(tmp.resolve("b/q"));
        Files.write(a.resolve("A.java"), "package p;\n/** caf\u00e9 */\npublic class A {}\n".getBytes(StandardCharsets.ISO_8859_1));
        Files.writeString(b.resolve("B.java"), "package q;\nclass B { p.A a; }\n");
        Files.writeString(b.resolve("Skipped.java"), "package q;\nclass Skipped {}\n");
        Path out = tmp.resolve("xref");
        StringWriter err = new StringWriter();
        int exit = browse(new BrowseRequest(List.of(SourceRoot.all(tmp.resolve("a"), "a"),
                new SourceRoot(tmp.resolve("b"), "b", path -> !path.endsWith("Skipped.java"))), List.of(), out, "xref",
                "T", "en", 1, StandardCharsets.ISO_8859_1, false, false, Map.of()), err);
        assertEquals(0, exit, err.toString());
        assertTrue(Files.readString(out.resolve("assets/data/code/p/A.java.js")).contains("caf\u00e9"));
        assertTrue(Files.readString(out.resolve("assets/data/code/q/B.java.js")).contains("href=\\\"../p/A.java.html#A\\\""));
        assertFalse(Files.exists(out.resolve("en/src/q/Skipped.java.html")));
    }

    @Test
    void aProblemIsLocatedUnderTheFolderItsFileWasReadFrom() throws Exception {
        Files.writeString(Files.createDirectories(tmp.resolve("core/p")).resolve("A.java"), "package p;\npublic class A {}\n");
        Files.writeString(Files.createDirectories(tmp.resolve("app/q")).resolve("B.java"), "package q;\nclass B {\n  int x = ;\n}\n");
        StringWriter err = new StringWriter();
        int exit = browse(new BrowseRequest(List.of(SourceRoot.all(tmp.resolve("core"), "core/src/main/java"),
                SourceRoot.all(tmp.resolve("app"), "app/src/main/java")), List.of(), tmp.resolve("xref"), "xref",
                "T", "en", 1, StandardCharsets.UTF_8, false, false, Map.of()), err);
        assertEquals(1, exit);
        assertTrue(err.toString().startsWith("app/src/main/java/q/B.java:3:"), err.toString());
    }
}
