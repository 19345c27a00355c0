package dev.duet.deployment;

import dev.duet.deployment.api.PodTemplate;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TemplateHashTest {
    private final PodTemplate template = PodTemplate.of(Map.of("app", "web"), "nginx:1.26");

    @Test
    void equalTemplatesHaveEqualHashes() {
        assertEquals(TemplateHash.of(template), TemplateHash.of(PodTemplate.of(Map.of("app", "web"), "nginx:1.26")));
    }

    @Test
    void imageAndLabelsChangeTheHash() {
        assertNotEquals(TemplateHash.of(template), TemplateHash.of(template.withImage("nginx:1.27")));
        assertNotEquals(TemplateHash.of(template), TemplateHash.of(template.withLabels(Map.of("app", "api"))));
    }

    @Test
    void theHashLabelItselfIsIgnored() {
        PodTemplate labelled = template.withLabels(Map.of("app", "web", TemplateHash.LABEL, "xyz"));
        assertEquals(TemplateHash.of(template), TemplateHash.of(labelled));
    }

    @Test
    void hashUsesOnlyConsonantsAndDigits() {
        String hash = TemplateHash.of(template);
        assertTrue(hash.matches("[bcdfghjklmnpqrstvwxz2456789]{1,10}"), hash);
    }
}
