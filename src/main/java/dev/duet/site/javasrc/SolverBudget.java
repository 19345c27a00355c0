package dev.duet.site.javasrc;

/**
 * How many steps the symbol solver may take for one query, so that no reference can hold a run.
 * JavaParser does not guard its own recursions: on the JDK's {@code java.base}, looking a name up
 * in an enum that is also statically imported sent it from the enum's context to the compilation
 * unit's and back, without end and without overflowing the stack. A step is one question to the
 * root type solver ({@link ProjectTypeSolver#tryToSolveType}), which every such loop asks
 * again and again. Steps, not time, so a reference gives up on a slow machine exactly where it
 * gives up on a fast one.
 *
 * <p>The count a query takes depends a little on what the same worker's solver had cached before,
 * so a reference that needs close to the limit could give up in one partition of the files and
 * not in another; the limit sits far above what any real reference needs (ordinary ones take
 * tens of steps) and far below what a runaway loop reaches in a second.
 *
 * <p>One budget per worker (the solver is not shared between threads); not thread-safe.
 */
final class SolverBudget {

    /** Steps one query may take. */
    static final int STEPS = 20_000;

    /** Thrown through the solver when a query ran out; it carries no stack trace (it is not a fault). */
    static final class Exhausted extends RuntimeException {
        Exhausted() {
            super("symbol solver step budget used up", null, false, false);
        }
    }

    private final int limit;
    private int used;
    private boolean exhausted;

    SolverBudget(int limit) {
        this.limit = limit;
    }

    /** Starts a query with the whole budget. */
    void start() {
        used = 0;
        exhausted = false;
    }

    /**
     * Counts one step; past the limit, throws, and keeps throwing at every later step of the
     * query, so code inside the solver that swallows exceptions still unwinds at once.
     */
    void step() {
        if (exhausted || ++used > limit) {
            exhausted = true;
            throw new Exhausted();
        }
    }

    /** Whether the current (or last) query ran out. */
    boolean exhausted() {
        return exhausted;
    }

    int limit() {
        return limit;
    }
}
