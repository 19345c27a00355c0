package dev.duet.site.demo;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/**
 * Runs a batch of demos on two threads, each with its own runner (each demo has its own JShell
 * session, class loader and probes, so runs do not share state). Results come back in the demos'
 * order; {@code listener} hears of each demo as it starts and ends, from the lane's thread.
 */
public final class DemoLanes {
    private DemoLanes() {
    }

    /** Told when a demo starts and when its run is known. */
    public interface Listener {
        void started(Demo demo);

        void finished(DemoRun run);

        Listener NONE = new Listener() {
            @Override
            public void started(Demo demo) {
            }

            @Override
            public void finished(DemoRun run) {
            }
        };
    }

    public static List<DemoRun> runAll(DemoRunner.Options options, List<Demo> demos, Listener listener) {
        // Each runner puts back the JVM-wide uncaught-exception handler it found; with two runners
        // interleaved that could be JShell's, so the original is restored once at the end.
        Thread.UncaughtExceptionHandler original = Thread.getDefaultUncaughtExceptionHandler();
        int lanes = Math.min(2, demos.size());
        List<CompletableFuture<List<DemoRun>>> futures = new ArrayList<>();
        try {
            for (int lane = 0; lane < lanes; lane++) {
                List<Demo> mine = new ArrayList<>();
                for (int i = lane; i < demos.size(); i += lanes) {
                    mine.add(demos.get(i));
                }
                futures.add(CompletableFuture.supplyAsync(() -> {
                    List<DemoRun> runs = new ArrayList<>();
                    try (DemoRunner runner = new DemoRunner(options)) {
                        for (Demo demo : mine) {
                            listener.started(demo);
                            DemoRun run = runner.run(demo);
                            listener.finished(run);
                            runs.add(run);
                        }
                    }
                    return runs;
                }, work -> {
                    Thread t = new Thread(work, "duet-demo-lane");
                    t.setDaemon(true);
                    t.start();
                }));
            }
            Map<String, DemoRun> byId = new HashMap<>();
            for (var f : futures) {
                for (DemoRun run : f.join()) {
                    byId.put(run.demo().id(), run);
                }
            }
            return demos.stream().map(d -> byId.get(d.id())).toList();
        } finally {
            Thread.setDefaultUncaughtExceptionHandler(original);
        }
    }
}
