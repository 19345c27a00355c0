package dev.duet.deployment.api;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DeploymentTest {
    private final Deployment web = Deployment.of("default", "web", 3, "nginx:1.26");

    @Test
    void factoryWritesWhatAUserWould() {
        assertEquals(Map.of("app", "web"), web.spec().selector());
        assertEquals(Map.of("app", "web"), web.spec().template().labels());
        assertEquals(DeploymentStrategy.rollingUpdate(1, 0), web.spec().strategy());
        assertEquals(DeploymentStatus.EMPTY, web.status());
        assertEquals(0, web.metadata().resourceVersion());
    }

    @Test
    void withersLeaveTheOriginalUnchanged() {
        Deployment changed = web.withImage("nginx:1.27").withReplicas(5);
        assertEquals("nginx:1.26", web.spec().template().image());
        assertEquals(3, web.spec().replicas());
        assertEquals("nginx:1.27", changed.spec().template().image());
        assertEquals(5, changed.spec().replicas());
    }

    @Test
    void sameSpecIgnoresMetadataAndStatus() {
        Deployment relabelled = web.withMetadata(web.metadata().withLabels(Map.of("x", "y")))
                .withStatus(new DeploymentStatus(1, 1, 1, 1));
        assertTrue(web.sameSpec(relabelled));
        assertFalse(web.sameSpec(web.withReplicas(4)));
    }

    @Test
    void statusOfAnotherObjectCanBeCarriedOver() {
        Deployment withStatus = web.withStatus(new DeploymentStatus(3, 3, 3, 2));
        assertEquals(withStatus.status(), web.withReplicas(9).withStatusOf(withStatus).status());
    }

    @Test
    void negativeReplicasAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> web.withReplicas(-1));
    }

    @Test
    void controllerRefIsTheOwnerReferenceMarkedController() {
        OwnerReference owner = new OwnerReference(Deployment.KIND, "web", "uid-1", true);
        ObjectMeta meta = ObjectMeta.of("default", "web-abc", Map.of())
                .withOwnerReferences(List.of(new OwnerReference("Other", "x", "uid-2", false), owner));
        assertEquals(owner, meta.controllerRef().orElseThrow());
    }
}
