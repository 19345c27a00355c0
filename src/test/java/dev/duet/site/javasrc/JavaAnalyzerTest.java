package dev.duet.site.javasrc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.duet.site.code.CodeLine;
import dev.duet.site.code.Span;
import dev.duet.site.diag.Diagnostic;
import dev.duet.site.diag.Diagnostics;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JavaAnalyzerTest {

    private static final String PKG = "dev.duet.fixture.queue.";
    private static final String QUEUE = "dev/duet/fixture/queue/FifoQueue.java";
    private static final String SETTINGS = "dev/duet/fixture/queue/Settings.java";
    private static final String WORKER = "dev/duet/fixture/queue/Worker.java";
    private static final String DOCS = "https://docs.oracle.com/en/java/javase/17/docs/api/java.base/";

    @TempDir
    static Path root;
    private static Path sourceRoot;
    private static JavaAnalyzer analyzer;
    private static JavaProject project;
    private static Diagnostics diags;

    @BeforeAll
    static void analyseFixture() throws IOException {
        sourceRoot = FixtureProject.copyTo(root);
        analyzer = new JavaAnalyzer(root, sourceRoot);
        diags = new Diagnostics();
        project = analyzer.analyze(diags);
    }

    @AfterAll
    static void close() {
        analyzer.close();
    }

    private static Span span(String file, int line, String text) {
        return project.files().get(file).lines().get(line - 1).spans().stream()
                .filter(s -> s.text().equals(text)).findFirst()
                .orElseThrow(() -> new AssertionError("no span '" + text + "' on " + file + ":" + line));
    }

    private static Declaration declaration(String id) {
        Declaration d = project.declarations().get(id);
        if (d == null) {
            throw new AssertionError("no declaration " + id + " among " + project.declarations().keySet());
        }
        return d;
    }

    @Test
    void tokensCarryIntelliJStyleKinds() {
        assertEquals("doc", span(QUEUE, 22, "/** The largest capacity a queue accepts. */").kind());
        assertEquals("kw", span(QUEUE, 23, "public").kind());
        assertEquals("static", span(QUEUE, 23, "MAX_CAPACITY").kind());
        assertEquals("num", span(QUEUE, 23, "1_000").kind());
        assertEquals("op", span(QUEUE, 23, "=").kind());
        assertEquals("field", span(QUEUE, 25, "lock").kind());
        assertEquals("type", span(QUEUE, 25, "ReentrantLock").kind());
        assertEquals("mdecl", span(QUEUE, 38, "FifoQueue").kind());
        assertEquals("param", span(QUEUE, 39, "settings").kind());
        assertEquals("str", span(QUEUE, 40, "\"capacity \"").kind());
        assertEquals("call", span(QUEUE, 76, "await").kind());
        assertEquals("local", span(QUEUE, 81, "item").kind());
        assertEquals("kw", span(QUEUE, 79, "null").kind());
        assertEquals("field", span(QUEUE, 105, "item").kind());
        assertEquals("static", span(SETTINGS, 14, "REJECT").kind());
        assertEquals("ann", span(WORKER, 20, "@").kind());
        assertEquals("ann", span(WORKER, 20, "Override").kind());
        assertEquals("kw", span(WORKER, 44, "var").kind());
        assertEquals("static", span(WORKER, 17, "instances").kind());
        assertEquals("plain", span(WORKER, 17, "        ").kind());
    }

    @Test
    void declarationNamesDeclareTheirIds() {
        assertEquals(PKG + "FifoQueue", span(QUEUE, 20, "FifoQueue").declares());
        assertEquals(PKG + "FifoQueue#MAX_CAPACITY", span(QUEUE, 23, "MAX_CAPACITY").declares());
        assertEquals(PKG + "FifoQueue#get()", span(QUEUE, 72, "get").declares());
        assertEquals(PKG + "FifoQueue.Taken#item", span(QUEUE, 105, "item").declares());
        assertEquals(PKG + "Settings.Mode#BLOCK", span(SETTINGS, 16, "BLOCK").declares());
        assertNull(span(QUEUE, 81, "item").declares(), "locals have no id");
    }

    @Test
    void referencesResolveToProjectDeclarationsAcrossFiles() {
        assertEquals(PKG + "FifoQueue#add(String)", span(WORKER, 39, "add").target());
        assertEquals(PKG + "FifoQueue#get()", span(WORKER, 23, "get").target());
        assertEquals(PKG + "FifoQueue.Taken", span(WORKER, 23, "Taken").target());
        assertEquals(PKG + "FifoQueue.Taken#closed", span(WORKER, 24, "closed").target(), "record accessor");
        assertEquals(PKG + "Settings#capacity", span(QUEUE, 39, "capacity").target());
        assertEquals(PKG + "Settings.Mode#BLOCK", span(WORKER, 49, "BLOCK").target());
        assertEquals(PKG + "FifoQueue#MAX_CAPACITY", span(WORKER, 44, "MAX_CAPACITY").target());
        assertEquals(PKG + "FifoQueue#FifoQueue(Settings)", span(QUEUE, 47, "this").target());
        assertEquals(PKG + "Worker#queue", span(WORKER, 43, "queue").target(), "scope of a method reference");
        assertEquals(PKG + "FifoQueue#add(String)", span(WORKER, 43, "add").target(), "method reference");
        List<Span> line49 = project.files().get(WORKER).lines().get(48).spans();
        assertEquals(PKG + "FifoQueue#FifoQueue(Settings)", line49.stream()
                .filter(s -> s.text().equals("FifoQueue")).findFirst().orElseThrow().target(), "new links the constructor");
        assertEquals(PKG + "Settings", line49.stream().filter(s -> s.text().equals("Settings")).findFirst()
                .orElseThrow().target(), "a record without explicit constructor links the type");
    }

    @Test
    void jdkSymbolsLinkToTheJava17ApiDocs() {
        assertEquals(DOCS + "java/util/concurrent/locks/ReentrantLock.html", span(QUEUE, 7, "ReentrantLock").external());
        assertEquals(DOCS + "java/util/concurrent/locks/Condition.html#await()", span(QUEUE, 76, "await").external());
        assertEquals(DOCS + "java/util/Map.html#merge(K,V,java.util.function.BiFunction)",
                span(QUEUE, 63, "merge").external());
        assertEquals(DOCS + "java/lang/Integer.html#sum(int,int)", span(QUEUE, 63, "sum").external());
        assertEquals(DOCS + "java/lang/Override.html", span(WORKER, 20, "Override").external());
        List<Span> line25 = project.files().get(QUEUE).lines().get(24).spans();
        assertEquals(DOCS + "java/util/concurrent/locks/ReentrantLock.html#%3Cinit%3E()", line25.stream()
                .filter(s -> s.text().equals("ReentrantLock")).reduce((a, b) -> b).orElseThrow().external());
        assertNull(span(WORKER, 39, "add").external());
    }

    @Test
    void everyReferenceInTheFixtureResolves() {
        ResolutionStats stats = analyzer.lastStats();
        assertEquals(List.of(), stats.unresolved());
        assertTrue(stats.resolved() > 150, "resolved " + stats.resolved());
        assertEquals(1.0, stats.ratio());
    }

    @Test
    void usagesListEveryReferenceWithItsKindInOrder() {
        assertEquals(List.of("Worker.java:16:14 write this.queue = queue;",
                        "Worker.java:23:37 read FifoQueue.Taken taken = queue.get();",
                        "Worker.java:27:25 read taken = queue.get();",
                        "Worker.java:39:37 read if (keep.test(input) && queue.add(input)) {",
                        "Worker.java:43:24 read inputs.forEach(queue::add);"),
                usages(PKG + "Worker#queue"));
        assertEquals(List.of("Worker.java:26:17 write handled += 1;",
                        "Worker.java:45:46 read return added + settings.capacity() + handled + seen.size();"),
                usages(PKG + "Worker#handled"));
        assertEquals(List.of("Worker.java:17:9 write instances++;"), usages(PKG + "Worker#instances"));
        assertEquals(List.of("Worker.java:39:43 call if (keep.test(input) && queue.add(input)) {",
                "Worker.java:43:31 call inputs.forEach(queue::add);"), usages(PKG + "FifoQueue#add(String)"));
        assertEquals(List.of("FifoQueue.java:47:9 call this(Settings.defaults());",
                        "Worker.java:49:31 call return new Worker(new FifoQueue<>(new Settings(8, Settings.Mode.BLOCK)));"),
                usages(PKG + "FifoQueue#FifoQueue(Settings)"));
        assertTrue(usages(PKG + "FifoQueue").contains("Worker.java:10:19 type private final FifoQueue<String> queue;"));
        assertEquals(List.of("FifoQueue.java:39:22 call if (settings.capacity() > MAX_CAPACITY) {",
                        "FifoQueue.java:40:71 call throw new IllegalArgumentException(\"capacity \" + settings.capacity());",
                        "FifoQueue.java:59:52 call if (closed || items.size() >= settings.capacity()) {",
                        "Worker.java:45:33 call return added + settings.capacity() + handled + seen.size();"),
                usages(PKG + "Settings#capacity"));
    }

    private static List<String> usages(String id) {
        return declaration(id).usages().stream()
                .map(u -> u.file().substring(u.file().lastIndexOf('/') + 1) + ":" + u.line() + ":" + u.column() + " "
                        + u.kind() + " " + u.lineText())
                .toList();
    }

    @Test
    void declarationsHaveStableIdsAnchorsKindsAndSignatures() {
        Declaration constructor = declaration(PKG + "FifoQueue#FifoQueue(Settings)");
        assertEquals("FifoQueue(Settings)", constructor.anchor());
        assertEquals("constructor", constructor.kind());
        assertEquals("public FifoQueue(Settings settings)", constructor.signature());
        assertEquals(QUEUE, constructor.file());
        assertEquals(38, constructor.line());
        assertEquals(PKG + "FifoQueue", constructor.parentId());
        assertEquals("public Taken get() throws InterruptedException", declaration(PKG + "FifoQueue#get()").signature());
        assertEquals("public static final int MAX_CAPACITY", declaration(PKG + "FifoQueue#MAX_CAPACITY").signature());
        assertEquals("public class FifoQueue<T>", declaration(PKG + "FifoQueue").signature());
        assertEquals("public final class Worker implements Runnable", declaration(PKG + "Worker").signature());
        assertEquals("public record Settings(int capacity, Mode mode)", declaration(PKG + "Settings").signature());
        assertEquals("int feed(List<String> inputs)", declaration(PKG + "Worker#feed(List)").signature());
        Declaration nested = declaration(PKG + "Settings.Mode");
        assertEquals("Settings.Mode", nested.anchor());
        assertEquals("enum", nested.kind());
        assertEquals(PKG + "Settings", nested.parentId());
        assertEquals("enumConstant", declaration(PKG + "Settings.Mode#REJECT").kind());
        assertEquals("Settings.Mode.REJECT", declaration(PKG + "Settings.Mode#REJECT").anchor());
        assertEquals("FifoQueue.Taken.item", declaration(PKG + "FifoQueue.Taken#item").anchor());
        assertEquals("add(String)", declaration(PKG + "FifoQueue#add(String)").anchor());
        assertEquals("capacity", declaration(PKG + "Settings#capacity").anchor());
        assertEquals("recordComponent", declaration(PKG + "Settings#capacity").kind());
        assertEquals("record", declaration(PKG + "FifoQueue.Taken").kind());
        assertNull(declaration(PKG + "Worker").parentId());
    }

    @Test
    void outlineListsTypesAndMembersWithTheirDepth() {
        assertEquals(List.of("0 record Settings 9", "1 recordComponent capacity 9", "1 recordComponent mode 9",
                        "1 enum Mode 12", "2 enumConstant REJECT 14", "2 enumConstant BLOCK 16",
                        "1 method defaults() 20", "1 method withCapacity(int) 25"),
                project.files().get(SETTINGS).outline().stream()
                        .map(e -> e.depth() + " " + e.kind() + " " + e.name() + " " + e.line()).toList());
        assertEquals(PKG + "Settings.Mode#BLOCK", project.files().get(SETTINGS).outline().get(5).id());
        assertEquals("dev.duet.fixture.queue", project.files().get(SETTINGS).packageName());
    }

    @Test
    void javadocBecomesSafeHtml() {
        String html = declaration(PKG + "FifoQueue").javadocHtml();
        assertTrue(html.startsWith("A blocking first-in first-out queue of <code>String</code> items"), html);
        assertTrue(html.contains("<p>Items are handed out by <code data-target=\"" + PKG + "FifoQueue#get()\">get()</code>"), html);
        assertTrue(html.contains("<code data-target=\"" + PKG + "Settings#capacity\">Settings.capacity()</code>"), html);
        assertTrue(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), html);
        assertTrue(html.contains("List&lt;T&gt; stays text"), html);
        assertTrue(html.contains("<a href=\"https://example.org/q\">a link</a>"), html);
        assertTrue(html.contains("<a>this one</a>"), html);
        assertTrue(html.endsWith("<dl class=\"doc-tags\"><dt>Parameters:</dt><dd><code>&lt;T&gt;</code> – unused type "
                + "parameter kept to test type parameters</dd><dt>See also:</dt><dd><code data-target=\"" + PKG
                + "Worker\">Worker</code></dd></dl>"), html);
        assertEquals("Creates an empty queue.<dl class=\"doc-tags\"><dt>Parameters:</dt><dd><code>settings</code> – how "
                + "the queue behaves</dd><dt>Throws:</dt><dd><code>IllegalArgumentException</code> – if the capacity is "
                + "above <code data-target=\"" + PKG + "FifoQueue#MAX_CAPACITY\">MAX_CAPACITY</code></dd></dl>",
                declaration(PKG + "FifoQueue#FifoQueue(Settings)").javadocHtml());
        assertEquals("the most items it holds", declaration(PKG + "Settings#capacity").javadocHtml(),
                "a record component takes the record's @param");
        assertEquals("", declaration(PKG + "Worker#run()").javadocHtml());
    }

    @Test
    void goAnchorsAreParsedFromTrailingCommentsAndHiddenFromTheCode() {
        List<GoAnchor> anchors = project.files().get(QUEUE).anchors();
        assertEquals(13, anchors.size());
        assertEquals(new GoAnchor(72, 54, List.of(10)), anchors.get(0));
        assertEquals(new GoAnchor(81, 48, List.of(20, 21)), anchors.get(9));
        assertEquals(new GoAnchor(84, 28, List.of(12)), anchors.get(11));
        assertEquals("    public Taken get() throws InterruptedException {", text(QUEUE, 72));
        assertEquals("            String item = items.removeFirst();", text(QUEUE, 81));
        assertEquals("    }", text(QUEUE, 86));
    }

    @Test
    void malformedAnchorsAreDiagnosticsAtTheirPosition() {
        assertEquals(List.of(
                "src/main/java/dev/duet/fixture/queue/Worker.java:23:50: error: malformed Go anchor \"// go:abc\": "
                        + "expected go:N, go:N-M or go:N,M with Go line numbers",
                "src/main/java/dev/duet/fixture/queue/Worker.java:24:39: error: malformed Go anchor \"// go:9-3\": "
                        + "the range 9-3 ends before it starts"),
                diags.sorted().stream().map(Diagnostic::toString).toList());
        assertEquals(List.of(), project.files().get(WORKER).anchors());
        assertEquals("            while (!taken.closed()) {", text(WORKER, 24));
    }

    @Test
    void spansConcatenateToTheSourceLinesWithoutAnchorsOrTrailingWhitespace() throws IOException {
        for (SourceFile file : project.files().values()) {
            List<String> source = Files.readAllLines(sourceRoot.resolve(file.path()));
            List<String> expected = source.stream()
                    .map(line -> line.replaceFirst("\\s*// go:.*$", "").stripTrailing()).toList();
            assertEquals(expected, file.lines().stream().map(CodeLine::text).toList(), file.path());
            for (int i = 0; i < file.lines().size(); i++) {
                assertEquals(i + 1, file.lines().get(i).number());
            }
        }
    }

    private static String text(String file, int line) {
        return project.files().get(file).lines().get(line - 1).text();
    }

    @Test
    void parseErrorsAreDiagnosticsAndTheFileIsStillShown(@TempDir Path other) throws IOException {
        Path src = other.resolve("src/main/java");
        Files.createDirectories(src.resolve("x"));
        Files.writeString(src.resolve("x/Y.java"), "package x;\n\nclass Y {\n    void f( {\n    }\n}\n");
        Files.writeString(src.resolve("x/Z.java"), "package x;\n\nclass Z {\n    int size() { return 1; }\n}\n");
        Diagnostics found = new Diagnostics();
        JavaProject broken;
        try (JavaAnalyzer a = new JavaAnalyzer(other, src)) {
            broken = a.analyze(found);
        }
        List<String> messages = found.sorted().stream().map(Diagnostic::toString).toList();
        assertEquals(List.of("src/main/java/x/Y.java:4:11: error: syntax error: unexpected \"{\""), messages);
        assertEquals("    void f( {", broken.files().get("x/Y.java").lines().get(3).text());
        assertTrue(broken.declarations().containsKey("x.Z#size()"));
        assertFalse(broken.declarations().keySet().stream().anyMatch(id -> id.startsWith("x.Y")));
    }

    @Test
    void anAnchorAfterACommentHidesOnlyTheAnchor(@TempDir Path other) throws IOException {
        Path src = other.resolve("src/main/java");
        Files.createDirectories(src.resolve("x"));
        Files.writeString(src.resolve("x/C.java"), "package x;\n\nclass C {\n"
                + "    // nothing left to wait for   // go:280\n"
                + "    int n; /* a */ // go:281\n}\n");
        JavaProject p;
        try (JavaAnalyzer a = new JavaAnalyzer(other, src)) {
            p = a.analyze(new Diagnostics());
        }
        List<CodeLine> lines = p.files().get("x/C.java").lines();
        assertEquals(List.of(Span.of("    ", "plain"), Span.of("// nothing left to wait for", "com")),
                lines.get(3).spans());
        assertEquals("    int n; /* a */", lines.get(4).text());
        assertEquals(List.of(new GoAnchor(4, 35, List.of(280)), new GoAnchor(5, 20, List.of(281))),
                p.files().get("x/C.java").anchors());
    }

    @Test
    void multiLineCommentsAndTextBlocksAreSplitPerLine(@TempDir Path other) throws IOException {
        Path src = other.resolve("src/main/java");
        Files.createDirectories(src.resolve("x"));
        Files.writeString(src.resolve("x/T.java"), "package x;\n\nclass T {\n"
                + "    /* one\n       two */ String s = \"\"\"\n        hi \"there\"\n        \"\"\";   \n}\n");
        JavaProject p;
        try (JavaAnalyzer a = new JavaAnalyzer(other, src)) {
            p = a.analyze(new Diagnostics());
        }
        List<CodeLine> lines = p.files().get("x/T.java").lines();
        assertEquals(List.of(Span.of("    ", "plain"), Span.of("/* one", "com")), lines.get(3).spans());
        assertEquals("       two */", lines.get(4).spans().get(0).text());
        assertEquals("com", lines.get(4).spans().get(0).kind());
        assertEquals(List.of(Span.of("        hi \"there\"", "str")), lines.get(5).spans());
        assertEquals("        \"\"\";", lines.get(6).text(), "trailing spaces trimmed");
        assertEquals("str", lines.get(6).spans().get(0).kind());
        assertEquals(8, lines.size());
    }

    @Test
    void thisCallingARecordsCanonicalConstructorLinksTheRecord(@TempDir Path other) throws IOException {
        Path src = other.resolve("src/main/java");
        Files.createDirectories(src.resolve("x"));
        Files.writeString(src.resolve("x/R.java"), "package x;\n\nrecord R(int a, int b) {\n"
                + "    R(int a) {\n        this(a, 0);\n    }\n}\n");
        JavaProject p;
        ResolutionStats stats;
        try (JavaAnalyzer a = new JavaAnalyzer(other, src)) {
            p = a.analyze(new Diagnostics());
            stats = a.lastStats();
        }
        Span call = p.files().get("x/R.java").lines().get(4).spans().get(1);
        assertEquals(new Span("this", "kw", "x.R", null, null), call);
        assertEquals(List.of(), stats.unresolved());
        assertEquals(List.of("x/R.java:5:9 call"), p.declarations().get("x.R").usages().stream()
                .map(u -> u.file() + ":" + u.line() + ":" + u.column() + " " + u.kind()).toList());
    }

    @Test
    void aMissingSourceFolderIsOneDiagnostic(@TempDir Path other) {
        Diagnostics found = new Diagnostics();
        try (JavaAnalyzer a = new JavaAnalyzer(other, other.resolve("src/main/java"))) {
            assertTrue(a.analyze(found).files().isEmpty());
        }
        assertEquals(List.of("src/main/java:1:1: error: the Java source folder does not exist"),
                found.sorted().stream().map(Diagnostic::toString).collect(Collectors.toList()));
    }
}
