package dev.duet.deployment.cache;

import dev.duet.deployment.api.Deployment;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class KeyFuncTest {
    @Test
    void keyIsNamespaceSlashName() throws KeyException {
        assertEquals("default/web", KeyFunc.of(Deployment.of("default", "web", 1, "i")));
    }

    @Test
    void keyWithoutNamespaceIsTheName() throws KeyException {
        assertEquals("web", KeyFunc.of(Deployment.of("", "web", 1, "i")));
    }

    @Test
    void nullObjectAndEmptyNameHaveNoKey() {
        assertThrows(KeyException.class, () -> KeyFunc.of(null));
        assertThrows(KeyException.class, () -> KeyFunc.of(Deployment.of("default", "", 1, "i")));
    }

    @Test
    void splitReversesTheKey() throws KeyException {
        assertEquals(new NamespacedName("default", "web"), KeyFunc.split("default/web"));
        assertEquals(new NamespacedName("", "web"), KeyFunc.split("web"));
    }

    @Test
    void splitRefusesMalformedKeys() {
        for (String bad : new String[] {"", "a/b/c", "ns/", "/"}) {
            assertThrows(KeyException.class, () -> KeyFunc.split(bad), bad);
        }
    }
}
