package dev.duet.deployment;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The {@code // go:N} anchors of DeploymentController.java against the two pinned controller excerpts. */
class DeploymentControllerAnchorsTest {
    private static final Path EXCERPTS = Path.of("content/excerpts");
    private static final Path JAVA = Path.of("src/main/java/dev/duet/deployment/DeploymentController.java");
    private static final Pattern ANCHOR = Pattern.compile("//\\s*go:([0-9][0-9,\\-]*)\\s*$");
    private static final List<String> IDS = List.of("controller-enqueue", "controller-process-next");

    @Test
    void everyNonBlankGoLineIsAnchoredAndNoAnchorNamesAnotherLine() throws IOException {
        Map<Integer, String> goLines = goLines();
        Map<Integer, List<String>> javaByGo = javaLinesByGoLine();
        List<Integer> missing = new ArrayList<>();
        goLines.forEach((n, code) -> {
            if (!code.isBlank() && !javaByGo.containsKey(n)) {
                missing.add(n);
            }
        });
        assertEquals(List.of(), missing, "Go lines without a Java anchor");
        List<Integer> stray = javaByGo.keySet().stream().filter(n -> !goLines.containsKey(n)).toList();
        assertEquals(List.of(), stray, "anchors naming lines outside the excerpts");
        List<Integer> onBlank = javaByGo.keySet().stream().filter(n -> goLines.get(n).isBlank()).toList();
        assertEquals(List.of(), onBlank, "anchors naming blank Go lines");
    }

    @Test
    void closingBracesAnchorClosingBracesAndDeferAnchorsTheTryAndFinally() throws IOException {
        Map<Integer, String> goLines = goLines();
        Map<Integer, List<String>> javaByGo = javaLinesByGoLine();
        goLines.forEach((n, code) -> {
            if (code.strip().equals("}")) {
                for (String java : javaByGo.get(n)) {
                    assertTrue(java.startsWith("}"), "go:" + n + " is a closing brace, Java is: " + java);
                }
            }
        });
        assertEquals("defer dc.queue.Done(key)", goLines.get(492).strip());
        List<String> deferLines = javaByGo.get(492);
        assertTrue(deferLines.contains("try {"), deferLines.toString());
        assertTrue(deferLines.contains("queue.done(key);"), deferLines.toString());
    }

    @Test
    void excerptsNameThisJavaFile() throws IOException {
        for (String id : IDS) {
            String yaml = Files.readString(EXCERPTS.resolve(id + ".yaml"));
            assertTrue(yaml.contains("\njava: dev/duet/deployment/DeploymentController.java\n"), id);
        }
    }

    /** Go line number to its text, for both excerpts. */
    private static Map<Integer, String> goLines() throws IOException {
        Map<Integer, String> lines = new TreeMap<>();
        for (String id : IDS) {
            Matcher first = Pattern.compile("(?m)^first:\\s*(\\d+)").matcher(Files.readString(EXCERPTS.resolve(id + ".yaml")));
            assertTrue(first.find(), id + ".yaml has no first line");
            int n = Integer.parseInt(first.group(1));
            for (String line : Files.readAllLines(EXCERPTS.resolve(id + ".go"))) {
                lines.put(n++, line);
            }
        }
        return lines;
    }

    /** Go line number to the (stripped, anchor removed) Java lines that anchor it. */
    private static Map<Integer, List<String>> javaLinesByGoLine() throws IOException {
        Map<Integer, List<String>> byGo = new TreeMap<>();
        for (String line : Files.readAllLines(JAVA)) {
            Matcher m = ANCHOR.matcher(line);
            if (!m.find()) {
                continue;
            }
            String code = line.substring(0, m.start()).strip();
            for (String part : m.group(1).split(",")) {
                String[] range = part.split("-");
                int from = Integer.parseInt(range[0]);
                int to = range.length > 1 ? Integer.parseInt(range[1]) : from;
                for (int n = from; n <= to; n++) {
                    byGo.computeIfAbsent(n, k -> new ArrayList<>()).add(code);
                }
            }
        }
        return byGo;
    }
}
