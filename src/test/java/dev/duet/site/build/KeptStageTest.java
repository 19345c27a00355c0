package dev.duet.site.build;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.duet.site.diag.Diagnostics;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A stage asked again with equal inputs gives its kept output and says again what it said; errors are not kept. */
class KeptStageTest {
    private final List<String> runs = new ArrayList<>();
    private final KeptStage<List<String>, String> stage = new KeptStage<>();

    private String ask(List<String> inputs, Diagnostics diags, boolean fail) {
        return stage.get(inputs, diags, own -> {
            runs.add(String.join(",", inputs));
            own.warning("a.md", 1, 1, "said once");
            if (fail) {
                own.error("a.md", 2, 1, "broken");
            }
            return "out " + inputs;
        });
    }

    @Test
    void equalInputsGiveTheKeptOutputAndItsWarnings() {
        Diagnostics first = new Diagnostics();
        Diagnostics second = new Diagnostics();
        assertEquals("out [a]", ask(List.of("a"), first, false));
        assertEquals("out [a]", ask(new ArrayList<>(List.of("a")), second, false));
        assertEquals(List.of("a"), runs);
        assertEquals(first.sorted(), second.sorted());
        assertEquals(1, second.count());
    }

    @Test
    void otherInputsRunTheStageAgain() {
        ask(List.of("a"), new Diagnostics(), false);
        assertEquals("out [b]", ask(List.of("b"), new Diagnostics(), false));
        assertEquals(List.of("a", "b"), runs);
    }

    @Test
    void anOutputMadeWithErrorsIsNotKept() {
        Diagnostics failed = new Diagnostics();
        ask(List.of("a"), failed, true);
        ask(List.of("a"), new Diagnostics(), false);
        assertEquals(List.of("a", "a"), runs);
        assertEquals(2, failed.count());
    }
}
