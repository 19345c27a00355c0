package dev.duet.site.demo.coverage;

import org.jacoco.core.data.ExecutionDataWriter;
import org.jacoco.core.runtime.RuntimeData;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * The runtime that instrumented classes report to. Each demo session loads its own copy of this
 * class (and so has its own probes); the runner reaches that copy by reflection and exchanges
 * only bytes in JaCoCo's execution-data format, which cross class loaders safely.
 */
public final class ProbeStore {
    private static final RuntimeData DATA = new RuntimeData();

    private ProbeStore() {
    }

    /** Called from the static initialiser code JaCoCo adds to every instrumented class. */
    public static boolean[] getProbes(long classId, String className, int probeCount) {
        return DATA.getExecutionData(classId, className, probeCount).getProbes();
    }

    /** The probes hit since the previous call, as JaCoCo execution data; then clears them. */
    public static byte[] collectAndReset() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            ExecutionDataWriter writer = new ExecutionDataWriter(out);
            DATA.collect(writer, writer, true);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }
}
