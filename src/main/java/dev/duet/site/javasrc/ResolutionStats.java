package dev.duet.site.javasrc;

import java.util.List;

/**
 * How many references of the last analysis the symbol solver resolved.
 *
 * @param resolved   references resolved to a project declaration, a JDK symbol, a parameter or a local
 * @param unresolved {@code path:line:column name} of every reference that could not be resolved
 */
public record ResolutionStats(int resolved, List<String> unresolved) implements java.io.Serializable {

    public ResolutionStats {
        unresolved = List.copyOf(unresolved);
    }

    /** Resolved references as a fraction of all references; 1 when there were none. */
    public double ratio() {
        int total = resolved + unresolved.size();
        return total == 0 ? 1.0 : (double) resolved / total;
    }
}
