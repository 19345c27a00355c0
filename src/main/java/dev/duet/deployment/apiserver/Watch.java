package dev.duet.deployment.apiserver;

/** A registered watch; stopping it means no further events are delivered to its listener. */
@FunctionalInterface
public interface Watch {
    void stop();
}
