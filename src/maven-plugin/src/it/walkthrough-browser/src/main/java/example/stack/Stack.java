package example.stack;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A stack of strings, ported from stack.go. A line that ends in {@code // go:N} is the
 * counterpart of line N of the Go file: Duet draws the two side by side and hides the
 * comment. Every code line of an excerpt needs at least one such Java line.
 */
public final class Stack {
    private final List<String> items = new ArrayList<>();

    /** Puts {@code v} on top of the stack. */
    public void push(String v) {                 // go:11
        items.add(v);                            // go:12
    }                                            // go:13

    /** Removes the top value; empty when there was none (Go returns {@code ok == false}). */
    public Optional<String> pop() {              // go:16
        if (items.isEmpty()) {                   // go:17
            return Optional.empty();             // go:18
        }                                        // go:19
        String v = items.get(items.size() - 1);  // go:20
        items.remove(items.size() - 1);          // go:21
        return Optional.of(v);                   // go:22
    }                                            // go:23

    /**
     * What the demo player shows after each step (a demo's {@code //! state:} names the
     * variable): each component of the record becomes a labelled box. Marked
     * {@code @NotRecorded}, so its lines never count as lines a step executed.
     */
    @NotRecorded
    public Snapshot snapshot() {
        return new Snapshot(List.copyOf(items), items.size());
    }

    /** The stack as the player draws it (the whole class is left out of the recording). */
    @NotRecorded
    public record Snapshot(List<String> items, int size) {}
}
