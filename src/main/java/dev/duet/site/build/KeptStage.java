package dev.duet.site.build;

import dev.duet.site.diag.Diagnostic;
import dev.duet.site.diag.Diagnostics;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * One stage's last output, kept with the inputs it was made from: asked again with equal inputs,
 * the stage gives the kept output (and says again what it said then) instead of running. An output
 * made with errors is not kept, so the next build runs the stage again. One per stage per session.
 *
 * @param <K> the stage's inputs (a record of everything its output depends on)
 * @param <V> its output
 */
final class KeptStage<K, V> {
    private K inputs;
    private V output;
    private List<Diagnostic> said = List.of();

    /** The output for {@code key}: the kept one, or {@code make}'s, whose problems go to {@code diags} too. */
    synchronized V get(K key, Diagnostics diags, Function<Diagnostics, V> make) {
        if (inputs == null || !Objects.equals(inputs, key)) {
            Diagnostics own = new Diagnostics();
            V made = make.apply(own);
            inputs = own.hasErrors() ? null : key;
            output = made;
            said = own.sorted();
        }
        diags.addAll(said);
        return output;
    }
}
