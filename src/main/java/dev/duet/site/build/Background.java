package dev.duet.site.build;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Work that runs on a daemon thread of its own while the build goes on (so a build never waits on
 * a pool's shutdown); {@link #join} waits for its result.
 */
final class Background<T> {
    private final CompletableFuture<T> result;

    private Background(CompletableFuture<T> result) {
        this.result = result;
    }

    static <T> Background<T> start(String name, Supplier<T> work) {
        return new Background<>(CompletableFuture.supplyAsync(work, onOwnThread(name)));
    }

    /** Work that starts, on a thread of its own, once this work's result is there. */
    <U> Background<U> then(String name, Function<T, U> work) {
        return new Background<>(result.thenApplyAsync(work, onOwnThread(name)));
    }

    private static Executor onOwnThread(String name) {
        return task -> {
            Thread t = new Thread(task, name);
            t.setDaemon(true);
            t.start();
        };
    }

    T join() {
        return result.join();
    }
}
