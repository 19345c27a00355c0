package dev.duet.workqueue;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class DefaultQueueTest {

    @Test
    void popsInPushOrderAndTouchChangesNothing() {
        DefaultQueue<String> fifo = new DefaultQueue<>();
        fifo.push("a");
        fifo.push("b");
        fifo.push("c");
        fifo.touch("c");
        assertEquals(List.of("a", "b", "c"), fifo.items());
        assertEquals(3, fifo.len());
        assertEquals("a", fifo.pop());
        assertEquals("b", fifo.pop());
        assertEquals(1, fifo.len());
    }

    @Test
    void keepsDuplicatesBecauseTheQueueDecidesWhatGoesIn() {
        DefaultQueue<String> fifo = new DefaultQueue<>();
        fifo.push("a");
        fifo.push("a");
        assertEquals(List.of("a", "a"), fifo.items());
    }
}
