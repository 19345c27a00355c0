package org.teavm.classlib.java.util.concurrent.locks;

import java.util.concurrent.locks.Lock;

/** TeaVM's stand-in for {@code java.util.concurrent.locks.ReadWriteLock}. */
public interface TReadWriteLock {
    Lock readLock();

    Lock writeLock();
}
