package dev.duet.site.javasrc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.duet.site.diag.Diagnostics;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;

/** The analysis of a whole tree on several threads: what the pages get, usages across files, the hierarchy. */
class TreeAnalyzerTest {

    private static SortedMap<String, String> tree() {
        SortedMap<String, String> sources = new TreeMap<>();
        sources.put("p/Sink.java", "package p;\n\n/** Takes values. */\npublic interface Sink<T> {\n    void put(T value);\n}\n");
        sources.put("p/ListSink.java", """
                package p;

                import java.util.ArrayList;
                import java.util.List;

                public class ListSink<T> implements Sink<T> {
                    final List<T> items = new ArrayList<>();

                    @Override
                    public void put(T value) {
                        items.add(value);
                    }
                }
                """);
        sources.put("q/User.java", """
                package q;

                import p.ListSink;
                import p.Sink;

                class User {
                    int count(Sink<String> sink, ListSink<String> list) {
                        sink.put("a");
                        list.put("b");
                        return list.items.size();
                    }
                }
                """);
        return sources;
    }

    private record Outcome(TreeAnalyzer.Result result, Map<String, SourceFile> pages, JavaProject declared) {
    }

    private static Outcome analyse(int threads) throws IOException {
        Map<String, SourceFile> pages = new ConcurrentHashMap<>();
        JavaProject[] declared = new JavaProject[1];
        List<String> progress = Collections.synchronizedList(new ArrayList<>());
        Diagnostics diags = new Diagnostics();
        var result = TreeAnalyzer.analyze(tree(), "src", new TreeAnalyzer.Options(threads, List.of(),
                (stage, done, total) -> progress.add(stage + " " + done + "/" + total)), new TreeAnalyzer.PageSink() {
                    @Override
                    public void declarations(JavaProject project) {
                        declared[0] = project;
                    }

                    @Override
                    public void page(SourceFile file) {
                        assertEquals(null, pages.put(file.path(), file), "one page per file");
                    }
                }, diags);
        assertTrue(diags.sorted().isEmpty(), diags.sorted().toString());
        assertTrue(progress.containsAll(List.of("parse 3/3", "resolve 3/3")), progress.toString());
        return new Outcome(result.orElseThrow(), pages, declared[0]);
    }

    @Test
    void pagesGetEveryFilesLinesAndTheProjectKeepsOnlyWhatTheDataNeeds() throws IOException {
        Outcome o = analyse(2);
        assertEquals(tree().keySet(), o.pages().keySet());
        // the pages were told every declaration before the first page came
        assertTrue(o.declared().declarations().containsKey("p.ListSink#put(T)"));
        SourceFile user = o.pages().get("q/User.java");
        assertEquals("        list.put(\"b\");", user.lines().get(8).text());
        assertTrue(user.lines().get(8).spans().stream().anyMatch(s -> "p.ListSink#put(T)".equals(s.target())));
        // the final project has no lines: they went to the pages
        assertTrue(o.result().project().files().values().stream().allMatch(f -> f.lines().isEmpty()));
        assertEquals(List.of("ListSink", "items", "put(T)"), o.result().project().files().get("p/ListSink.java")
                .outline().stream().map(OutlineEntry::name).toList());
        assertEquals(tree().values().stream().mapToLong(t -> t.lines().count()).sum(), o.result().lines());
        assertEquals(0, o.result().stats().unresolved().size(), o.result().stats().unresolved().toString());
    }

    @Test
    void usagesCrossFilesAndFollowTheHierarchy() throws IOException {
        JavaProject project = analyse(3).result().project();
        Declaration sinkPut = project.declarations().get("p.Sink#put(T)");
        List<String> usages = sinkPut.usages().stream()
                .map(u -> u.file() + ":" + u.line() + " " + u.kind() + " " + u.lineText() + (u.via() == null ? "" : " via " + u.via()))
                .toList();
        assertEquals(List.of("q/User.java:8 call sink.put(\"a\");", "q/User.java:9 call list.put(\"b\"); via p.ListSink#put(T)"),
                usages);
        assertEquals(List.of("p.ListSink#put(T)"), sinkPut.implementations());
        assertEquals(List.of("p.Sink#put(T)"), project.declarations().get("p.ListSink#put(T)").supers());
        assertEquals(List.of("p.Sink"), project.declarations().get("p.ListSink").supers());
        assertEquals("Takes values.", project.declarations().get("p.Sink").javadocHtml());
        assertEquals(List.of("p/ListSink.java:11 read", "q/User.java:10 read"), project.declarations().get("p.ListSink#items").usages().stream()
                .map(u -> u.file() + ":" + u.line() + " " + u.kind()).toList());
    }

    @Test
    void oneThreadAndManyFindTheSame() throws IOException {
        assertEquals(analyse(1).result().project(), analyse(4).result().project());
    }

    @Test
    void parseErrorsOfEveryFileAreReportedAndNoPageIsMade() throws IOException {
        SortedMap<String, String> sources = tree();
        sources.put("p/Bad.java", "package p;\nclass Bad {\n  void f( {\n}\n");
        sources.put("q/Worse.java", "package q;\nclass Worse extends {\n}\n");
        Diagnostics diags = new Diagnostics();
        List<String> pages = new ArrayList<>();
        var result = TreeAnalyzer.analyze(sources, "src/", new TreeAnalyzer.Options(2, List.of(), (s, d, t) -> { }),
                new TreeAnalyzer.PageSink() {
                    @Override
                    public void declarations(JavaProject declared) {
                        pages.add("declarations");
                    }

                    @Override
                    public void page(SourceFile file) {
                        pages.add(file.path());
                    }
                }, diags);
        assertTrue(result.isEmpty());
        assertEquals(List.of(), pages);
        List<String> where = diags.sorted().stream().map(d -> d.toString().replaceAll(": error: .*", "")).distinct().toList();
        assertEquals(List.of("src/p/Bad.java:3:9", "src/q/Worse.java:2:13"), where);
    }

    /**
     * A query that runs out of solver steps leaves its reference unresolved, named with how far
     * the solver got, and the run goes on: with a budget of 3 steps the calls that need the
     * solver's help give up, while names the file itself declares still resolve.
     */
    @Test
    void aReferenceThatRunsOutOfSolverStepsIsLeftUnresolvedAndNamed() throws IOException {
        Diagnostics diags = new Diagnostics();
        var result = TreeAnalyzer.analyze(tree(), "src", new TreeAnalyzer.Options(2, List.of(),
                (stage, done, total) -> { }, 3), new TreeAnalyzer.PageSink() {
                    @Override
                    public void declarations(JavaProject project) {
                    }

                    @Override
                    public void page(SourceFile file) {
                    }
                }, diags).orElseThrow();
        List<String> unresolved = result.stats().unresolved();
        assertTrue(unresolved.contains("q/User.java:8:14 put(..) (gave up after 3 solver steps)"), unresolved.toString());
        assertTrue(unresolved.stream().filter(u -> !u.endsWith(" (gave up after 3 solver steps)")).toList().isEmpty(),
                "only references given up on are unresolved here: " + unresolved);
        assertTrue(result.stats().resolved() > 0);
        // The same budget gives up on the same references, whatever the number of threads.
        var oneThread = TreeAnalyzer.analyze(tree(), "src", new TreeAnalyzer.Options(1, List.of(),
                (stage, done, total) -> { }, 3), new TreeAnalyzer.PageSink() {
                    @Override
                    public void declarations(JavaProject project) {
                    }

                    @Override
                    public void page(SourceFile file) {
                    }
                }, new Diagnostics()).orElseThrow();
        assertEquals(unresolved, oneThread.stats().unresolved());
    }
}
