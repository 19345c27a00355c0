package org.teavm.classlib.java.lang;

/**
 * TeaVM's stand-in for {@code Thread.State} (TeaVM maps {@code java.lang.Thread$State} to this
 * name). {@code Thread.getState()} itself is answered by {@code dev.duet.teavm.ThreadStates}.
 */
public enum TThread$State {
    NEW, RUNNABLE, BLOCKED, WAITING, TIMED_WAITING, TERMINATED
}
