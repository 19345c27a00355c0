package dev.duet.site.demo.coverage;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class NotRecordedTest {
    private final NotRecorded rules = new NotRecorded(List.of("*Snapshot", "FakeClock*", "*#isIdle", "Cache#toString"));

    @Test
    void classPatternsMatchSimpleNamesWithWildcards() {
        assertTrue(rules.excludesClass("org/example/Typed$Snapshot"));
        assertTrue(rules.excludesClass("org/example/clock/FakeClock$Timer"));
        assertFalse(rules.excludesClass("org/example/SnapshotMaker"));
        assertFalse(rules.excludesClass("org/example/Cache"));
    }

    @Test
    void methodPatternsNameAClassOrAnyClass() {
        assertTrue(rules.excludesMethod("org/example/Queue", "isIdle"));
        assertTrue(rules.excludesMethod("org/example/Cache", "toString"));
        assertFalse(rules.excludesMethod("org/example/Queue", "toString"));
        assertFalse(rules.excludesMethod("org/example/Cache", "get"));
        assertFalse(rules.excludesClass("org/example/Queue"), "a method pattern never excludes a whole class");
    }

    @Test
    void patternsAreChecked() {
        assertTrue(NotRecorded.isValid("*#snapshot"));
        assertTrue(NotRecorded.isValid("Outer$Inner"));
        assertFalse(NotRecorded.isValid("a b"));
        assertFalse(NotRecorded.isValid("#"));
    }
}
