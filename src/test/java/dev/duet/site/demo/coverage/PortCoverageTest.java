package dev.duet.site.demo.coverage;

import dev.duet.site.demo.DemoRunner;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PortCoverageTest {
    private final PortCoverage coverage = new PortCoverage(DemoRunner.currentClassPath(),
            List.of("dev.duet.site.demo.fixture"));

    @Test
    void instrumentsOnlyClassesOfTheRecordedPackagesOnceEach() {
        assertTrue(coverage.covers("dev.duet.site.demo.fixture.Tally"));
        assertFalse(coverage.covers("dev.duet.site.demo.fixtureX.Tally"));
        byte[] tally = coverage.instrumented("dev.duet.site.demo.fixture.Tally");
        assertNotNull(tally);
        assertSame(tally, coverage.instrumented("dev.duet.site.demo.fixture.Tally"), "cached");
        assertNull(coverage.instrumented("java.lang.String"));
        assertNull(coverage.instrumented("dev.duet.site.demo.fixture.DoesNotExist"));
    }

    @Test
    void instrumentedClassesCallTheProbeStore() {
        String bytes = new String(coverage.instrumented("dev.duet.site.demo.fixture.Tally"),
                java.nio.charset.StandardCharsets.ISO_8859_1);
        assertTrue(bytes.contains("dev/duet/site/demo/coverage/ProbeStore"));
        assertNotEquals(-1, bytes.indexOf("getProbes"));
    }

    @Test
    void noExecutionDataMeansNoLines() {
        assertEquals(0, coverage.executedLines(ProbeStore.collectAndReset()).size());
    }
}
