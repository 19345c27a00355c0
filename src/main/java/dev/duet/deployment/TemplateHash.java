package dev.duet.deployment;

import dev.duet.deployment.api.PodTemplate;

import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * Names a pod template by a short hash, so that each version of a Deployment's template gets its own ReplicaSet
 * ({@code <deployment>-<hash>}) and its pods carry the {@code pod-template-hash} label that keeps the ReplicaSets'
 * selectors apart.
 *
 * <p>Upstream: {@code ComputeHash} in
 * <a href="https://github.com/kubernetes/kubernetes/blob/v1.32.0/pkg/controller/controller_utils.go">controller_utils.go</a>
 * hashes the whole template with FNV-32a and encodes it with an alphabet without vowels; this port does the same
 * over the fields its template has.
 */
public final class TemplateHash {
    /** The label that carries the hash on a ReplicaSet, its selector and its pod template. */
    public static final String LABEL = "pod-template-hash";

    /** Consonants and digits only, so that a hash never spells a word. */
    private static final String ALPHABET = "bcdfghjklmnpqrstvwxz2456789";
    private static final int FNV_OFFSET_BASIS = 0x811c9dc5;
    private static final int FNV_PRIME = 0x01000193;

    private TemplateHash() {
    }

    /** The hash of {@code template}: equal templates give equal hashes; labels are hashed in sorted order. */
    public static String of(PodTemplate template) {
        StringBuilder canonical = new StringBuilder();
        for (Map.Entry<String, String> label : template.labels().entrySet()) {
            if (!label.getKey().equals(LABEL)) {
                canonical.append(label.getKey()).append('=').append(label.getValue()).append('\n');
            }
        }
        canonical.append("image=").append(template.image());
        int hash = FNV_OFFSET_BASIS;
        for (byte b : canonical.toString().getBytes(StandardCharsets.UTF_8)) {
            hash ^= b & 0xff;
            hash *= FNV_PRIME;
        }
        return encode(Integer.toUnsignedString(hash));
    }

    private static String encode(String digits) {
        StringBuilder out = new StringBuilder();
        for (char c : digits.toCharArray()) {
            out.append(ALPHABET.charAt(c % ALPHABET.length()));
        }
        return out.toString();
    }
}
