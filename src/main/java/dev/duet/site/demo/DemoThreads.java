package dev.duet.site.demo;

import java.time.Duration;
import java.util.Arrays;
import java.util.concurrent.locks.LockSupport;

/**
 * Waits, after a step, until the threads the demo started have settled: none of them is running.
 *
 * <p>A step ends when its own code returns, but a thread it started may still be finishing a call
 * into the author's code: a worker that counted down the latch the step waits on, then returns
 * from {@code done}. Which step those last lines, that output and that state land in would then
 * depend on thread timing. Once every thread of the demo is waiting, blocked, sleeping or gone,
 * nothing moves again until the next step acts (or a real-time wait runs out, which no demo that
 * orders time with a fake clock has), so the step's record is what the step caused.
 *
 * <p>A thread that never stops running (a busy loop) cannot settle; after {@code limit} the step
 * is recorded as it stands, as it would be without this wait.
 */
final class DemoThreads {
    /** Between looks at the threads: long enough to let a running thread have the core. */
    private static final long PAUSE_NANOS = Duration.ofMillis(1).toNanos();

    private DemoThreads() {
    }

    /**
     * Returns once no thread of {@code group} other than the caller is runnable, seen so on two
     * looks in a row (a thread seen waiting may have been woken by one seen next, which then
     * stopped), or once {@code limit} has passed.
     */
    static void awaitSettled(ThreadGroup group, Duration limit) {
        long deadline = System.nanoTime() + limit.toNanos();
        int quietLooks = 0;
        for (int look = 0; ; look++) {
            quietLooks = anyRunning(group) ? 0 : quietLooks + 1;
            if (quietLooks == 2 || System.nanoTime() - deadline > 0) {
                return;
            }
            // The first looks are cheap (a thread finishing a call needs microseconds); after them,
            // pausing leaves the core to the threads being waited for.
            if (look < 16) {
                Thread.yield();
            } else {
                LockSupport.parkNanos(PAUSE_NANOS);
            }
        }
    }

    private static boolean anyRunning(ThreadGroup group) {
        Thread[] threads = new Thread[group.activeCount() + 8];
        int count;
        while ((count = group.enumerate(threads, true)) == threads.length) {
            threads = new Thread[threads.length * 2]; // more threads than counted: look again
        }
        Thread self = Thread.currentThread();
        return Arrays.stream(threads, 0, count)
                .anyMatch(t -> t != self && t.getState() == Thread.State.RUNNABLE);
    }
}
