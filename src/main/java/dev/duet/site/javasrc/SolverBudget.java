package dev.duet.site.javasrc;

import java.util.HashMap;
import java.util.Map;

/**
 * How many steps the symbol solver may take for one query, so that no reference can hold a run.
 * JavaParser does not guard its own recursions: on the JDK's {@code java.base}, looking a name up
 * in an enum that is also statically imported sent it from the enum's context to the compilation
 * unit's and back, without end and without overflowing the stack. A step is one question to the
 * root type solver ({@link ProjectTypeSolver#tryToSolveType}), which every such loop asks
 * again and again, and a query that asks for the same type {@link #REPEATS} times is taken for
 * such a loop. Steps, not time, so a reference gives up on a slow machine exactly where it
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
    /**
     * How often one query may ask for the same type. A loop asks for the types it goes through
     * once per round, so it is caught after this many rounds, where it starts, long before the
     * whole budget is spent (a round of the loop in java.base took a large enum's every field).
     * 200 was too few: a call in Duet's own sources through a generic wrapper asks for the same
     * types several hundred times and resolves; 2,000 still stops a loop at a tenth of the steps.
     */
    static final int REPEATS = 2_000;

    /** Thrown through the solver when a query ran out; it carries no stack trace (it is not a fault). */
    static final class Exhausted extends RuntimeException {
        Exhausted() {
            super("symbol solver step budget used up", null, false, false);
        }
    }

    private final int limit;
    private int used;
    private boolean exhausted;
    private final Map<String, Integer> asked = new HashMap<>();

    SolverBudget(int limit) {
        this.limit = limit;
    }

    /** How many queries are open: one asked while another runs shares the outer one's budget. */
    private int open;

    /**
     * Opens a query; the outermost one starts with the whole budget. (A query can run another:
     * resolving a call asks for the types of its arguments, each a query of its own.)
     */
    void start() {
        if (open++ == 0) {
            used = 0;
            exhausted = false;
            asked.clear();
        }
    }

    /** Closes the query {@link #start} opened. */
    void finish() {
        open--;
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

    /** Counts one question for {@code typeName}: a step, and a round of a loop once asked {@link #REPEATS} times. */
    void step(String typeName) {
        step();
        if (asked.merge(typeName, 1, Integer::sum) > Math.min(REPEATS, limit)) {
            exhausted = true;
            throw new Exhausted();
        }
    }

    /** Whether the current (or last) query ran out. */
    boolean exhausted() {
        return exhausted;
    }

    /** The steps the current (or last) query took; for one that ran out, the steps before the one refused. */
    int used() {
        return exhausted ? used - 1 : used;
    }
}
