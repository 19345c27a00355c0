package dev.duet.deployment;

import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/** Polls a condition until it holds or a bound passes (the bound only guards against hangs; it orders nothing). */
final class Await {
    private Await() {
    }

    static void until(Duration bound, BooleanSupplier condition, Supplier<String> whatWasExpected) {
        long deadline = System.nanoTime() + bound.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - deadline > 0) {
                throw new AssertionError("not within " + bound + ": " + whatWasExpected.get());
            }
            LockSupport.parkNanos(TimeUnit.MICROSECONDS.toNanos(200));
        }
    }
}
