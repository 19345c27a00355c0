package dev.duet.workqueue;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Random operation sequences against the queue and against a plain sequential model written from
 * the spec; after every step the two must agree. Seeded, so a failure names a reproducible seed.
 * Operations that would block (get on an empty live queue, a drain with work in progress) are
 * left out: blocking is covered by the threaded tests.
 */
class TypedModelTest {

    private static final List<String> KEYS = List.of("a", "b", "c", "d");

    /** The queue as the spec describes it, with no concurrency at all. */
    static final class Model {
        final List<String> queue = new ArrayList<>();
        final TreeSet<String> dirty = new TreeSet<>();
        final TreeSet<String> processing = new TreeSet<>();
        boolean shuttingDown;
        boolean drain;

        void add(String item) {
            if (shuttingDown || dirty.contains(item)) {
                return;
            }
            dirty.add(item);
            if (!processing.contains(item)) {
                queue.add(item);
            }
        }

        GetResult<String> get() {
            if (queue.isEmpty()) {
                return new GetResult<>(null, true);
            }
            String item = queue.remove(0);
            processing.add(item);
            dirty.remove(item);
            return new GetResult<>(item, false);
        }

        void done(String item) {
            processing.remove(item);
            if (dirty.contains(item)) {
                queue.add(item);
            }
        }

        String describe() {
            return "queue=" + queue + " dirty=" + new ArrayList<>(dirty) + " processing=" + new ArrayList<>(processing)
                    + " shuttingDown=" + shuttingDown + (drain ? " draining=true" : "");
        }
    }

    @Test
    void queueAgreesWithTheSequentialModel() {
        for (long seed = 1; seed <= 3000; seed++) {
            runSequence(seed, 60);
        }
    }

    private static void runSequence(long seed, int steps) {
        Random random = new Random(seed);
        Typed<String> queue = Typed.newTyped();
        Model model = new Model();
        List<String> log = new ArrayList<>();
        for (int step = 0; step < steps; step++) {
            String key = KEYS.get(random.nextInt(KEYS.size()));
            int choice = random.nextInt(100);
            String op;
            if (choice < 40) {
                op = "add(" + key + ")";
                queue.add(key);
                model.add(key);
            } else if (choice < 65) {
                if (model.queue.isEmpty() && !model.shuttingDown) {
                    continue;
                }
                op = "get()";
                assertEquals(model.get(), queue.get(), () -> failure(seed, log, "get()"));
            } else if (choice < 90) {
                String target = random.nextInt(4) == 0 || model.processing.isEmpty()
                        ? key
                        : new ArrayList<>(model.processing).get(random.nextInt(model.processing.size()));
                op = "done(" + target + ")";
                queue.done(target);
                model.done(target);
            } else if (choice < 95) {
                op = "shutDown()";
                queue.shutDown();
                model.shuttingDown = true;
                model.drain = false;
            } else {
                if (!model.processing.isEmpty()) {
                    continue;
                }
                op = "shutDownWithDrain()";
                queue.shutDownWithDrain();
                model.shuttingDown = true;
                model.drain = true;
            }
            log.add(op);
            String currentOp = op;
            assertEquals(model.describe(), queue.snapshot().toString(), () -> failure(seed, log, currentOp));
            assertEquals(model.queue.size(), queue.len(), () -> failure(seed, log, "len()"));
            assertEquals(model.shuttingDown, queue.shuttingDown(), () -> failure(seed, log, "shuttingDown()"));
        }
    }

    private static String failure(long seed, List<String> log, String op) {
        return "seed " + seed + ", at " + op + ", operations so far " + log;
    }
}
