package dev.duet.site.sandbox;

import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Base64;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The secret that makes a sandboxed JVM's messages its runner's own. The demo code in that JVM can
 * write to the same standard output as the runner ({@code FileDescriptor.out} is everyone's), so
 * the host sends a new random key on standard input, read before any demo code runs; the runner
 * starts each message with the key's marker and ends it with an HMAC-SHA256 of it under the key.
 * What demo code writes there itself cannot carry either, so the host skips it, and cannot change
 * a message it falls into the middle of without the HMAC failing. The runner keeps its seal only
 * on its own stack and threads, never where a class's static state leads.
 */
public final class FrameSeal {
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final int KEY_BYTES = 32;
    private static final int MARKER_BYTES = 16;
    public static final int MAC_BYTES = 32;

    private final byte[] key;

    private FrameSeal(byte[] key) {
        this.key = key;
    }

    /** A new key, for one sandboxed JVM. */
    public static FrameSeal random() {
        byte[] key = new byte[KEY_BYTES];
        RANDOM.nextBytes(key);
        return new FrameSeal(key);
    }

    /** The key as {@link #encoded} wrote it; throws IllegalArgumentException for anything else. */
    public static FrameSeal decode(String encoded) {
        byte[] key = Base64.getUrlDecoder().decode(encoded.strip());
        if (key.length != KEY_BYTES) {
            throw new IllegalArgumentException("not a key of " + KEY_BYTES + " bytes");
        }
        return new FrameSeal(key);
    }

    /** The key in one line of ASCII, to send to the runner. */
    public String encoded() {
        return Base64.getUrlEncoder().withoutPadding().encodeToString(key);
    }

    /** What starts every message: derived from the key, so unknown to demo code. */
    public byte[] marker() {
        return Arrays.copyOf(mac("marker".getBytes(java.nio.charset.StandardCharsets.US_ASCII), 0, 6), MARKER_BYTES);
    }

    /** The HMAC-SHA256 of {@code data[off, off + len)} under the key. */
    public byte[] mac(byte[] data, int off, int len) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
            mac.update(data, off, len);
            return mac.doFinal();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("the JDK has no HmacSHA256", e);
        }
    }

    /** Whether {@code mac} is the HMAC of {@code data[off, off + len)} (compared in constant time). */
    public boolean verifies(byte[] data, int off, int len, byte[] mac) {
        return MessageDigest.isEqual(mac(data, off, len), mac);
    }
}
