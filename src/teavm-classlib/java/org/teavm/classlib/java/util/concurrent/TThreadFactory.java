package org.teavm.classlib.java.util.concurrent;

/** TeaVM's stand-in for {@code ThreadFactory}. */
public interface TThreadFactory {
    Thread newThread(Runnable r);
}
