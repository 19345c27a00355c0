package dev.duet.workqueue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import org.junit.jupiter.api.Test;

class WaitingHeapTest {

    private final WaitingHeap<String> heap = new WaitingHeap<>();

    private static WaitFor<String> at(String item, long second) {
        return new WaitFor<>(item, EpochNanos.of(Instant.ofEpochSecond(second)));
    }

    @Test
    void popsEarliestFirst() {
        heap.insert(at("c", 3));
        heap.insert(at("a", 1));
        heap.insert(at("b", 2));
        assertEquals("a", heap.pop().data);
        assertEquals("b", heap.pop().data);
        assertEquals("c", heap.pop().data);
        assertTrue(heap.isEmpty());
    }

    @Test
    void aRepeatedItemKeepsItsEarliestTime() {
        heap.insert(at("a", 5));
        heap.insert(at("b", 3));
        heap.insert(at("a", 1));
        heap.insert(at("a", 9));
        assertEquals("a", heap.peek().data);
        assertEquals(Instant.ofEpochSecond(1), EpochNanos.toInstant(heap.pop().readyAt));
        assertEquals("b", heap.pop().data);
        assertTrue(heap.isEmpty(), "one entry per item");
    }

    @Test
    void aPoppedItemCanWaitAgain() {
        heap.insert(at("a", 1));
        heap.pop();
        heap.insert(at("a", 7));
        assertEquals(Instant.ofEpochSecond(7), EpochNanos.toInstant(heap.peek().readyAt));
    }
}
