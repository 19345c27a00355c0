package dev.duet.site.javasrc;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class JavaProjectTest {

    private static final JavaProject PROJECT = project(
            "dev.duet.workqueue.Typed",
            "dev.duet.workqueue.Typed#add(T)",
            "dev.duet.workqueue.Typed#get()",
            "dev.duet.workqueue.Typed#Typed(TypedQueueConfig)",
            "dev.duet.workqueue.Typed#shutDown()",
            "dev.duet.workqueue.Typed#shutDown(boolean)",
            "dev.duet.workqueue.Typed.Inner",
            "dev.duet.workqueue.Typed.Inner#size",
            "dev.duet.workqueue.Set",
            "dev.duet.other.Set");

    private static JavaProject project(String... ids) {
        SortedMap<String, Declaration> declarations = new TreeMap<>();
        for (String id : ids) {
            declarations.put(id, new Declaration(id, id, "method", id, "", "", "f.java", 1, null, List.of(), 1));
        }
        return new JavaProject(new TreeMap<>(), declarations);
    }

    private static Optional<String> find(String ref) {
        return PROJECT.find(ref).map(Declaration::id);
    }

    @Test
    void findsExactIds() {
        assertEquals(Optional.of("dev.duet.workqueue.Typed#add(T)"), find("dev.duet.workqueue.Typed#add(T)"));
        assertEquals(Optional.of("dev.duet.other.Set"), find("dev.duet.other.Set"));
    }

    @Test
    void findsUnambiguousShortForms() {
        assertEquals(Optional.of("dev.duet.workqueue.Typed"), find("Typed"));
        assertEquals(Optional.of("dev.duet.workqueue.Typed#add(T)"), find("Typed#add(T)"));
        assertEquals(Optional.of("dev.duet.workqueue.Typed#add(T)"), find("Typed#add"));
        assertEquals(Optional.of("dev.duet.workqueue.Typed#Typed(TypedQueueConfig)"), find("Typed#Typed"));
        assertEquals(Optional.of("dev.duet.workqueue.Typed.Inner#size"), find("Typed.Inner#size"));
        assertEquals(Optional.of("dev.duet.workqueue.Typed.Inner"), find("Inner"));
        assertEquals(Optional.of("dev.duet.workqueue.Typed#shutDown(boolean)"), find("Typed#shutDown(boolean)"));
    }

    @Test
    void ambiguousOrUnknownReferencesFindNothing() {
        assertEquals(Optional.empty(), find("Set"), "two types named Set");
        assertEquals(Optional.empty(), find("Typed#shutDown"), "overloaded");
        assertEquals(Optional.empty(), find("Typed#add(Object)"));
        assertEquals(Optional.empty(), find("Typo"));
        assertEquals(Optional.empty(), find("yped"), "a suffix that is not a whole name");
    }
}
