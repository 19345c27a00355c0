package dev.duet.clock;

/** A periodic callback created by {@link Clock#newTicker}. */
public interface Ticker {

    /** Stops further ticks; a tick already running finishes. Calling it again does nothing. */
    void stop();
}
