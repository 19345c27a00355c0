package dev.duet.teavm.run;

/** One demo compiled for the browser; the build generates a subclass per demo. */
public abstract class BrowserDemo {
    /** The number of steps. */
    public abstract int steps();

    /** Runs step {@code index} (from 1); printed values go through {@link DemoHost#show}. */
    public abstract void step(int index) throws Throwable;

    /** The state of the demo's {@code state:} variables declared by the end of step {@code index}. */
    public abstract String state(int index);
}
