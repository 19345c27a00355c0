package dev.duet.deployment.api;

import java.util.Objects;

/**
 * How a Deployment replaces old pods with new ones.
 *
 * @param type           Recreate or RollingUpdate
 * @param maxSurge       RollingUpdate only: how many pods above the desired count may exist during a rollout
 * @param maxUnavailable RollingUpdate only: how many pods below the desired count may be unready during a rollout
 */
public record DeploymentStrategy(Type type, int maxSurge, int maxUnavailable) {
    /** The two strategy types of the apps/v1 API. */
    public enum Type { RECREATE, ROLLING_UPDATE }

    public DeploymentStrategy {
        Objects.requireNonNull(type, "type");
        if (maxSurge < 0 || maxUnavailable < 0) {
            throw new IllegalArgumentException("maxSurge and maxUnavailable must not be negative");
        }
        if (type == Type.ROLLING_UPDATE && maxSurge == 0 && maxUnavailable == 0) {
            // Neither adding nor removing a pod would be allowed: the rollout could never move.
            throw new IllegalArgumentException("maxSurge and maxUnavailable must not both be zero");
        }
    }

    /** Kill every old pod before starting a new one. */
    public static DeploymentStrategy recreate() {
        return new DeploymentStrategy(Type.RECREATE, 0, 0);
    }

    /** Replace pods gradually, within the given surge and unavailability (absolute pod counts). */
    public static DeploymentStrategy rollingUpdate(int maxSurge, int maxUnavailable) {
        return new DeploymentStrategy(Type.ROLLING_UPDATE, maxSurge, maxUnavailable);
    }
}
