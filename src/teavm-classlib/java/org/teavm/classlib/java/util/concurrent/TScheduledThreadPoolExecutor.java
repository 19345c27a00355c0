package org.teavm.classlib.java.util.concurrent;

import java.util.PriorityQueue;
import java.util.concurrent.CancellationException;
import java.util.concurrent.Delayed;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * TeaVM's stand-in for {@code ScheduledThreadPoolExecutor}, as far as the port uses it: one
 * worker thread (whatever the core size; green threads share one JS thread anyway), made by the
 * factory on the first task, running delayed and fixed-rate tasks in time order. Cancelled tasks
 * leave the queue at once (as with {@code setRemoveOnCancelPolicy(true)}).
 */
public class TScheduledThreadPoolExecutor {
    private final ThreadFactory factory;
    private final PriorityQueue<Task<?>> queue = new PriorityQueue<>();
    private long sequence;
    private boolean shutdown;
    private Thread worker;

    public TScheduledThreadPoolExecutor(int corePoolSize) {
        this(corePoolSize, Thread::new);
    }

    public TScheduledThreadPoolExecutor(int corePoolSize, ThreadFactory threadFactory) {
        if (corePoolSize < 0) {
            throw new IllegalArgumentException();
        }
        this.factory = threadFactory;
    }

    public void setRemoveOnCancelPolicy(boolean value) {
        // Always on: a cancelled task is removed from the queue.
    }

    public ScheduledFuture<?> schedule(Runnable command, long delay, TimeUnit unit) {
        return enqueue(command, unit.toNanos(delay), 0);
    }

    public ScheduledFuture<?> scheduleAtFixedRate(Runnable command, long initialDelay, long period, TimeUnit unit) {
        if (period <= 0) {
            throw new IllegalArgumentException();
        }
        return enqueue(command, unit.toNanos(initialDelay), unit.toNanos(period));
    }

    public ScheduledFuture<?> scheduleWithFixedDelay(Runnable command, long initialDelay, long delay, TimeUnit unit) {
        if (delay <= 0) {
            throw new IllegalArgumentException();
        }
        return enqueue(command, unit.toNanos(initialDelay), -unit.toNanos(delay));
    }

    public void execute(Runnable command) {
        schedule(command, 0, TimeUnit.NANOSECONDS);
    }

    public synchronized void shutdown() {
        shutdown = true;
        queue.removeIf(t -> t.period != 0);
        notifyAll();
    }

    public synchronized boolean isShutdown() {
        return shutdown;
    }

    private synchronized Task<?> enqueue(Runnable command, long delayNanos, long period) {
        if (command == null) {
            throw new NullPointerException();
        }
        if (shutdown) {
            throw new java.util.concurrent.RejectedExecutionException("executor has been shut down");
        }
        Task<?> task = new Task<>(command, saturatedAdd(System.nanoTime(), Math.max(0, delayNanos)), period, sequence++);
        queue.add(task);
        if (worker == null) {
            worker = factory.newThread(this::work);
            worker.start();
        }
        notifyAll();
        return task;
    }

    private void work() {
        while (true) {
            Task<?> due;
            synchronized (this) {
                while (true) {
                    if (queue.isEmpty() && shutdown) {
                        return;
                    }
                    Task<?> first = queue.peek();
                    long wait = first == null ? 0 : first.time - System.nanoTime();
                    if (first != null && wait <= 0) {
                        due = queue.poll();
                        break;
                    }
                    try {
                        if (first == null) {
                            wait();
                        } else {
                            wait(Math.max(1, (wait + 999_999) / 1_000_000));
                        }
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
            due.runOnce();
        }
    }

    private synchronized void reschedule(Task<?> task) {
        if (!shutdown && !task.isDone()) {
            queue.add(task);
            notifyAll();
        }
    }

    private synchronized void remove(Task<?> task) {
        queue.remove(task);
    }

    private static long saturatedAdd(long a, long b) {
        long sum = a + b;
        return ((a ^ sum) & (b ^ sum)) < 0 ? Long.MAX_VALUE : sum;
    }

    private final class Task<V> implements ScheduledFuture<V>, Comparable<Delayed> {
        private final Runnable command;
        /** 0: once; > 0: fixed rate; < 0: fixed delay of -period. */
        private final long period;
        private final long order;
        private long time;
        private boolean done;
        private boolean cancelled;
        private Throwable failure;

        Task(Runnable command, long time, long period, long order) {
            this.command = command;
            this.time = time;
            this.period = period;
            this.order = order;
        }

        void runOnce() {
            synchronized (this) {
                if (done) {
                    return;
                }
            }
            try {
                command.run();
            } catch (Throwable t) {
                // As in the JDK, a periodic task that throws is not run again.
                synchronized (this) {
                    failure = t;
                    done = true;
                    notifyAll();
                }
                return;
            }
            if (period == 0) {
                synchronized (this) {
                    done = true;
                    notifyAll();
                }
            } else {
                time = period > 0 ? saturatedAdd(time, period) : saturatedAdd(System.nanoTime(), -period);
                reschedule(this);
            }
        }

        @Override
        public long getDelay(TimeUnit unit) {
            return unit.convert(time - System.nanoTime(), TimeUnit.NANOSECONDS);
        }

        @Override
        public int compareTo(Delayed other) {
            if (other instanceof Task<?> t) {
                int byTime = Long.compare(time, t.time);
                return byTime != 0 ? byTime : Long.compare(order, t.order);
            }
            return Long.compare(getDelay(TimeUnit.NANOSECONDS), other.getDelay(TimeUnit.NANOSECONDS));
        }

        @Override
        public boolean cancel(boolean mayInterruptIfRunning) {
            synchronized (this) {
                if (done) {
                    return false;
                }
                done = true;
                cancelled = true;
                notifyAll();
            }
            remove(this);
            return true;
        }

        @Override
        public synchronized boolean isCancelled() {
            return cancelled;
        }

        @Override
        public synchronized boolean isDone() {
            return done;
        }

        @Override
        public synchronized V get() throws InterruptedException, ExecutionException {
            while (!done) {
                wait();
            }
            return result();
        }

        @Override
        public synchronized V get(long timeout, TimeUnit unit)
                throws InterruptedException, ExecutionException, TimeoutException {
            long deadline = System.nanoTime() + unit.toNanos(timeout);
            while (!done) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    throw new TimeoutException();
                }
                wait(Math.max(1, (left + 999_999) / 1_000_000));
            }
            return result();
        }

        private V result() throws ExecutionException {
            if (cancelled) {
                throw new CancellationException();
            }
            if (failure != null) {
                throw new ExecutionException(failure);
            }
            return null;
        }
    }
}
