package dev.duet.site.javasrc;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.duet.site.diag.Diagnostics;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Overrides, implementations and usages through the hierarchy, on the {@code fixture.hierarchy} sinks. */
class HierarchyTest {

    private static final String PKG = "dev.duet.fixture.hierarchy.";

    @TempDir
    static Path root;
    private static JavaAnalyzer analyzer;
    private static JavaProject project;

    @BeforeAll
    static void analyseFixture() throws IOException {
        analyzer = new JavaAnalyzer(root, FixtureProject.copyTo(root));
        project = analyzer.analyze(new Diagnostics());
    }

    @AfterAll
    static void close() {
        analyzer.close();
    }

    private static Declaration declaration(String id) {
        Declaration d = project.declarations().get(PKG + id);
        if (d == null) {
            throw new AssertionError("no declaration " + id + " among " + project.declarations().keySet());
        }
        return d;
    }

    private static List<String> ids(String... shortIds) {
        return java.util.Arrays.stream(shortIds).map(s -> PKG + s).toList();
    }

    @Test
    void superMethodsAreTheNearestOverriddenOnesWithTypeArgumentsSubstituted() {
        assertEquals(ids("Sink#put(T)"), declaration("ListSink#put(T)").supers(),
                "BoundedSink does not declare put(T) again, so Sink's is the nearest");
        assertEquals(ids("ListSink#put(T)"), declaration("LoggingSink#put(String)").supers(),
                "put(String) overrides put(T) of ListSink<String>");
        assertEquals(ids("BoundedSink#take()"), declaration("ListSink#take()").supers());
        assertEquals(ids("Sink#take()"), declaration("BoundedSink#take()").supers());
        assertEquals(ids("BoundedSink#put(T,int)"), declaration("ListSink#put(T,int)").supers(),
                "an overload overrides only the method of its own parameters");
        assertEquals(List.of(), declaration("ListSink#put(String,Object)").supers());
        assertEquals(List.of(), declaration("Sink#put(T)").supers());
    }

    @Test
    void implementationsReachEveryOverriderHoweverFarDown() {
        assertEquals(ids("ArraySink#put(T)", "ListSink#put(T)", "LoggingSink#put(String)"),
                declaration("Sink#put(T)").implementations());
        assertEquals(ids("ArraySink#take()", "BoundedSink#take()", "ListSink#take()"),
                declaration("Sink#take()").implementations());
        assertEquals(ids("LoggingSink#put(String)"), declaration("ListSink#put(T)").implementations());
        assertEquals(List.of(), declaration("LoggingSink#put(String)").implementations());
    }

    @Test
    void typesKnowTheirDirectSupertypesAndEverySubtype() {
        assertEquals(ids("BoundedSink"), declaration("ListSink").supers());
        assertEquals(ids("ListSink"), declaration("LoggingSink").supers());
        assertEquals(ids("Sink"), declaration("BoundedSink").supers());
        assertEquals(ids("ArraySink", "BoundedSink", "ListSink", "LoggingSink"), declaration("Sink").implementations());
        assertEquals(List.of(), declaration("Client").supers());
    }

    @Test
    void usagesOfAMethodAreTheCallsOfItsWholeHierarchy() {
        assertEquals(List.of(
                        "Client.java:7 call sink.put(\"a\"); via Sink#put(T)",
                        "Client.java:8 call list.put(\"b\");",
                        "Client.java:9 call logging.put(\"c\"); via LoggingSink#put(String)",
                        "Client.java:10 call array.put(\"d\"); via ArraySink#put(T)",
                        "ListSink.java:19 call put(item);",
                        "LoggingSink.java:11 call super.put(item);"),
                usages("ListSink#put(T)"));
        assertEquals(List.of(
                        "Client.java:7 call sink.put(\"a\");",
                        "Client.java:8 call list.put(\"b\"); via ListSink#put(T)",
                        "Client.java:9 call logging.put(\"c\"); via LoggingSink#put(String)",
                        "Client.java:10 call array.put(\"d\"); via ArraySink#put(T)",
                        "ListSink.java:19 call put(item); via ListSink#put(T)",
                        "LoggingSink.java:11 call super.put(item); via ListSink#put(T)"),
                usages("Sink#put(T)"));
        assertEquals(List.of("Client.java:11 call return sink.take(); via Sink#take()"), usages("ListSink#take()"));
        assertEquals(List.of(), usages("ListSink#put(T,int)"), "an overload's calls are not the override's");
        assertEquals(List.of("Client.java:6 type static String feed(Sink<String> sink, ListSink<String> list, "
                + "LoggingSink logging, ArraySink<String> array) {"), usages("LoggingSink"),
                "types list only their own references");
    }

    private static List<String> usages(String id) {
        return declaration(id).usages().stream()
                .map(u -> u.file().substring(u.file().lastIndexOf('/') + 1) + ":" + u.line() + " " + u.kind() + " "
                        + u.lineText() + (u.via() == null ? "" : " via " + u.via().substring(PKG.length())))
                .toList();
    }
}
