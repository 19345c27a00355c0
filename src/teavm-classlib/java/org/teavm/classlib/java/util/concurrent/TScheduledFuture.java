package org.teavm.classlib.java.util.concurrent;

import java.util.concurrent.Delayed;
import java.util.concurrent.Future;

/** TeaVM's stand-in for {@code ScheduledFuture}. */
public interface TScheduledFuture<V> extends Delayed, Future<V> {
}
