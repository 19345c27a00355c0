package dev.duet.deployment.api;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class DeploymentStrategyTest {
    @Test
    void rollingUpdateThatCouldNeverMoveIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> DeploymentStrategy.rollingUpdate(0, 0));
        assertThrows(IllegalArgumentException.class, () -> DeploymentStrategy.rollingUpdate(-1, 1));
    }

    @Test
    void recreateHasNoSurgeOrUnavailability() {
        assertEquals(new DeploymentStrategy(DeploymentStrategy.Type.RECREATE, 0, 0), DeploymentStrategy.recreate());
    }
}
