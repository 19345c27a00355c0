package org.teavm.classlib.java.util.concurrent;

/** TeaVM's stand-in for {@code TimeoutException}. */
public class TTimeoutException extends Exception {
    public TTimeoutException() {
    }

    public TTimeoutException(String message) {
        super(message);
    }
}
