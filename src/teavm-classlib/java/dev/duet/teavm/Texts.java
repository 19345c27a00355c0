package dev.duet.teavm;

import java.util.Optional;

/**
 * {@code toString} of JDK classes whose TeaVM text differs from the JVM's (found by the build's
 * drift check); the build's TeaVM transformer makes those methods call these.
 */
public final class Texts {
    private Texts() {
    }

    /** {@code Optional[b]} and {@code Optional.empty}, as the JDK writes them (TeaVM: {@code Optional.of(b)}). */
    public static String optional(Optional<?> value) {
        return value.isPresent() ? "Optional[" + value.get() + "]" : "Optional.empty";
    }
}
