package dev.duet.clock;

/** A pending one-shot callback created by {@link Clock#newTimer}. */
public interface Timer {

    /**
     * Cancels the callback if it has not run yet.
     *
     * @return {@code true} if this call prevented the callback from running
     */
    boolean stop();
}
