package dev.duet.deployment;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class RecordingLogSinkTest {
    @Test
    void keepsLinesInOrderWithTheirLevel() {
        RecordingLogSink sink = new RecordingLogSink();
        sink.info("syncing a");
        sink.error("dropping a");
        assertEquals(List.of("I syncing a", "E dropping a"), sink.lines());
        assertEquals(List.of("E dropping a"), sink.linesContaining("dropping"));
    }
}
