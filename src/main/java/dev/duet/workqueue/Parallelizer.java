package dev.duet.workqueue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;

/**
 * Runs a numbered set of work pieces on a few threads.
 *
 * <p>Upstream: <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/staging/src/k8s.io/client-go/util/workqueue/parallelizer.go">parallelizer.go</a> ({@code ParallelizeUntil},
 * {@code WithChunkSize}, {@code DoWorkPieceFunc}).
 */
public final class Parallelizer {

    private Parallelizer() {
    }

    /** One piece of work, given its index. Upstream: {@code DoWorkPieceFunc}. */
    @FunctionalInterface
    public interface DoWorkPieceFunc {
        void doWorkPiece(int piece);
    }

    /** An option of {@link #parallelizeUntil}. Upstream: {@code Options}. */
    public record Option(int chunkSize) {
    }

    /**
     * Hands pieces out in chunks of {@code chunkSize} consecutive indices, which saves
     * coordination when pieces are tiny. Values below 1 mean 1. Upstream: {@code WithChunkSize}.
     */
    public static Option withChunkSize(int chunkSize) {
        return new Option(chunkSize);
    }

    /**
     * Calls {@code doWorkPiece} for every index in {@code [0, pieces)} on at most {@code workers}
     * threads, and returns when all threads have finished.
     *
     * <p><b>Cancellation.</b> Go passes a {@code context.Context}; Java has none, so the caller
     * passes {@code stop}, asked (without blocking) before each piece, as upstream checks
     * {@code ctx.Done()}. Once it returns true, each worker stops before its next piece and the
     * remaining pieces are skipped. A null {@code stop} never stops, like a nil context.
     *
     * <p><b>Failures.</b> Upstream re-raises a panic in a worker goroutine, which ends the
     * process. Here a worker that throws stops taking chunks; the others carry on, and the first
     * exception (with any others as suppressed) is re-thrown to the caller once all threads are done.
     *
     * <p>Nothing happens when {@code pieces} or {@code workers} is 0; the thread count is at most
     * the number of chunks. The caller keeps waiting if interrupted, with its flag kept set.
     *
     * @throws IllegalArgumentException if {@code workers} or {@code pieces} is negative (upstream panics)
     */
    public static void parallelizeUntil(
            BooleanSupplier stop, int workers, int pieces, DoWorkPieceFunc doWorkPiece, Option... options) {
        if (workers < 0 || pieces < 0) {
            throw new IllegalArgumentException("workers and pieces must not be negative: " + workers + ", " + pieces);
        }
        if (pieces == 0) {
            return;
        }
        int chunkSize = 1;
        for (Option option : options) {
            chunkSize = option.chunkSize();
        }
        if (chunkSize < 1) {
            chunkSize = 1;
        }
        int chunks = ceilDiv(pieces, chunkSize);
        ArrayBlockingQueue<Integer> toProcess = new ArrayBlockingQueue<>(chunks);
        for (int i = 0; i < chunks; i++) {
            toProcess.add(i);
        }
        BooleanSupplier stopped = stop != null ? stop : () -> false;
        int threads = Math.min(workers, chunks);

        int size = chunkSize;
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Runnable worker = () -> {
            try {
                Integer chunk;
                while ((chunk = toProcess.poll()) != null) {
                    int start = chunk * size;
                    int end = Math.min(start + size, pieces);
                    for (int piece = start; piece < end; piece++) {
                        if (stopped.getAsBoolean()) {
                            return;
                        }
                        doWorkPiece.doWorkPiece(piece);
                    }
                }
            } catch (Throwable t) {
                if (!failure.compareAndSet(null, t)) {
                    failure.get().addSuppressed(t);
                }
            }
        };
        List<Thread> started = new ArrayList<>(threads);
        for (int i = 0; i < threads; i++) {
            Thread thread = new Thread(worker, "parallelize-until-" + i);
            thread.start();
            started.add(thread);
        }
        joinUninterruptibly(started);

        Throwable thrown = failure.get();
        if (thrown instanceof RuntimeException runtime) {
            throw runtime;
        }
        if (thrown instanceof Error error) {
            throw error;
        }
        if (thrown != null) {
            throw new IllegalStateException("a work piece failed", thrown);
        }
    }

    private static int ceilDiv(int a, int b) {
        return (a + b - 1) / b;
    }

    private static void joinUninterruptibly(List<Thread> threads) {
        boolean interrupted = false;
        for (Thread thread : threads) {
            while (true) {
                try {
                    thread.join();
                    break;
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
