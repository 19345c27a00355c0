package dev.duet.workqueue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class QueueSnapshotTest {

    @Test
    void printsStateInAStableFormat() {
        var snapshot = new QueueSnapshot<>(List.of("a", "b"), List.of("a", "b"), List.of("c"), false, false);
        assertEquals("queue=[a, b] dirty=[a, b] processing=[c] shuttingDown=false", snapshot.toString());
    }

    @Test
    void showsDrainingOnlyWhenTrue() {
        var snapshot = new QueueSnapshot<String>(List.of(), List.of(), List.of("c"), true, true);
        assertEquals("queue=[] dirty=[] processing=[c] shuttingDown=true draining=true", snapshot.toString());
    }

    @Test
    void isACopyThatCannotBeChanged() {
        List<String> source = new ArrayList<>(List.of("a"));
        var snapshot = new QueueSnapshot<>(source, source, source, false, false);
        source.add("b");
        assertEquals(List.of("a"), snapshot.queue());
        assertThrows(UnsupportedOperationException.class, () -> snapshot.dirty().add("x"));
    }
}
