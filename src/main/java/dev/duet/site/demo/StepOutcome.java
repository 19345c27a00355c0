package dev.duet.site.demo;

/** How one demo step ended. */
public enum StepOutcome {
    /** It ran and printed exactly what the file expects. */
    PASSED,
    /** It ran but printed something else. */
    MISMATCH,
    /** Its code was rejected by the compiler or refers to something undefined. */
    DID_NOT_COMPILE,
    /** Its code threw an exception. */
    THREW,
    /** It ran past the demo's time limit and was stopped. */
    TIMED_OUT,
    /** An earlier step failed in a way that makes this one meaningless. */
    NOT_RUN
}
