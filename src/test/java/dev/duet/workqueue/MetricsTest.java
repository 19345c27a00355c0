package dev.duet.workqueue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import org.junit.jupiter.api.Test;

/**
 * The global provider. It can be set once per JVM, so this is the only test that sets it; every
 * other test passes its provider in the config.
 */
class MetricsTest {

    @Test
    void firstSetProviderWinsAndOnlyLaterQueuesUseIt() {
        assumeTrue(Metrics.globalProvider() == NoopMetricsProvider.INSTANCE, "provider already set in this JVM");
        Typed<String> before = Typed.newTypedWithConfig(TypedQueueConfig.<String>defaults().withName("before"));

        RecordingMetricsProvider first = new RecordingMetricsProvider();
        assumeTrue(Metrics.setProvider(first), "another thread set the provider first");
        assertFalse(Metrics.setProvider(new RecordingMetricsProvider()), "the second call is ignored");
        assertSame(first, Metrics.globalProvider());

        Typed<String> after = Typed.newTypedWithConfig(TypedQueueConfig.<String>defaults().withName("after"));
        before.add("x");
        after.add("x");
        assertEquals(1, first.adds.count(), "only the queue created after setProvider counts");

        before.shutDown();
        after.shutDown();
    }
}
