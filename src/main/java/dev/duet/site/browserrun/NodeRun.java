package dev.duet.site.browserrun;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;

/**
 * One demo of a bundle run in Node, as the page's worker would run it: the printed text and the
 * state of each step, and how it ended.
 */
final class NodeRun {
    /** The text each step printed, by step; the error of the step that threw, if one did. */
    record Result(Map<Integer, String> output, Map<Integer, String> states, int errorStep, String error,
                  boolean timedOut, long millis) {
    }

    private NodeRun() {
    }

    /** The Node executable on PATH, if there is one. */
    static java.util.Optional<Path> node() {
        String path = System.getenv("PATH");
        if (path == null) {
            return java.util.Optional.empty();
        }
        for (String dir : path.split(java.io.File.pathSeparator)) {
            for (String name : List.of("node", "nodejs")) {
                Path candidate = Path.of(dir, name);
                if (Files.isExecutable(candidate)) {
                    return java.util.Optional.of(candidate);
                }
            }
        }
        return java.util.Optional.empty();
    }

    static Result run(Path node, Path runner, Path bundle, String demoId, List<String> edits, Duration limit) {
        List<String> command = new ArrayList<>(List.of(node.toString(), runner.toString(), bundle.toString(), demoId));
        command.addAll(edits);
        long start = System.nanoTime();
        Process p;
        try {
            p = new ProcessBuilder(command).redirectErrorStream(false).start();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Map<Integer, StringBuilder> out = new TreeMap<>();
        Map<Integer, String> states = new TreeMap<>();
        int[] errorStep = {0};
        String[] error = {null};
        Thread reader = new Thread(() -> read(p.getInputStream(), out, states, errorStep, error), "duet-node-reader");
        reader.setDaemon(true);
        reader.start();
        Thread drain = new Thread(() -> {
            try {
                p.getErrorStream().transferTo(java.io.OutputStream.nullOutputStream());
            } catch (IOException ignored) {
                // The process is gone.
            }
        }, "duet-node-stderr");
        drain.setDaemon(true);
        drain.start();
        boolean finished;
        try {
            finished = p.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS);
            if (!finished) {
                p.destroyForcibly().waitFor();
            }
            reader.join();
        } catch (InterruptedException e) {
            p.destroyForcibly();
            Thread.currentThread().interrupt();
            finished = false;
        }
        Map<Integer, String> output = new TreeMap<>();
        out.forEach((step, text) -> output.put(step, text.toString()));
        return new Result(output, states, errorStep[0], error[0], !finished,
                (System.nanoTime() - start) / 1_000_000);
    }

    private static void read(InputStream in, Map<Integer, StringBuilder> out, Map<Integer, String> states,
                             int[] errorStep, String[] error) {
        try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                Map<String, Object> event = MiniJson.object(line);
                if (event == null) {
                    continue;
                }
                String kind = String.valueOf(event.get("kind"));
                int step = ((Number) event.get("step")).intValue();
                String text = String.valueOf(event.get("text"));
                switch (kind) {
                    case "step" -> out.putIfAbsent(step, new StringBuilder());
                    case "out" -> out.computeIfAbsent(step, k -> new StringBuilder()).append(text);
                    case "state" -> states.put(step, text);
                    case "error" -> {
                        errorStep[0] = step;
                        error[0] = text;
                    }
                    default -> {
                        // "done": the process exits next.
                    }
                }
            }
        } catch (IOException e) {
            // The process was killed at its time limit.
        }
    }
}
