package dev.duet.workqueue;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The global provider. It can be set once per JVM, so this is the only test that sets it; every
 * other test passes its provider in the config.
 */
class MetricsTest {

    @Test
    void onlyTheFirstSetProviderCounts() {
        MetricsProvider before = Metrics.globalProvider();
        RecordingMetricsProvider first = new RecordingMetricsProvider();
        boolean installed = Metrics.setProvider(first);
        if (installed) {
            assertSame(NoopMetricsProvider.INSTANCE, before);
            assertSame(first, Metrics.globalProvider());
        }
        assertFalse(Metrics.setProvider(new RecordingMetricsProvider()));
        assertSame(installed ? first : before, Metrics.globalProvider());
        assertTrue(installed || before != NoopMetricsProvider.INSTANCE,
                "a provider can only have been installed by an earlier call");
    }
}
