package dev.duet.deployment;

/**
 * Where the controller's log lines go (the counterpart of klog and {@code utilruntime.HandleError}). Injected so
 * that tests and demos can read what the controller said, e.g. that it dropped a key.
 */
public interface LogSink {
    /** Progress worth telling (klog's {@code V(2).Info}). */
    void info(String message);

    /** A failure nobody else will report ({@code utilruntime.HandleError}). */
    void error(String message);

    /** A sink that discards everything. */
    static LogSink discard() {
        return new LogSink() {
            @Override
            public void info(String message) {
            }

            @Override
            public void error(String message) {
            }
        };
    }
}
