package dev.duet.teavm.run;

/**
 * What reflection tells the JVM's state probe, written out by the build for the classes of one
 * bundle (the port's and the demos'), because TeaVM has no record reflection.
 */
public interface Shapes {
    /** The value's {@code snapshot()}, or {@code value} itself when its class has none. */
    Object snapshot(Object value);

    /** Writes a record as a JSON object of its components and returns true, or returns false. */
    boolean record(Object value, StateJson out, int depth);
}
